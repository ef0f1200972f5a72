/**
 * What assistive technology is told: the quantity spinbutton's real limit (the model's
 * `TierState.max`), and the order total announced once, after the quote settled (never the
 * estimate that stands in while the quote is on its way).
 */
import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mount as mountAppChunk } from '../chunks/app/app';
import { createFakeFetch, defer, type Reply } from '../model/testing/fake-fetch';
import { config, paidEvent, quoteFor } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { CHUNKS } from '../registry';
import type { Mounted } from '../shared/contract';
import { Summary } from './summary';
import { renderUi, testMount } from './testing';

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
});

function mount() {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  const test = testMount(testOptions({ event: 'summer-fest' }), { fetch: fake.fetch });
  widget = mountAppChunk(test.context);
  return { ...test, fake, view: within(test.container) };
}

/** Text of every live region in `root` (what a screen reader would be told about). */
const liveText = (root: ParentNode) =>
  [...root.querySelectorAll('[aria-live]')].map((el) => el.textContent ?? '').join(' | ');

describe('quantity spinbutton', () => {
  it('exposes the real maximum, which follows the rest of the basket', async () => {
    const { view, fake } = mount();
    fake.on('POST /quote', (call) => ({
      body: quoteFor(paidEvent(), (call.body as { items: never }).items),
    }));
    const ga = await view.findByRole('spinbutton', { name: 'General: quantity' });
    const vip = view.getByRole('spinbutton', { name: 'VIP: quantity' });
    // General: 6 per order; VIP: 2 left.
    expect(ga.getAttribute('max')).toBe('6');
    expect(vip.getAttribute('max')).toBe('2');
    fireEvent.click(view.getByRole('button', { name: 'VIP: add one' }));
    fireEvent.click(view.getByRole('button', { name: 'VIP: add one' }));
    expect((vip as HTMLInputElement).value).toBe('2');
    expect(vip.getAttribute('max')).toBe('2');
    expect(ga.getAttribute('max')).toBe('4');
    expect(ga.getAttribute('min')).toBe('0');
  });
});

describe('order total announcement', () => {
  it('Summary: while a quote is on its way the live region says nothing new; once settled it says the total', () => {
    const props = {
      currency: 'EUR',
      lines: [{ tier: 'ga', name: 'General', quantity: 2, unitPrice: 25, amount: 50 }],
      subtotal: 50,
      discount: 0,
      fees: 0,
      total: 50,
      estimate: false,
    };
    const { container, rerender } = renderUi(<Summary {...props} updating />);
    expect(liveText(container)).not.toContain('€50.00');
    // The visible total still shows the figure meanwhile.
    expect(container.querySelector('.bo-summary__total')?.textContent).toContain('€50.00');
    rerender(<Summary {...props} total={53.1} subtotal={53.1} />);
    expect(liveText(container)).toContain('Total €53.10');
    expect(liveText(container)).not.toContain('€50.00');
  });

  it('in the app: the estimate is never announced, the quoted total is, once', async () => {
    const { view, fake } = mount();
    const slow = defer<Reply>();
    fake.on('POST /quote', () => slow.promise);
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    fireEvent.click(view.getByRole('button', { name: 'General: add one' }));
    const summary = await view.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(fake.callsTo('POST /quote')).toHaveLength(1));
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(liveText(summary)));
    observer.observe(summary, { subtree: true, childList: true, characterData: true });
    expect(liveText(summary)).not.toContain('€51.00');
    slow.resolve({ body: quoteFor(paidEvent(), [{ tier: 'ga', quantity: 2 }], { total: 53.1 }) });
    await waitFor(() => expect(liveText(summary)).toContain('€53.10'));
    observer.disconnect();
    expect(heard.join('\n')).not.toContain('€51.00');
  });
});
