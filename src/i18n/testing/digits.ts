/**
 * Test helpers (never imported by the widget) for "one numbering system per widget"
 * (src/i18n/format.ts): the numbering systems a text's digits belong to, and an `Intl` that
 * gives Arabic the digits WebKit gives it.
 */

/** Each decimal digit the engine formats, with its numbering system: '٣' → 'arab'. */
const SYSTEM_OF = new Map<string, string>();
for (const nu of Intl.supportedValuesOf('numberingSystem')) {
  const nf = new Intl.NumberFormat('en', { numberingSystem: nu, useGrouping: false });
  if (nf.resolvedOptions().numberingSystem !== nu) continue;
  for (const [digit] of nf.format(9_876_543_210).matchAll(/\p{Nd}/gu))
    if (digit && !SYSTEM_OF.has(digit)) SYSTEM_OF.set(digit, nu);
}

/**
 * The numbering systems of the digits in `text`, in order of first appearance: `[]` for no
 * digit, `['latn']` for "3 × VIP, 12,00 €", `['arab', 'latn']` for "٣ × VIP, 12,00 €".
 */
export function digitSystems(text: string): string[] {
  const systems = new Set<string>();
  for (const [digit] of text.matchAll(/\p{Nd}/gu))
    if (digit) systems.add(SYSTEM_OF.get(digit) ?? `unknown ${digit}`);
  return [...systems];
}

/**
 * Everything a buyer reads in `root`: its text (without `<style>` and `<script>`) and its
 * elements' accessible names and descriptions that are attributes.
 */
export function readableText(root: ParentNode): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style, script')) texts.push(node.textContent ?? '');
  }
  for (const el of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'aria-description', 'alt', 'title', 'placeholder'])
      texts.push(el.getAttribute(name) ?? '');
  return texts.join('\n');
}

/** `tag` with Arabic-Indic digits, unless it names a numbering system already. */
function arabicIndic(tag: string): string {
  if (!/^ar(-|$)/i.test(tag) || /-u(-[a-z0-9]{2,8})*-nu-/i.test(tag)) return tag;
  return tag.includes('-u-') ? tag.replace('-u-', '-u-nu-arab-') : `${tag}-u-nu-arab`;
}

type Locales = string | readonly string[] | undefined;

/** `Original`, its locales passed through `arabicIndic` (callable with or without `new`). */
function arabicIndicOf<T extends typeof Intl.NumberFormat | typeof Intl.DateTimeFormat>(
  Original: T,
): T {
  const tags = (locales: Locales) =>
    typeof locales === 'string' ? arabicIndic(locales) : locales?.map(arabicIndic);
  function Wrapped(locales?: Locales, options?: object) {
    return new (Original as typeof Intl.NumberFormat)(tags(locales), options);
  }
  Object.setPrototypeOf(Wrapped, Original);
  Wrapped.prototype = Original.prototype;
  return Wrapped as unknown as T;
}

/**
 * Makes `Intl` resolve Arabic as WebKit (Safari) does: `ar`, `ar-AE`… format with
 * Arabic-Indic digits (٠١٢٣) unless the tag (`-u-nu-`) or the options name a numbering
 * system. Chromium, Firefox and Node give plain `ar` Latin digits. Returns the function that
 * puts the engine's own `Intl` back.
 */
export function likeWebKit(): () => void {
  const { NumberFormat, DateTimeFormat } = Intl;
  const swap = (name: 'NumberFormat' | 'DateTimeFormat', value: unknown) =>
    Object.defineProperty(Intl, name, { value, configurable: true, writable: true });
  swap('NumberFormat', arabicIndicOf(NumberFormat));
  swap('DateTimeFormat', arabicIndicOf(DateTimeFormat));
  return () => {
    swap('NumberFormat', NumberFormat);
    swap('DateTimeFormat', DateTimeFormat);
  };
}
