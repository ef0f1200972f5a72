/**
 * Test data (never imported by the widget): a pseudo-locale built from the English
 * catalogue, each text 40 % longer and accented ('Buy tickets' → '[Ƀûý ţîçķéţš ··]'), so a
 * layout that only fits English, or a string that bypasses the catalogue, shows.
 *
 * A message function becomes a template: the English function is called once with markers
 * for its arguments, the words around the markers are stretched, and the pseudo function
 * puts its arguments back in (so organizer text and amounts stay as they are). Counts take
 * the English plural's `other` form, which is all a layout test needs. The same templates
 * serve as a module's source (`pseudoModule`), for a browser test that hands the widget
 * this catalogue as if it were a language chunk.
 */
import { type CoreMessages, en } from '../en';
import { enPurchase, type PurchaseMessages } from '../en-purchase';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENTS = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i] ?? c]));

/** How much longer every pseudo text is than its English one, at least. */
export const GROWTH = 1.4;

/** Marks argument `i` in a template (private-use characters, never in catalogue text). */
const marker = (i: number) => `\uF8F0${i}\uF8F1`;
const MARKERS = /\uF8F0(\d)\uF8F1/g;

/**
 * `text` accented, bracketed and padded to at least 140 % of its length (argument markers
 * kept as they are, and not counted).
 */
export function pseudo(text: string): string {
  const extra = Math.max(1, Math.ceil(text.replace(MARKERS, '').length * (GROWTH - 1)) - 3);
  const accented = text
    .split(/(\uF8F0\d\uF8F1)/)
    .map((part) =>
      part.startsWith('\uF8F0') ? part : [...part].map((c) => ACCENTS.get(c) ?? c).join(''),
    )
    .join('');
  return `[${accented} ${'·'.repeat(extra)}]`;
}

/** A catalogue as data: a string, a template of a function (`{ f }`), or an object of them. */
type Tree = string | { f: string } | { [key: string]: Tree };

function toTree(value: unknown): Tree {
  if (typeof value === 'string') return pseudo(value);
  if (typeof value === 'function') {
    const args = Array.from({ length: Math.max(value.length, 3) }, (_, i) => marker(i));
    return { f: pseudo(String(value(...args))) };
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toTree(v)]),
  );
}

/** The catalogue a tree stands for (the same code runs in `pseudoModule`'s output). */
function fromTree(tree: Tree): unknown {
  if (typeof tree === 'string') return tree;
  if (typeof tree.f === 'string') {
    const template = tree.f;
    return (...args: unknown[]) =>
      template.replace(/\uF8F0(\d)\uF8F1/g, (_, i: string) => String(args[Number(i)]));
  }
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, fromTree(v as Tree)]));
}

const coreTree = toTree(en);
const purchaseTree = toTree(enPurchase);

/** The pseudo-locale's first-render half. */
export const pseudoCore = fromTree(coreTree) as CoreMessages;
/** The pseudo-locale's purchase half. */
export const pseudoPurchase = fromTree(purchaseTree) as PurchaseMessages;

/**
 * The source of an ES module exporting one half as `messages`, like a language chunk:
 * `pseudoModule('core')` or `pseudoModule('purchase')`.
 */
export function pseudoModule(half: 'core' | 'purchase'): string {
  const tree = JSON.stringify(half === 'core' ? coreTree : purchaseTree);
  return `const build = ${fromTreeSource};\nexport const messages = build(${tree});\n`;
}

/** `fromTree` as self-contained JavaScript (its TypeScript compiles to the same function). */
const fromTreeSource = `function fromTree(tree) {
  if (typeof tree === 'string') return tree;
  if (typeof tree.f === 'string') {
    const template = tree.f;
    return (...args) => template.replace(/\\uF8F0(\\d)\\uF8F1/g, (_, i) => String(args[Number(i)]));
  }
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, fromTree(v)]));
}`;
