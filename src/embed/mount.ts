/**
 * One widget in one shadow host: open shadow root, adopted sheets (the UI's `styles.css`
 * and the embed sheet of `theme-sheet.ts`), `data-theme` on the host, then the mode's part
 * (inline widget, button + dialog, or iframe). `dispose()` leaves nothing behind.
 */
import type { ThemePreset } from '../api/schemas';
import type { WidgetHost } from '../model/host';
import { renderWidget } from '../ui/app';
import css from '../ui/styles.css?inline';
import { createButtonPart } from './button-mode';
import { createFramePart } from './frame-parent';
import type { Emit } from './host-events';
import { guard } from './log';
import type { Options } from './options-types';
import { takeReturnCheckoutId } from './page';
import { sheet, themeCss } from './theme-sheet';

/** What a mounted mode (or the widget itself) offers its owner. */
export interface Part {
  update(options: Options): void;
  dispose(): void;
}

/** Where a widget lives besides its shadow host. */
export interface MountEnv {
  /** Sends host events: on the mount element (SPEC §1.3), or from a frame to its parent. */
  emit: Emit;
  /** URL of the widget script: iframe mode finds `embed.html` next to it. */
  scriptUrl: string | null;
  /** How the buyer is sent to the payment page; inline default: `location.assign`. */
  navigate?: WidgetHost['navigate'];
}

/** Mounts one widget into `host`'s open shadow root. */
export function mountWidget(host: HTMLElement, first: Options, env: MountEnv): Part {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let options = first;
  let palette: ThemePreset | null = null;
  const theme = sheet(themeCss(options.accent, palette));
  root.adoptedStyleSheets = [sheet(css), theme];
  host.dataset.theme = options.theme;

  const widgetHost: WidgetHost = {
    emit: env.emit,
    navigate:
      env.navigate ??
      ((url) => {
        location.assign(url);
        return 'left';
      }),
    // `bo_checkout` for this widget, taken from the address bar.
    returnCheckoutId: takeReturnCheckoutId(),
    setPalette: (preset) => {
      palette = preset;
      guard('applying the palette', () => theme.replaceSync(themeCss(options.accent, palette)));
    },
  };

  const start = (o: Options): Part => {
    if (o.mode === 'iframe')
      return createFramePart(root, o, widgetHost, env.scriptUrl ?? location.href);
    if (o.mode === 'button') return createButtonPart(root, o, widgetHost);
    const container = document.createElement('div');
    root.append(container);
    // The widget is the part: the shadow root is emptied after each dispose, container and all.
    return renderWidget(container, o, widgetHost);
  };
  let part = start(options);

  return {
    update(next) {
      const previous = options;
      options = next;
      host.dataset.theme = next.theme;
      theme.replaceSync(themeCss(next.accent, palette));
      if (next.mode === previous.mode) {
        part.update(next);
        return;
      }
      part.dispose();
      root.replaceChildren();
      part = start(next);
    },
    dispose() {
      guard('unmounting', () => part.dispose());
      root.replaceChildren();
      root.adoptedStyleSheets = [];
      delete host.dataset.theme;
    },
  };
}
