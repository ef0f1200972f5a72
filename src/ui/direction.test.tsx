/**
 * Direction and isolation in the DOM (the browser's layout of it is e2e/rtl.spec.ts): the
 * widget's root says the language and direction its text is in; organizer text takes its own
 * direction (`dir="auto"`); every value inside a translated sentence is a `<bdi>`; the
 * punctuation around a value (the French space before a colon) is the catalogue's.
 */
import { signal } from '@preact/signals';
import { render, screen, within } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { describe, expect, it } from 'vitest';
import type { CoreMessages } from '../i18n/en';
import { en } from '../i18n/en';
import type { PurchaseMessages } from '../i18n/en-purchase';
import { enPurchase } from '../i18n/en-purchase';
import { UNPAINTED } from '../loader/placeholder';
import { CHUNKS, LANGUAGES } from '../registry';
import { catalogueOf, dirOf } from '../shared/locale';
import { isolated } from './bidi';
import { BuyerForm } from './buyer-form';
import { Confirmation } from './confirmation';
import { EventHeader } from './event-header';
import { EventList } from './event-list';
import { PromoField } from './promo-field';
import { WidgetRoot } from './root';
import type { PurchaseViews } from './shell';
import { ShellProvider } from './shell';
import { SubmitButton } from './submit-button';
import { Summary } from './summary';
import { eventDetail, sentence, tier } from './testing';
import { TierRow } from './tier-row';

/** Both halves of language `lang`, loaded the way the widget loads them. */
async function catalogue(
  lang: string,
): Promise<{ core: CoreMessages; purchase: PurchaseMessages }> {
  const code = catalogueOf(lang, ['en', ...LANGUAGES]);
  if (code === 'en') return { core: en, purchase: enPurchase };
  const core = (await CHUNKS[code as 'de']()).messages;
  const purchase = (await CHUNKS[`${code}-purchase` as 'de-purchase']()).messages;
  return { core, purchase };
}

/** Renders `ui` in `lang` with both halves of its catalogue (as the app does once both arrived). */
async function renderIn(lang: string, ui: ComponentChildren) {
  const { core, purchase } = await catalogue(lang);
  const views = { text: purchase } as PurchaseViews;
  return render(
    <WidgetRoot lang={lang} messages={lang === 'en' ? undefined : core} buyerTimeZone="Asia/Tokyo">
      <ShellProvider value={{ placeholder: UNPAINTED, purchase: signal(views) }}>
        {ui}
      </ShellProvider>
    </WidgetRoot>,
  );
}

/** A paid checkout as the lifecycle holds it: €50. */
const PAID = { checkoutId: 'chk_1', items: [], amount: 50, currency: 'EUR' };

/** The text of each `<bdi>` under `root`. */
const isolates = (root: ParentNode) =>
  [...root.querySelectorAll('bdi')].map((bdi) => bdi.textContent);

describe('the direction of the text', () => {
  it('is right to left for Arabic and Hebrew, in any region, and left to right otherwise', () => {
    for (const lang of ['ar', 'ar-EG', 'he', 'he-IL']) expect(dirOf(lang), lang).toBe('rtl');
    for (const lang of ['en', 'de-AT', 'fr', 'ja', 'pt-BR', 'zh', 'arn'])
      expect(dirOf(lang), lang).toBe('ltr');
  });

  it.each([
    ['ar', 'ar', 'rtl'],
    ['he-IL', 'he-IL', 'rtl'],
    ['de-AT', 'de-AT', 'ltr'],
    ['en', 'en', 'ltr'],
  ])('the root of a widget in %s says lang="%s" dir="%s"', async (lang, want, dir) => {
    const { container } = await renderIn(lang, <p>x</p>);
    const root = container.querySelector('.bo');
    expect([root?.getAttribute('lang'), root?.getAttribute('dir')]).toEqual([want, dir]);
  });

  it('follows the text, not the request: Arabic whose catalogue failed is English, left to right', () => {
    const { container } = render(<WidgetRoot lang="ar">x</WidgetRoot>);
    const root = container.querySelector('.bo');
    expect([root?.getAttribute('lang'), root?.getAttribute('dir')]).toEqual(['en', 'ltr']);
  });
});

describe('values inside translated sentences are isolated', () => {
  /** Every message function of a catalogue, by path. */
  function functions(value: unknown, path = ''): [string, (...args: unknown[]) => string][] {
    if (typeof value === 'function') return [[path, value as (...args: unknown[]) => string]];
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([k, v]) => functions(v, path ? `${path}.${k}` : k));
  }

  it.each(['en', ...LANGUAGES])(
    '%s: each message renders as its own text with each string value in a <bdi>',
    async (lang) => {
      const { core, purchase } = await catalogue(lang);
      for (const [path, message] of functions({ ...core, ...purchase })) {
        for (const args of [
          ['Day Ticket (2 days)', 'VIP', 'X'],
          [3, 'Day Ticket', '€49.50'],
          ['Day Ticket', 5, 0],
        ]) {
          const host = document.createElement('p');
          render(isolated(message, ...args), { container: host });
          expect(host.textContent, `${lang} ${path}`).toBe(message(...args));
          const values = args.filter((a): a is string => typeof a === 'string');
          for (const bdi of isolates(host))
            expect(values, `${lang} ${path}: ${bdi}`).toContain(bdi);
        }
      }
    },
  );

  it('in Arabic: the organizer, the price change, the code, the e-mail, the order and the totals', async () => {
    await renderIn(
      'ar',
      <>
        <EventHeader
          event={eventDetail({
            organizerName: 'Sommerklang GmbH',
            category: 'Music festival',
            ageRestriction: '18+',
            description: 'Bring a blanket.',
          })}
        />
        <Summary
          currency="EUR"
          lines={[{ tier: 'day', name: 'Day Ticket', quantity: 2, unitPrice: 49.5, amount: 99 }]}
          subtotal={99}
          discount={9.9}
          fees={3}
          total={92.1}
          estimate={false}
          priceChanges={[{ tier: 'day', name: 'Day Ticket', was: 45, now: 49.5 }]}
        />
        <PromoField
          value="SUMMER10"
          status="applied"
          appliedCode="SUMMER10"
          onInput={() => {}}
          onApply={() => {}}
        />
        <SubmitButton total={92.1} currency="EUR" busy={false} />
      </>,
    );
    const organizer = document.querySelector('.bo-event__organizer');
    expect(organizer && isolates(organizer)).toEqual(['Sommerklang GmbH']);
    expect(organizer?.textContent).toBe('من تنظيم Sommerklang GmbH');
    const changed = document.querySelector('.bo-summary__changed');
    expect(changed && isolates(changed)).toHaveLength(3);
    expect(changed && isolates(changed)[0]).toBe('Day Ticket');
    const promo = document.querySelector('.bo-promo__status');
    expect(promo && isolates(promo)).toEqual(['SUMMER10']);
    const pay = screen.getByRole('button', { name: /^ادفع/ });
    expect(isolates(pay)).toHaveLength(1);
  });

  it('in Hebrew: the confirmation’s e-mail, order reference and total paid', async () => {
    await renderIn(
      'he',
      <Confirmation
        phase={{ state: 'paid', checkout: { ...PAID, email: 'ada@example.com', orderId: 'ord_1' } }}
        lines={[{ name: 'Day Ticket', quantity: 2 }]}
      />,
    );
    const section = document.querySelector('.bo-confirm') as HTMLElement;
    expect(isolates(section)).toEqual([expect.stringContaining('50'), 'ada@example.com', 'ord_1']);
    expect(within(section).getByText(sentence('2 × Day Ticket')).getAttribute('dir')).toBe('auto');
  });
});

describe('organizer text takes its own direction', () => {
  it('the title, category, venue, address and description of the event', async () => {
    await renderIn(
      'ar',
      <EventHeader
        event={eventDetail({ category: 'Music', address: '3-4 Haneda', description: 'A night.' })}
      />,
    );
    for (const selector of [
      '.bo-event__title',
      '.bo-badge:not(.bo-badge--age)',
      '.bo-event__venue-name',
      '.bo-event__address',
      '.bo-event__text',
    ])
      expect(document.querySelector(selector)?.getAttribute('dir'), selector).toBe('auto');
  });

  it('a tier’s name and description', async () => {
    await renderIn(
      'he',
      <ul>
        <TierRow
          tier={tier({ name: 'Day Ticket', description: 'One day.' })}
          currency="EUR"
          step={{ quantity: signal(0), max: signal(''), limitReason: signal(null) }}
          maxPerOrder={6}
          onAdd={() => {}}
          onRemove={() => {}}
          onSetQuantity={() => {}}
        />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Day Ticket' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByText('One day.').getAttribute('dir')).toBe('auto');
  });

  it('question labels and what the buyer types', async () => {
    await renderIn(
      'ar',
      <BuyerForm
        questions={[{ id: 'size', label: 'T-shirt size (S–XL)', required: true }]}
        values={{ name: '', email: '', phone: '', answers: new Map() }}
        errors={{}}
        onChange={() => {}}
        onSubmit={() => {}}
      />,
    );
    const label = screen.getByText('T-shirt size (S–XL)');
    expect(label.tagName).toBe('BDI');
    for (const input of document.querySelectorAll('input'))
      expect(input.getAttribute('dir'), input.name).toBe('auto');
  });

  it('the event list’s titles and venues, its prices isolated', async () => {
    await renderIn(
      'ar',
      <EventList
        events={[
          {
            id: 'e1',
            slug: 'summer',
            title: 'Summer Fest',
            startsAt: '2027-07-17T14:00',
            timezone: 'Asia/Tokyo',
            venueName: 'Tempelhofer Feld',
            posterImageUrl: null,
            currency: 'EUR',
            priceFrom: 25,
            status: 'on_sale',
            available: 10,
          },
        ]}
        hasMore={false}
        onMore={() => {}}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Summer Fest' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Tempelhofer Feld').getAttribute('dir')).toBe('auto');
    expect(isolates(document.querySelector('.bo-card__price') as Element)).toHaveLength(1);
  });
});

describe('punctuation belongs to the catalogue', () => {
  it('French puts its space before the colon of the total paid and the age restriction', async () => {
    await renderIn(
      'fr',
      <>
        <EventHeader event={eventDetail({ ageRestriction: '18+' })} />
        <Confirmation phase={{ state: 'paid', checkout: PAID }} />
      </>,
    );
    expect(document.querySelector('.bo-confirm__amount')?.textContent).toBe(
      'Total\u00a0: 50,00\u00a0€',
    );
    expect(document.querySelector('.bo-badge--age')?.textContent).toBe('Limite d’âge\u00a0: 18+');
    expect(isolates(document.querySelector('.bo-badge--age') as Element)).toEqual(['18+']);
  });

  it('Japanese uses its full-width colon', async () => {
    const checkout = { ...PAID, amount: 5000, currency: 'JPY' };
    await renderIn('ja', <Confirmation phase={{ state: 'paid', checkout }} />);
    expect(document.querySelector('.bo-confirm__amount')?.textContent).toMatch(/^合計：/);
  });

  it.each(LANGUAGES.filter((lang) => dirOf(lang) === 'rtl'))(
    '%s: the example phone numbers read left to right (LRI…PDI), so their groups keep their order',
    async (lang) => {
      const { purchase } = await catalogue(lang);
      for (const text of [purchase.form.phoneHint, purchase.form.errors.phone_invalid])
        expect(text).toMatch(/\u2066\+\d[\d ]+\d\u2069/);
    },
  );
});
