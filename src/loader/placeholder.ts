/**
 * The loading placeholder (`Placeholder` in `contract.ts`), painted by the loader the moment
 * it runs and handed to the mode's chunk, which keeps it on screen until it has something
 * to show and builds more of the same for its later loading states. It has the loaded
 * widget's shape for a typical event: the header with its poster box, a date range with
 * its zone, venue and organizer and three short paragraphs, four tier rows (the first sold
 * out), the buyer form with two questions, the promo row and the submit button (or, for the
 * event list, its heading and cards). Each line holds placeholder words drawn transparent on
 * a block, in the real text's size, so it wraps like a typical event's text and the reserved
 * height follows the loaded widget's at every width; the whole placeholder pulses. Its text,
 * lines and boxes alike (the badge, "Sold out", the stepper), is set in the font of the text
 * it stands for (size, weight, numerals): the browser prepares each font once, on its first
 * use, and on a fresh page that is most of the cost of laying out the widget's first frame,
 * which then follows the event's answer. Hidden from assistive technology; the painted one
 * has a status that says "Loading tickets…". Its look is in `src/loader/loader.css` (the loader's
 * sheet).
 */

import type { Placeholder, Shape, View } from '../shared/contract';
import type { LoaderText } from '../shared/loader-text';
import { setLang } from '../shared/locale';
import { el } from './dom';

/**
 * Placeholder words about `n` characters long, wrapping like text. An `o` is a little wider
 * than the average letter in most fonts, so the placeholder errs tall rather than short:
 * a taller placeholder is held (`holdHeight`), a shorter one would move the page again.
 */
const words = (n: number) => el('span', 'bo-skel', 'ooooo '.repeat(Math.ceil(n / 6)));

/** One line of text of size class `size` (`t` title, `h` heading, `p` text, `s` small), ~`n` characters long. */
const line = (size: string, n: number) => el('div', `bo-sk-${size}`, words(n));

/** A block (`cls`), e.g. an input or the stepper, drawn as one block, holding `text` in its font. */
const box = (cls: string, ...text: (HTMLElement | string)[]) =>
  el('div', `bo-skel ${cls}`, ...text);

/** A labelled input; `hint` adds a hint line. */
const field = (label: number, hint?: number) =>
  el('div', 'bo-sk', line('l', label), hint ? line('s', hint) : null, box('bo-sk-input'));

/** `count` copies of `make(i)`. */
const times = (count: number, make: (i: number) => HTMLElement) =>
  Array.from({ length: count }, (_, i) => make(i));

/** The buyer form with 2 questions, promo and submit. */
const formShape = () =>
  el(
    'div',
    'bo-sk-form',
    line('h', 12),
    field(15),
    field(17),
    field(16, 36),
    el('div', 'bo-sk-form', line('l', 34), field(45), field(31)),
    el('div', 'bo-sk', line('l', 10), box('bo-sk-input'), line('s', 1)),
    box('bo-sk-submit'),
  );

/** One event: header with poster, 4 tiers, then the form. */
const eventShape = () => [
  el(
    'div',
    'bo-sk-head',
    box('bo-sk-poster'),
    el(
      'div',
      'bo-sk',
      box('bo-sk-badge', 'xxxxx'),
      line('t', 18),
      // Date and time range with the zone's name; venue, address, then "Add to calendar"
      // and "Map" (side by side when they fit, as in the loaded header); organizer.
      line('p bo-sk-when', 95),
      el('div', 'bo-sk-p bo-sk-venue', words(16), words(41), box('bo-sk-acts')),
      line('p bo-sk-org', 29),
      ...[100, 70, 60].map((n) => line('p bo-sk-text', n)),
      // The description's "More", in a narrow widget only (base.css).
      box('bo-sk-more', 'xxxx'),
    ),
  ),
  el(
    'div',
    'bo-sk-sect',
    line('h', 7),
    el(
      'div',
      'bo-sk-rows',
      // The first sold out ("Sold out" beside it at every width), the others with a stepper
      // (its − and +, the quantity and the stock left).
      ...[26, 50, 32, 25].map((description, i) =>
        el(
          'div',
          'bo-sk-row',
          el(
            'div',
            'bo-sk bo-sk-info',
            line('n', 14),
            line('s', description),
            line('p bo-sk-price', 7),
          ),
          i
            ? box('bo-sk-step', '−+', el('span', 'bo-sk-qty', '0'), el('span', 'bo-sk-left', '0'))
            : box('bo-sk-soldout', 'xxxxx'),
        ),
      ),
    ),
  ),
  formShape(),
];

/** The event list: heading and 8 cards, every other one with a poster. */
const listShape = () => [
  line('t', 15),
  el(
    'div',
    'bo-sk-rows',
    ...times(8, (i) =>
      el(
        'div',
        'bo-sk-card',
        i % 2 === 0 && box('bo-sk-thumb'),
        el('div', 'bo-sk', line('h', 18), line('s', 30), line('s', 24), line('p', 11)),
      ),
    ),
  ),
];

/** A placeholder of `shape`: one event, the event list, or one event's form only. */
export function placeholderOf(shape: Shape): HTMLElement {
  const element = el(
    'div',
    'bo-skeleton',
    ...(shape === 'list' ? listShape() : shape === 'form' ? [formShape()] : eventShape()),
  );
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('aria-busy', 'true');
  return element;
}

/** Where nothing was painted (button mode): every loading state is a new placeholder. */
export const UNPAINTED: Placeholder = { take: placeholderOf, keep: () => false, remove: () => 0 };

/**
 * Paints the placeholder of `view` into `root`: the widget root (`.bo`, in the widget's
 * language `lang` and its direction) holding the placeholder and a polite status, in front
 * of where `container`, the chunk's, will go.
 */
export function paintPlaceholder(
  root: ParentNode,
  container: HTMLElement,
  lang: string,
  view: View,
): {
  /** The chunk's part of it: the placeholder. */
  handOver: { placeholder: Placeholder };
  /** Writes the status in `text`, written in `lang`. */
  fill(text: LoaderText, lang: string): void;
  /** The chunk mounted: the placeholder goes now, unless the chunk keeps it. */
  mounted(): void;
} {
  const status = el('p', 'bo-sr');
  status.setAttribute('role', 'status');
  const painted = el('div', 'bo', placeholderOf(view), status);
  setLang(painted, lang);
  root.append(painted);
  /** How many keeps have not ended yet. */
  let kept = 0;
  const remove = () => {
    if (kept) kept--;
    if (kept) return 0;
    // Read before anything visible changes: only the hidden container's tree is new, so
    // this lays out nothing that the next frame would not.
    const height = painted.getBoundingClientRect().height;
    painted.remove();
    container.hidden = false;
    return height;
  };
  const placeholder: Placeholder = {
    take: placeholderOf,
    keep(asked) {
      if (asked !== view || !painted.parentNode) return false;
      kept++;
      container.hidden = true;
      return true;
    },
    remove,
  };
  return {
    handOver: { placeholder },
    fill(text, written) {
      setLang(painted, written);
      // A live region announces a change, not what it holds when it appears: fill it a frame later.
      requestAnimationFrame(() => (status.textContent = text.loading));
    },
    mounted() {
      if (!kept) remove();
    },
  };
}
