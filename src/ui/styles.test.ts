// @vitest-environment happy-dom
/**
 * What an integrator styles from outside the shadow root (docs/theming.md, "Parts"): each
 * documented part name is on the element the page says it names, in the widget as the loader
 * mounts it, and the widget exposes no part the page does not document. The custom
 * properties, light/dark/auto, the built-in palette and reduced motion need a browser's
 * cascade (happy-dom computes no transitions): e2e/theming-contract.spec.ts,
 * e2e/embed-theming.spec.ts, e2e/reduced-motion.spec.ts and e2e/docs.spec.ts.
 */
import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountAppChunk } from '../chunks/app/app';
import { createWidget } from '../loader/widget';
import { createFakeFetch, errorReply, type Reply } from '../model/testing/fake-fetch';
import { config, paidEvent, quoteFor } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { CHUNKS } from '../registry';
import type { ChunkSource, Mounted } from '../shared/contract';
import { testMount } from './testing';

/** The part names of theming.md's table (src/docs.test.ts keeps the table and the code in step). */
const DOCUMENTED = ['event', 'tiers', 'tier', 'form', 'summary', 'submit', 'notice'];

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
  vi.unstubAllGlobals();
});

/** The app chunk mounted as the loader mounts it, `GET /events/summer-fest` answered by `reply`. */
function mount(reply: Reply) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', reply);
  fake.on('POST /quote', (call) => ({
    body: quoteFor(paidEvent(), (call.body as { items: never }).items),
  }));
  const test = testMount(testOptions({ event: 'summer-fest' }), { fetch: fake.fetch });
  widget = mountAppChunk(test.context);
  return { ...test, view: within(test.container) };
}

/** The part names an element carries (`part` is a space-separated list). */
const partsOf = (el: Element) => (el.getAttribute('part') ?? '').split(/\s+/).filter(Boolean);

/** Every element under `root` that `::part(name)` would match. */
const withPart = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('[part]')].filter((el) => partsOf(el).includes(name));

/** The widget of a paid event, with one ticket chosen: event, tiers, form, summary and pay button. */
async function purchaseView() {
  const test = mount({ body: paidEvent() });
  fireEvent.click(await test.view.findByRole('button', { name: 'General: add one' }));
  await test.view.findByRole('region', { name: 'Order summary' });
  await test.view.findByRole('button', { name: /^Pay / });
  return test;
}

describe('the parts of docs/theming.md', () => {
  it('event: the event’s header, with its title, date and venue', async () => {
    const { container, view } = await purchaseView();
    const header = view.getByRole('region', { name: 'Summer Fest' });
    expect(withPart(container, 'event')).toEqual([header]);
    expect(within(header).getByRole('heading', { level: 2, name: 'Summer Fest' })).toBeTruthy();
    expect(header.querySelector('time')).toBeTruthy();
    expect(within(header).getByText('Park')).toBeTruthy();
  });

  it('tiers: the section of ticket types, every tier inside it', async () => {
    const { container, view } = await purchaseView();
    const tiers = view.getByRole('region', { name: 'Tickets' });
    expect(withPart(container, 'tiers')).toEqual([tiers]);
    expect(within(tiers).getByRole('spinbutton', { name: 'General: quantity' })).toBeTruthy();
    expect(within(tiers).getByText('Early bird')).toBeTruthy();
  });

  it('tier: one ticket type each, with its own name and stepper', async () => {
    const { container, view } = await purchaseView();
    const rows = within(view.getByRole('region', { name: 'Tickets' })).getAllByRole('listitem');
    expect(withPart(container, 'tier')).toEqual(rows);
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'General',
      'VIP',
      'Early bird',
    ]);
    const [general, vip, early] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(general).getByRole('spinbutton', { name: 'General: quantity' })).toBeTruthy();
    expect(within(vip).getByRole('spinbutton', { name: 'VIP: quantity' })).toBeTruthy();
    expect(within(early).getByText('Sold out')).toBeTruthy();
  });

  it('form: the buyer’s details and the organizer’s questions', async () => {
    const { container, view } = await purchaseView();
    const form = (view.getByLabelText(/^Name/) as HTMLInputElement).form;
    expect(form).toBeTruthy();
    expect(withPart(container, 'form')).toEqual([form]);
    expect(form?.contains(view.getByLabelText(/^E-mail/))).toBe(true);
    expect(form?.contains(view.getByLabelText(/^Dietary needs/))).toBe(true);
  });

  it('summary: the price summary', async () => {
    const { container, view } = await purchaseView();
    const summary = view.getByRole('region', { name: 'Order summary' });
    expect(withPart(container, 'summary')).toEqual([summary]);
    expect(within(summary).getByText('1 × General')).toBeTruthy();
  });

  it('submit: the pay button, and nothing else', async () => {
    const { container, view } = await purchaseView();
    expect(withPart(container, 'submit')).toEqual([
      view.getByRole('button', { name: 'Pay €25.50' }),
    ]);
  });

  it('submit: in button mode, also the "Buy tickets" button the loader paints', async () => {
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events/summer-fest', { body: paidEvent() });
    vi.stubGlobal('fetch', fake.fetch);
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    // The button chunk never arrives: the painted button is what the page shows meanwhile.
    const chunks: ChunkSource = { languages: ['en'], load: () => new Promise(() => {}) };
    const host = document.createElement('div');
    document.body.append(host);
    const loader = createWidget(host, host, 'element', {
      scriptUrl: 'https://cdn.boxoffice.test/boxoffice.js',
      chunks,
    });
    loader.apply({ key: 'pk_test_demo', event: 'summer-fest', mode: 'button' });
    const root = host.shadowRoot as unknown as HTMLElement;
    const buy = await within(root).findByRole('button', { name: 'Buy tickets' });
    expect(withPart(root, 'submit')).toEqual([buy]);
    loader.stop();
  });

  it('notice: why tickets cannot be bought here, and an error', async () => {
    const reserved = mount({ body: paidEvent({ seating: 'reserved' }) });
    const why = await reserved.view.findByText(/reserved seating/);
    const notice = reserved.view.getAllByRole('status').find((status) => status.contains(why));
    expect(notice).toBeTruthy();
    expect(withPart(reserved.container, 'notice')).toEqual([notice]);
    widget?.dispose();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = mount(errorReply(404, 'not_found'));
    const alert = await missing.view.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't find this event.");
    expect(withPart(missing.container, 'notice')).toEqual([alert]);
  });

  it('the widget exposes only documented parts', async () => {
    const { container } = await purchaseView();
    await waitFor(() => expect(withPart(container, 'summary')).toHaveLength(1));
    const exposed = new Set([...container.querySelectorAll('[part]')].flatMap(partsOf));
    expect([...exposed].filter((name) => !DOCUMENTED.includes(name))).toEqual([]);
  });
});
