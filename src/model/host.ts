/**
 * What the embedding layer gives one widget's model (from the loader's `MountContext`).
 * Declared here so the model does not import the UI or the embed layer's code.
 */
import type { EventDetail } from '../api/schemas';
import type { Emit } from '../shared/host-events';
import type { OptionName } from '../shared/options';

/** What the embedding layer gives one widget. */
export interface WidgetHost {
  /** Dispatches a host event. */
  emit: Emit;
  /**
   * Sends the buyer to an already-validated payment URL. Inline: `location.assign` → 'left'.
   * Iframe: top navigation if allowed → 'left', else a new tab → 'new-tab' (the widget keeps polling),
   * or 'blocked' when the browser refused to open it (the widget then offers a link).
   */
  navigate(url: string): 'left' | 'new-tab' | 'blocked';
  /** `bo_checkout` handed back from the payment page for this widget, or null. */
  returnCheckoutId: string | null;
  /**
   * False when another widget of the same event on this page takes the payment's return and
   * this tab's pending checkout (an inline widget and a button's dialog of one event): only
   * one of them shows the outcome.
   */
  takesReturn?: boolean;
  /** The option `name` as the integrator wrote it (`data-event`, `event`), for console hints. */
  optionName(name: OptionName): string;
  /** The key's palette from `GET /config` arrived (null when config failed). */
  setPalette(palette: Readonly<Record<string, unknown>> | null): void;
  /** The event was loaded (or loaded again). */
  eventLoaded?(event: EventDetail): void;
}

/** How the buyer is sent to a validated payment URL (see `WidgetHost.navigate`). */
export type Navigate = WidgetHost['navigate'];
