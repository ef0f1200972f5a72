/**
 * The script tag (docs/embedding.md): its data-* attributes become options; the widget
 * mounts into `data-target` or a `<div>` inserted right after the script. Each script tag
 * is one widget.
 */
import { logError } from '../shared/log';
import type { OptionsInput } from '../shared/options';
import { query } from './dom';
import { modeOf, optionValue } from './options';
import { planMount } from './plan';
import { type LoaderPage, widgetIn } from './widget';

/** The element to mount into: `data-target`, else a new `<div>` right after the script. */
function mountElement(script: HTMLScriptElement, target: string | undefined): Element | null {
  if (target) {
    // An invalid selector is reported like a missing element.
    const found = query(target) ?? null;
    if (!found) {
      logError(
        `data-target="${target}" matches no element: use a CSS selector of an element on the page, e.g. "#tickets".`,
      );
    }
    return found;
  }
  const div = document.createElement('div');
  // A script in <head> (a tag manager, a CMS header slot) cannot show anything there.
  if (document.body?.contains(script)) script.after(div);
  else document.body?.append(div);
  return div;
}

/** Mounts the widget a script tag describes with `input`, its options (once the document can be queried). */
export function mountFromScript(
  script: HTMLScriptElement,
  input: OptionsInput,
  page: LoaderPage,
): void {
  const go = () => {
    const element = mountElement(script, input.target?.trim() || undefined);
    if (!element) return;
    widgetIn(element, 'script', page)[0].apply(input);
  };
  // `data-target` may name an element below the script, and a script in <head> has no body
  // to mount into yet: wait for the parser.
  if ((input.target || !document.body?.contains(script)) && document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', go, { once: true });
  } else {
    go();
  }
}

/**
 * Asks for the chunk the script tag's widget will mount before the widget starts. On the
 * way to the first tiers the chunk is the longer path (its transfer, check, evaluation and
 * mount end after the event's answer came: `npm run bench`), and inserting the host and
 * painting first cost the loader tens of milliseconds on a phone. Only the options that
 * choose the chunk (mode, event, trigger) are read here, each as the widget reads it
 * (`optionValue`); the widget's own load later is the same one (a chunk source loads a chunk
 * once). The buy button's code waits for the buyer's interest, as always. A tag whose other
 * options turn out wrong has then fetched a chunk it does not run.
 */
export function loadEarly(input: OptionsInput, page: LoaderPage): void {
  const mode = optionValue('mode', input.mode);
  const event = optionValue('event', input.event);
  if (mode === null || event === null) return;
  const trigger = optionValue('trigger', input.trigger) ?? undefined;
  const plan = planMount({ mode: modeOf({ mode, trigger }), event }, 'script');
  if (plan.paint === 'placeholder') page.chunks.load(plan.chunk).catch(() => {});
}
