/**
 * The loading placeholder, painted by the loader the moment it runs and reused by the app
 * for its own loading states (`MountContext.skeleton`). It has the loaded widget's shape for
 * a typical event: the header with its poster box, a date range with its zone, venue and
 * organizer and three short paragraphs, four tier rows, the buyer form with two questions,
 * the promo row and the submit button (or, for the event list, its heading and cards). Each
 * line holds placeholder words drawn transparent on a shimmer, in the real text's size, so
 * it wraps like a typical event's text and the reserved height follows the loaded widget's
 * at every width. Hidden from assistive technology; `status` says "Loading tickets…".
 * Its look is in `src/ui/base.css` (the loader's sheet).
 */

import { setLang } from '../i18n/locale';

type Child = Node | string | false | null | undefined;

/** An element of class `cls` holding `children`. */
function el(tag: string, cls: string, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  node.className = cls;
  for (const child of children) if (child) node.append(child);
  return node;
}

/** Placeholder words about `n` characters long, wrapping like text. */
const words = (n: number) => el('span', 'bo-skel', 'xxxxx '.repeat(Math.ceil(n / 6)));

/** One line of text of size class `size` (`t` title, `h` heading, `p` text, `s` small), ~`n` characters long. */
const line = (size: string, n: number) => el('div', `bo-sk-${size}`, words(n));

/** A block (`cls`), e.g. an input or the stepper, drawn as one shimmer. */
const box = (cls: string) => el('div', `bo-skel ${cls}`);

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
      box('bo-sk-badge'),
      line('t', 18),
      // Date and time range with the zone's name; venue then address (side by side when
      // they fit, as in the loaded header); organizer.
      line('p', 95),
      el('div', 'bo-sk-p bo-sk-venue', words(16), words(41)),
      line('p', 29),
      ...[100, 70, 60].map((n) => line('p bo-sk-text', n)),
    ),
  ),
  el(
    'div',
    'bo-sk-sect',
    line('h', 7),
    el(
      'div',
      'bo-sk-rows',
      ...[26, 50, 32, 25].map((description) =>
        el(
          'div',
          'bo-sk-row',
          el('div', 'bo-sk bo-sk-info', line('n', 14), line('s', description), line('p', 7)),
          box('bo-sk-step'),
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

/** The placeholder of one event (or of the event list, or of one event's form only). */
export function skeleton(variant?: 'list' | 'form'): HTMLElement {
  const shape = el(
    'div',
    'bo-skeleton',
    ...(variant === 'list' ? listShape() : variant === 'form' ? [formShape()] : eventShape()),
  );
  shape.setAttribute('aria-hidden', 'true');
  shape.setAttribute('aria-busy', 'true');
  return shape;
}

/**
 * The loader's first paint: the widget root (`.bo`, in the widget's language and direction)
 * holding the placeholder and a polite status. The status text is set after it is in the
 * page, because a live region announces changes, not what it holds when it appears.
 */
export function loadingRoot(
  lang: string,
  variant?: 'list',
): { root: HTMLElement; shape: HTMLElement; status: HTMLElement } {
  const status = el('p', 'bo-sr');
  status.setAttribute('role', 'status');
  const shape = skeleton(variant);
  const root = el('div', 'bo', shape, status);
  setLang(root, lang);
  return { root, shape, status };
}
