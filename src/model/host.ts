/**
 * What the embedding layer gives one widget (the contract of `renderWidget`, re-exported
 * by `src/ui/app.tsx`). Declared here so the model does not import the UI.
 */
import type { Result } from '../api/errors';
import type { EventDetail, ThemePreset } from '../api/schemas';
import type { Emit } from '../embed/host-events';

/** What the embedding layer gives one widget. */
export interface WidgetHost {
  /** Dispatches a SPEC §1.3 host event. */
  emit: Emit;
  /**
   * Sends the buyer to an already-validated payment URL. Inline: `location.assign` → 'left'.
   * Iframe: top navigation if allowed → 'left', else a new tab → 'new-tab' (the widget keeps polling),
   * or 'blocked' when the browser refused to open it (the widget then offers a link).
   */
  navigate(url: string): 'left' | 'new-tab' | 'blocked';
  /** `bo_checkout` handed back from the payment page for this widget, or null. */
  returnCheckoutId: string | null;
  /** The key's palette from `GET /config` arrived (null when config failed). */
  setPalette(preset: ThemePreset | null): void;
  /**
   * The embed layer's own request for event `slug` (button mode's "from €X"), handed out
   * once; the widget uses it when it succeeded instead of fetching the event again.
   */
  prefetched?(slug: string): Promise<Result<EventDetail>> | null;
}
