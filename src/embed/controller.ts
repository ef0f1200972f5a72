/**
 * Options in, widget out, for every way in (script tag, `mount()`, `<box-office>`): parses
 * the options, shows the one problem or mounts, and turns later option changes into
 * `update()`. Nothing here throws into the host page.
 */
import { dispatchHostEvent, type Emit } from './host-events';
import { guard } from './log';
import { mountWidget, type Part } from './mount';
import { showProblem } from './notice';
import { type OptionsInput, type OptionsSource, pageContext, parseOptions } from './options';

/** A widget being driven by options. */
export interface Controller {
  /** Applies a complete set of options (first mount, or an update). */
  apply(input: OptionsInput): void;
  /** Unmounts; the controller can `apply` again later (a re-connected element). */
  stop(): void;
}

/**
 * Drives one widget whose shadow root lives on `host`; host events go to `events`.
 * `source` decides how problems name the attribute.
 */
export function createController(
  host: HTMLElement,
  events: EventTarget,
  source: OptionsSource,
  scriptUrl: string | null,
): Controller {
  let widget: Part | null = null;
  const stop = () => {
    widget?.dispose();
    widget = null;
    host.shadowRoot?.replaceChildren();
  };
  return {
    apply: (input) =>
      guard('mounting', () => {
        const parsed = parseOptions(input, source, pageContext(scriptUrl));
        if (!parsed.ok) {
          stop();
          const lang = typeof input.lang === 'string' && input.lang ? input.lang : undefined;
          showProblem(host, parsed.attribute, parsed.message, lang);
        } else if (widget) {
          widget.update(parsed.options);
        } else {
          host.shadowRoot?.replaceChildren();
          const emit: Emit = (type, detail) => dispatchHostEvent(events, type, detail);
          widget = mountWidget(host, parsed.options, { emit, scriptUrl });
        }
      }),
    stop: () => guard('unmounting', stop),
  };
}
