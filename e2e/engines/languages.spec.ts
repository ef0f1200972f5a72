/**
 * Languages in every engine: the Arabic demo page reads right to left and writes every number
 * the widget itself writes (prices, dates, counts, limits, quantities in its sentences, error
 * counts) in one numbering system, whichever the engine's locale data gives Arabic (WebKit:
 * Arabic-Indic; Chromium and Firefox: Latin). Organizer text (the title, the address, tier
 * descriptions) is left as the organizer wrote it, so it is taken out before counting. A
 * language whose digits are Latin everywhere shows Latin digits only. Korean and Chinese, in
 * a widget as narrow as a phone's, break their lines only where their scripts allow
 * (src/ui/styles.css) and never grow wider than the widget.
 */
import { type Buyer, expect, hostPage, test } from './fixtures';

/** Every piece of organizer text of the demo event, from the API itself. */
async function organizerTexts(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/v1/sell/events/summer-fest`, {
    headers: { 'X-Sell-Key': 'pk_test_demo' },
  });
  const event = (await response.json()) as Record<string, unknown>;
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(event);
  // Longest first, so a title is taken out before a part of it.
  return texts.filter((t) => /\p{Nd}/u.test(t)).sort((a, b) => b.length - a.length);
}

/** The numbering systems of the digits the widget itself wrote (text and accessible names). */
async function digitSystems(
  buyer: Buyer,
  organizer: string[],
): Promise<{ systems: string[]; sample: string }> {
  return buyer.run((lib, skip) => {
    const parts: string[] = [];
    for (const host of lib.all('*').filter((e) => e.shadowRoot)) {
      const root = host.shadowRoot as ShadowRoot;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!node.parentElement?.closest('style, script')) parts.push(node.textContent ?? '');
      for (const element of root.querySelectorAll('*'))
        for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
          parts.push(element.getAttribute(name) ?? '');
    }
    let text = parts.join('\n');
    for (const own of skip) text = text.split(own).join(' ');
    const systemOf = (digit: string) => {
      const code = digit.codePointAt(0) ?? 0;
      if (code >= 0x30 && code <= 0x39) return 'latn';
      if (code >= 0x660 && code <= 0x669) return 'arab';
      if (code >= 0x6f0 && code <= 0x6f9) return 'arabext';
      return `other ${digit}`;
    };
    const systems = [...new Set([...text.matchAll(/\p{Nd}/gu)].map(([d]) => systemOf(d)))];
    // Where each system shows, for the failure message.
    const sample = systems
      .map((s) => {
        const at = [...text.matchAll(/\p{Nd}/gu)].find(([d]) => systemOf(d) === s)?.index ?? 0;
        return `${s}: …${text.slice(Math.max(0, at - 25), at + 15).replace(/\s+/g, ' ')}…`;
      })
      .join(' | ');
    return { systems, sample };
  }, organizer);
}

/** Adds tickets up to the order limit and submits the empty form, so counts, limits and errors show. */
async function fillTheWidget(buyer: Buyer, add: string) {
  await buyer.until('the tiers', () => buyer.has({ css: 'button', text: add }));
  for (let i = 0; i < 3; i++) await buyer.click({ css: 'button', text: `Backstage VIP: ${add}` });
  for (let i = 0; i < 3; i++) await buyer.click({ css: 'button', text: `Day Ticket: ${add}` });
  await buyer.until('the form', () => buyer.has({ css: 'input[name="customer.email"]' }));
  await buyer.fill({ css: 'input[name="customer.phone"]' }, '12');
  // The quote's answer may move the button between the harness finding it and its click (the
  // summary grows): a press that brought no errors is tried again, as a buyer would.
  for (let attempt = 1; ; attempt++) {
    await buyer.click({ css: '[part~="submit"]' });
    try {
      await buyer.until('the error summary', () => buyer.has({ css: '[role="alert"]' }), 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test('Arabic: right to left, and every number the widget writes in one numbering system', async ({
  buyer,
  site,
}) => {
  const organizer = await organizerTexts(site.origin);
  await buyer.goto(`${site.origin}/arabic.html`);
  await fillTheWidget(buyer, 'إضافة تذكرة');
  expect(
    await buyer.run((lib) => lib.all('.bo').map((e) => getComputedStyle(e).direction)),
  ).toContain('rtl');
  const { systems, sample } = await digitSystems(buyer, organizer);
  expect(systems, sample).toHaveLength(1);
  test.info().annotations.push({ type: 'digits', description: `${buyer.engine}: ${systems[0]}` });
  await buyer.expectNoAxeViolations();
  await buyer.expectClean();
});

test('a language with Latin digits (German) writes only Latin digits', async ({ buyer, site }) => {
  const organizer = await organizerTexts(site.origin);
  await buyer.goto(
    site.page(
      '/de.html',
      hostPage(
        '<div id="shop"><script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo"></script></div>',
        { lang: 'de' },
      ),
    ),
  );
  await fillTheWidget(buyer, 'ein Ticket mehr');
  expect(await digitSystems(buyer, organizer)).toMatchObject({ systems: ['latn'] });
  await buyer.expectClean();
});

test('Korean and Chinese at 320 px: lines break where their scripts allow, none wider than the widget', async ({
  buyer,
  site,
}) => {
  // Two phones' widths of widget side by side: a 320 px window less the body's margin.
  const shop = (lang: string) =>
    `<div class="shop"><script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo" data-lang="${lang}"></script></div>`;
  await buyer.goto(
    site.page(
      '/cjk.html',
      hostPage(shop('ko') + shop('zh-Hant'), { head: '<style>.shop { width: 288px; }</style>' }),
    ),
  );
  await buyer.sees('잔여');
  await buyer.sees('僅剩');
  const lines = await buyer.run(
    (lib, hangul: string, noLineStart: string) => {
      const report: Record<string, { wider: boolean; forbidden: string[] }> = {};
      for (const root of lib.all('.bo')) {
        const lang = root.getAttribute('lang') ?? '';
        // Each line break inside a word (no space at it): the characters on either side.
        const forbidden: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          let last: { top: number; char: string; index: number } | null = null;
          for (let i = 0; i < text.length; i++) {
            const char = text[i] ?? '';
            if (/\s/.test(char)) continue;
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getClientRects()[0];
            if (!box || box.width === 0) continue;
            if (last && last.index === i - 1 && box.top > last.top + box.height / 2) {
              const bad =
                lang === 'ko'
                  ? new RegExp(hangul).test(last.char) && new RegExp(hangul).test(char)
                  : new RegExp(noLineStart).test(char);
              if (bad) forbidden.push(`${last.char}|${char}`);
            }
            last = { top: box.top, char, index: i };
          }
        }
        report[lang] = { wider: root.scrollWidth > root.clientWidth, forbidden };
      }
      return report;
    },
    '[\\uAC00-\\uD7A3]',
    '[、。，．：；！？）〕］｝〉》」』】ー々]',
  );
  expect(lines).toEqual({
    ko: { wider: false, forbidden: [] },
    'zh-Hant': { wider: false, forbidden: [] },
  });
  await buyer.expectClean();
});
