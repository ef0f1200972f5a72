/**
 * The app against API answers that are valid but hostile or inconsistent, and against
 * cosmetic configuration that is partly malformed: ids that are `Object.prototype` names, a quote in another currency than the event, a palette with one
 * malformed field, and a platform call that throws inside an event handler.
 */
import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../api/schemas';
import { type AppExtras, mountApp } from '../chunks/app/app';
import { createFakeFetch } from '../model/testing/fake-fetch';
import { checkoutReply, config, paidEvent, quoteFor } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { CHUNKS } from '../registry';
import type { Mounted } from '../shared/contract';
import { testMount } from './testing';

/** Names every plain object inherits: a map keyed by API data must never see them. */
const PROTO_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

let widget: Mounted | null = null;

beforeAll(async () => {
  await CHUNKS.purchase();
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  widget?.dispose();
  widget = null;
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount(event: EventDetail, extras: AppExtras = {}, body: { config?: unknown } = {}) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: body.config ?? config() });
  fake.on(`GET /events/${event.slug}`, { body: event });
  fake.on('POST /quote', (call) => ({
    body: quoteFor(event, (call.body as { items: { tier: string; quantity: number }[] }).items),
  }));
  const test = testMount(testOptions({ event: event.slug }), { fetch: fake.fetch });
  widget = mountApp(test.context, extras);
  return { ...test, fake, view: within(test.container) };
}

const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });
const inputValue = (el: HTMLElement) => (el as HTMLInputElement).value;

const protoTiers = paidEvent({
  maxTicketsPerOrder: 50,
  available: 100,
  tiers: PROTO_NAMES.map((id) => ({
    id,
    name: `Tier ${id}`,
    price: 10,
    available: 20,
    soldOut: false,
  })),
  questions: [],
});

describe('ids that are Object.prototype names', () => {
  it('a tier with such an id shows 0 and can be bought with + and by typing', async () => {
    const { view, fake } = mount(protoTiers);
    await view.findByRole('heading', { name: 'Summer Fest', level: 2 });
    for (const id of PROTO_NAMES) {
      const input = view.getByRole('spinbutton', { name: `Tier ${id}: quantity` });
      expect(inputValue(input)).toBe('0');
      fireEvent.click(view.getByRole('button', { name: `Tier ${id}: add one` }));
      expect(inputValue(input)).toBe('1');
      type(input, '3');
      expect(inputValue(input)).toBe('3');
    }
    await waitFor(() => expect(fake.callsTo('POST /quote').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(fake.callsTo('POST /quote').at(-1)?.body).toMatchObject({
        items: PROTO_NAMES.map((tier) => ({ tier, quantity: 3 })),
      }),
    );
    const summary = await view.findByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('3 × Tier constructor');
    expect(summary.textContent).toContain('€150.00');
  });

  const protoQuestions = paidEvent({
    questions: PROTO_NAMES.map((id, i) => ({ id, label: `Question ${id}`, required: i % 2 === 0 })),
  });

  it('a question with such an id starts empty and its answer is sent under that id', async () => {
    const { view, fake } = mount(protoQuestions);
    fake.on('POST /checkout', { body: checkoutReply() });
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    await view.findByLabelText(/^Name/);
    for (const id of PROTO_NAMES) {
      expect(inputValue(view.getByLabelText(new RegExp(`^Question ${id}`)))).toBe('');
    }
    type(view.getByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    for (const id of PROTO_NAMES)
      type(view.getByLabelText(new RegExp(`^Question ${id}`)), `a-${id}`);
    fireEvent.click(view.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(fake.callsTo('POST /checkout')).toHaveLength(1));
    const body = fake.callsTo('POST /checkout')[0]?.body as { answers: object } | undefined;
    const answers = body?.answers ?? {};
    expect(Object.entries(answers)).toEqual(PROTO_NAMES.map((id) => [id, `a-${id}`]));
  });

  it('Pay with such a required question unanswered shows the field error, never throws', async () => {
    const { view, fake } = mount(protoQuestions);
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    type(await view.findByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    fireEvent.click(view.getByRole('button', { name: /^Pay/ }));
    const constructorField = view.getByLabelText(/^Question constructor/);
    await waitFor(() => expect(constructorField.getAttribute('aria-invalid')).toBe('true'));
    expect(view.getByText('Please correct 3 fields:')).toBeTruthy();
    expect(view.getByLabelText(/^Question toString/).getAttribute('aria-invalid')).toBeNull();
    expect(fake.callsTo('POST /checkout')).toHaveLength(0);
    expect(inputValue(view.getByLabelText(/^Name/))).toBe('Ada Lovelace');
  });
});

describe('one money value, one currency', () => {
  it('a quote in another currency than the event is not used: the estimate and its note show, and the button says the same amount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { view, fake, emitted } = mount(paidEvent());
    fake.on('POST /quote', (call) => ({
      body: {
        ...quoteFor(paidEvent(), (call.body as { items: never }).items),
        currency: 'JPY',
        total: 133,
      },
    }));
    const add = await view.findByRole('button', { name: 'General: add one' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(fake.callsTo('POST /quote')).toHaveLength(1));
    const summary = await view.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Estimated total')).toBeTruthy());
    expect(within(summary).getByText(/This estimate uses the listed prices/)).toBeTruthy();
    const total = summary.querySelector('.bo-summary__total dd')?.textContent ?? '';
    expect(total).toBe('€51.00');
    expect(view.getByRole('button', { name: /^Pay/ }).textContent).toBe(`Pay ${total}`);
    expect(summary.textContent).not.toContain('¥');
    expect(emitted.filter((e) => e.type === 'boxoffice:quote')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('answered in JPY'));
  });
});

describe('event handlers end in a message', () => {
  it('a navigation that throws (a sandboxed frame, say) shows an error instead of throwing', async () => {
    const navigate = vi.fn(() => {
      throw new DOMException('navigation blocked', 'SecurityError');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { view, fake } = mount(paidEvent(), { navigate });
    fake.on('POST /checkout', { body: checkoutReply() });
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    type(await view.findByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    type(view.getByLabelText(/^Dietary needs/), 'none');
    fireEvent.click(view.getByRole('button', { name: /^Pay/ }));
    expect(await view.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(navigate).toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[boxoffice\]/), expect.anything());
    expect(inputValue(view.getByLabelText(/^Name/))).toBe('Ada Lovelace');
  });
});

describe('the key’s palette', () => {
  it('with radius "4px" still applies, accent included', async () => {
    const body = config();
    const { root, view } = mount(
      paidEvent(),
      {},
      {
        config: { ...body, palette: { ...body.palette, radius: '4px' } },
      },
    );
    await view.findByRole('heading', { name: 'Summer Fest', level: 2 });
    const css = () =>
      root.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');
    await waitFor(() => expect(css()).toMatch(/--_bo-accent:\s*#0055aa/));
    expect(css()).toMatch(/--_bo-radius:\s*4px/);
  });
});
