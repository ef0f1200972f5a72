/**
 * Everything the buyer reads comes from the catalogue: the widget mounted with the
 * pseudo-locale (`src/i18n/testing/pseudo.ts`, every text bracketed and accented), through a
 * purchase with the form's own errors and the server's field errors, to the confirmation.
 * Any word left unaccented that is not the organizer's, the buyer's or a formatted date is
 * text that bypassed the catalogue. (Layout with these longer texts: e2e/pseudo-locale.spec.ts.)
 */
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountAppChunk } from '../chunks/app/app';
import { en } from '../i18n/en';
import { enPurchase } from '../i18n/en-purchase';
import { GROWTH, pseudo, pseudoCore, pseudoPurchase } from '../i18n/testing/pseudo';
import { createFakeFetch, errorReply } from '../model/testing/fake-fetch';
import { checkoutReply, config, freeEvent, paidEvent, quoteFor } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { CHUNKS } from '../registry';
import type { Mounted } from '../shared/contract';
import { testChunks, testMount } from './testing';

let widget: Mounted | null = null;

beforeAll(async () => {
  await CHUNKS.purchase();
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  widget?.dispose();
  widget = null;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The app in the pseudo-locale (as German: its two catalogue chunks replaced). */
function mountPseudo(event: 'summer-fest' | 'community-meetup') {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  fake.on('GET /events/community-meetup', { body: freeEvent() });
  fake.on('POST /quote', (call) => {
    const body = call.body as { event: string; items: { tier: string; quantity: number }[] };
    return { body: quoteFor(body.event === 'summer-fest' ? paidEvent() : freeEvent(), body.items) };
  });
  const chunks = testChunks({ 'de-purchase': async () => ({ messages: pseudoPurchase }) });
  const test = testMount(testOptions({ event, lang: 'de' }), {
    fetch: fake.fetch,
    messages: pseudoCore,
    text: pseudoCore,
    chunks,
  });
  widget = mountAppChunk(test.context);
  return { ...test, fake, view: within(test.container) };
}

/** What the organizer, the buyer and the API wrote: never translated. */
const DATA = [
  ...[paidEvent(), freeEvent()].flatMap((e) => [
    e.title,
    e.venueName,
    ...(e.description ?? '').split('\n\n'),
    ...e.tiers.map((t) => t.name),
    ...e.questions.map((q) => q.label),
  ]),
  'Ada Lovelace',
  'ada@example.com',
  'ord_9',
].sort((a, b) => b.length - a.length);

/**
 * Words of `root` that bypassed the catalogue: its texts (each element's own, and its
 * accessible names) without the pseudo texts, the data above and the dates (`<time>`).
 */
function untranslated(root: HTMLElement): string[] {
  const texts: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('time')) continue;
    for (const node of el.childNodes)
      if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
    for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
      texts.push(el.getAttribute(name) ?? '');
  }
  // A sentence is split around its values (`<bdi>`): join it back through the element's text.
  const whole = [...root.querySelectorAll('*')]
    .filter((el) => !el.closest('time') && [...el.children].every((c) => c.tagName === 'BDI'))
    .map((el) => el.textContent ?? '');
  return [...texts, ...whole]
    .map((text) => {
      let rest = text;
      for (const data of DATA) rest = rest.replaceAll(data, ' ');
      return rest.replace(/\[[^\]]*\]/g, ' ');
    })
    .flatMap((rest) => rest.match(/[A-Za-z]{2,}/g) ?? []);
}

const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });

describe('the pseudo-locale', () => {
  it('is the English catalogue, every text accented and at least 40 % longer', () => {
    const check = (english: unknown, pseudoText: unknown, path: string) => {
      if (typeof english === 'string') {
        expect(pseudoText, path).toBe(pseudo(english));
        expect((pseudoText as string).length, path).toBeGreaterThanOrEqual(english.length * GROWTH);
      } else if (typeof english === 'function') {
        expect(typeof pseudoText, path).toBe('function');
        const text = (pseudoText as (...a: unknown[]) => string)('Day Ticket', 'B', 'C');
        expect(text, path).toMatch(/^\[.*\]$/s);
      } else {
        for (const [k, v] of Object.entries(english as object))
          check(v, (pseudoText as Record<string, unknown>)[k], `${path}.${k}`);
      }
    };
    check(en, pseudoCore, 'core');
    check(enPurchase, pseudoPurchase, 'purchase');
    expect(pseudo('Buy tickets')).toMatch(/^\[Ɓûý ţîçķéţš ·+\]$/);
  });

  it('leaves no text outside the catalogue, from the tiers to a free confirmation', async () => {
    const { fake, view, container } = mountPseudo('community-meetup');
    fake.on('POST /checkout', {
      body: checkoutReply({
        status: 'completed',
        paymentMethod: 'free',
        paymentUrl: null,
        amount: 0,
        orderId: 'ord_9',
      }),
    });
    const add = await view.findByRole('button', { name: /^\[Free entry: åđđ öñé/ });
    fireEvent.click(add);
    await waitFor(() => expect(container.querySelector('[part~="summary"]')).toBeTruthy());
    expect(untranslated(container)).toEqual([]);
    type(view.getByLabelText(/^\[Ñåɱé/), 'Ada Lovelace');
    type(view.getByLabelText(/^\[É-ɱåîĺ/), 'ada@example.com');
    fireEvent.click(container.querySelector('[part~="submit"]') as HTMLElement);
    await waitFor(() => expect(container.querySelector('.bo-confirm--ok')).toBeTruthy());
    expect(untranslated(container)).toEqual([]);
  });

  it('translates the form’s errors and the server’s field errors too', async () => {
    const { fake, view, container } = mountPseudo('summer-fest');
    fireEvent.click(await view.findByRole('button', { name: /^\[General: åđđ öñé/ }));
    await waitFor(() => expect(container.querySelector('[part~="summary"]')).toBeTruthy());
    // The form's own check: every required field empty.
    fireEvent.click(container.querySelector('[part~="submit"]') as HTMLElement);
    await waitFor(() => expect(container.querySelector('.bo-error-summary')).toBeTruthy());
    expect(container.querySelectorAll('.bo-error').length).toBeGreaterThan(1);
    expect(untranslated(container)).toEqual([]);

    // The server refuses the e-mail and the phone (its messages are English): the fields say
    // so in the widget's language.
    fake.on(
      'POST /checkout',
      errorReply(400, 'invalid_request', {
        fields: [
          { field: 'customer.email', message: 'Mailbox does not exist' },
          { field: 'customer.phone', message: 'Not a phone number' },
        ],
      }),
    );
    type(view.getByLabelText(/^\[Ñåɱé/), 'Ada Lovelace');
    type(view.getByLabelText(/^\[É-ɱåîĺ/), 'ada@example.com');
    type(view.getByLabelText(/^\[Þĥöñé/), '+44 20 7946 0958');
    type(view.getByLabelText(/^Dietary needs/), 'none');
    fireEvent.click(container.querySelector('[part~="submit"]') as HTMLElement);
    await waitFor(() =>
      expect(container.querySelector('[name="customer.email"]')?.getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    const errors = [...container.querySelectorAll('.bo-error')].map((e) => e.textContent);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toMatch(/^\[.*\]$/);
    expect(container.textContent).not.toContain('Mailbox does not exist');
    expect(untranslated(container)).toEqual([]);
  });
});
