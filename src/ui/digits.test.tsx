/**
 * One numbering system per widget (src/i18n/format.ts): every number the buyer reads (prices,
 * dates, counts, quantities in sentences, totals, limits, the age badge, the phone example)
 * uses the same digits. WebKit gives Arabic Arabic-Indic digits and Chromium Latin ones, so
 * the widget is checked in Arabic as each engine formats it (WebKit's by `likeWebKit`), with
 * Arabic-Indic digits named in the tag, and in German (Latin), with and without them. Every
 * other language is checked with Arabic-Indic digits named in its tag, where a digit its
 * catalogue wrote itself would show as a Latin one.
 */
import { signal } from '@preact/signals';
import { fireEvent, render, waitFor } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mount as mountAppChunk } from '../chunks/app/app';
import { messages as arCore } from '../i18n/ar';
import { messages as arPurchase } from '../i18n/ar-purchase';
import { messages as deCore } from '../i18n/de';
import { messages as dePurchase } from '../i18n/de-purchase';
import type { CoreMessages } from '../i18n/en';
import type { PurchaseMessages } from '../i18n/en-purchase';
import { digitSystems, likeWebKit, readableText } from '../i18n/testing/digits';
import { UNPAINTED } from '../loader/placeholder';
import { createFakeFetch, errorReply } from '../model/testing/fake-fetch';
import { config, paidEvent, quoteFor, summary } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { CHUNKS, LANGUAGES } from '../registry';
import type { Mounted } from '../shared/contract';
import { Confirmation } from './confirmation';
import { EventList } from './event-list';
import { WidgetRoot } from './root';
import type { PurchaseViews } from './shell';
import { ShellProvider } from './shell';
import { testChunks, testMount } from './testing';

let widget: Mounted | null = null;
let restoreIntl: (() => void) | null = null;

beforeAll(async () => {
  await CHUNKS.purchase();
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  widget?.dispose();
  widget = null;
  restoreIntl?.();
  restoreIntl = null;
  document.body.replaceChildren();
});

/** The engine's numbering system for `lang`'s numbers (Node: Latin for `ar`, like Chromium). */
const engines = (lang: string) => new Intl.NumberFormat(lang).resolvedOptions().numberingSystem;

interface Case {
  /** The widget's `lang`. */
  lang: string;
  core: CoreMessages;
  purchase: PurchaseMessages;
  /** Formats as WebKit does (Arabic-Indic digits for `ar`). */
  webkit?: boolean;
  /** The digits every number must be in. */
  digits: () => string;
}

/** Every language but Arabic and German, both halves loaded as the widget loads them. */
const OTHERS = await Promise.all(
  LANGUAGES.filter((lang) => lang !== 'ar' && lang !== 'de').map(async (lang) => ({
    lang,
    core: (await CHUNKS[lang]()).messages,
    purchase: (await CHUNKS[`${lang}-purchase`]()).messages,
  })),
);

const CASES: Case[] = [
  { lang: 'ar', core: arCore, purchase: arPurchase, webkit: true, digits: () => 'arab' },
  { lang: 'ar', core: arCore, purchase: arPurchase, digits: () => engines('ar') },
  { lang: 'ar-u-nu-arab', core: arCore, purchase: arPurchase, digits: () => 'arab' },
  { lang: 'de', core: deCore, purchase: dePurchase, digits: () => 'latn' },
  { lang: 'de-u-nu-arab', core: deCore, purchase: dePurchase, digits: () => 'arab' },
  ...OTHERS.map(({ lang, core, purchase }) => ({
    lang: `${lang}-u-nu-arab`,
    core,
    purchase,
    digits: () => 'arab',
  })),
];
const name = (c: Case) => `${c.lang}${c.webkit ? ' on WebKit' : ''}`;

/**
 * The numbering systems of `root`'s digits, which must be exactly `[digits]` (some number
 * is always on screen).
 */
function expectOneSystem(root: ParentNode, digits: string, where: string) {
  const text = readableText(root);
  expect(digitSystems(text), `${where}:\n${text}`).toEqual([digits]);
}

/** An event whose tiers run into both limits, with an age badge, and its quotes. */
function mountCheckout(c: Case) {
  const event = paidEvent({
    ageRestriction: '18+',
    timezone: 'Asia/Tokyo',
    maxTicketsPerOrder: 4,
    tiers: [
      { id: 'ga', name: 'General', price: 25.5, available: 40, soldOut: false },
      { id: 'vip', name: 'VIP', price: 80.1, available: 3, soldOut: false },
      { id: 'early', name: 'Early bird', price: 15, available: 0, soldOut: true },
    ],
  });
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: event });
  fake.on('POST /quote', (call) => {
    const body = call.body as { items: { tier: string; quantity: number }[] };
    return { body: quoteFor(event, body.items) };
  });
  const test = testMount(testOptions({ event: 'summer-fest', lang: c.lang }), {
    fetch: fake.fetch,
    messages: c.core,
    text: c.core,
    // The languages the build ships: each language's purchase half loads with the purchase.
    chunks: { ...testChunks(), languages: ['en', ...LANGUAGES] },
  });
  widget = mountAppChunk(test.context);
  return { ...test, fake, event };
}

/** The "+" of the tier named `tier`. */
function plus(root: ParentNode, tier: string): HTMLElement {
  const row = [...root.querySelectorAll('.bo-tier')].find(
    (li) => li.querySelector('.bo-tier__name')?.textContent === tier,
  );
  const button = row?.querySelectorAll<HTMLElement>('.bo-stepper__btn')[1];
  if (!button) throw new Error(`no "+" for ${tier}`);
  return button;
}

const type = (root: ParentNode, field: string, value: string) =>
  fireEvent.input(root.querySelector(`[name="${field}"]`) as HTMLElement, { target: { value } });

describe('one numbering system per widget', () => {
  it.each(CASES.map((c) => [name(c), c] as const))(
    '%s: from the tiers through the form’s errors to a changed basket',
    async (_, c) => {
      if (c.webkit) restoreIntl = likeWebKit();
      const digits = c.digits();
      const { container, fake, event } = mountCheckout(c);
      await waitFor(() => expect(container.querySelector('.bo-tier')).toBeTruthy());
      // "Only 3 left", the date and the age badge, before anything is chosen.
      expect(container.querySelector('.bo-tier__left')?.textContent).toBeTruthy();
      expectOneSystem(container, digits, 'the tiers');

      // Three VIP (all there are: "only 3 available") and one General (the order's 4).
      for (let i = 0; i < 3; i++) fireEvent.click(plus(container, 'VIP'));
      fireEvent.click(plus(container, 'General'));
      await waitFor(() =>
        expect(container.querySelectorAll('.bo-stepper__reason')).toHaveLength(2),
      );
      await waitFor(() => expect(container.querySelector('[part~="summary"]')).toBeTruthy());
      await waitFor(() => expect(container.querySelector('[part~="form"]')).toBeTruthy());
      expectOneSystem(container, digits, 'both limits and the summary');

      // The form's own checks: four fields wrong ("Please correct 4 fields"), the phone's
      // error with its example number.
      type(container, 'customer.phone', '12');
      fireEvent.click(container.querySelector('[part~="submit"]') as HTMLElement);
      await waitFor(() => expect(container.querySelector('.bo-error-summary')).toBeTruthy());
      expect(container.querySelectorAll('.bo-error')).toHaveLength(4);
      expectOneSystem(container, digits, 'the form’s errors');

      // The tickets sell out meanwhile: "VIP: reduced from 3 to 1".
      const vip = event.tiers.map((t) => (t.id === 'vip' ? { ...t, available: 1 } : t));
      fake.on('GET /events/summer-fest', { body: { ...event, tiers: vip } });
      fake.on('POST /checkout', errorReply(409, 'inventory_changed'));
      type(container, 'customer.name', 'Ada Lovelace');
      type(container, 'customer.email', 'ada@example.com');
      // Typed in the digits the form showed its example in.
      type(
        container,
        'customer.phone',
        digits === 'arab' ? '+٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨' : '+44 20 7946 0958',
      );
      type(container, 'answers.diet', 'none');
      fireEvent.click(container.querySelector('[part~="submit"]') as HTMLElement);
      await waitFor(() => expect(container.querySelector('.bo-msg--warning')).toBeTruthy());
      expect(fake.callsTo('POST /checkout')[0]?.body).toMatchObject({
        customer: { phone: '+442079460958' },
      });
      expectOneSystem(container, digits, 'the changed basket');
    },
  );

  /** `ui` in `c`'s language, with its purchase half, for a buyer in Los Angeles. */
  function renderIn(c: Case, ui: ComponentChildren) {
    const purchase = signal({ text: c.purchase } as PurchaseViews);
    return render(
      <WidgetRoot lang={c.lang} messages={c.core} buyerTimeZone="America/Los_Angeles">
        <ShellProvider value={{ placeholder: UNPAINTED, purchase }}>{ui}</ShellProvider>
      </WidgetRoot>,
    );
  }

  it.each(CASES.map((c) => [name(c), c] as const))(
    '%s: the event list and a paid confirmation',
    (_, c) => {
      if (c.webkit) restoreIntl = likeWebKit();
      const digits = c.digits();
      const list = renderIn(
        c,
        <EventList
          // Tokyo, in short: its zone is named "GMT+9" (in the widget's digits).
          events={[{ ...summary('night', 'Night'), timezone: 'Asia/Tokyo' }, summary('day', 'Day')]}
          hasMore={false}
          onMore={() => {}}
          onSelect={() => {}}
        />,
      );
      // Arabic and German name Tokyo's zone by its offset; other languages may have a name.
      if (/^(ar|de)\b/.test(c.lang))
        expect(list.container.querySelector('.bo-card__meta')?.textContent).toMatch(/\+/);
      expectOneSystem(list.container, digits, 'the event list');
      list.unmount();

      const done = renderIn(
        c,
        <Confirmation
          phase={{
            state: 'paid',
            checkout: {
              checkoutId: 'chk_1',
              items: [],
              amount: 546.3,
              currency: 'EUR',
              email: 'ada@example.com',
            },
          }}
          lines={[
            { name: 'VIP', quantity: 3 },
            { name: 'General', quantity: 12 },
          ]}
        />,
      );
      expectOneSystem(done.container, digits, 'the confirmation');
    },
  );
});
