import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNKS } from '../chunks';
import { messages as de } from '../i18n/de';
import { createFakeFetch, errorReply, type Reply } from '../model/testing/fake-fetch';
import { config, freeEvent, paidEvent, summary } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { testMount } from '../ui/testing';
import { mount as mountButton, priceFromText } from './button-mode';
import { createBuyButton } from './buy-button';
import type { Mounted } from './contract';
import type { Options } from './options';

let mounted: Mounted | null = null;

beforeAll(async () => {
  // Warm the chunks the dialog's widget loads, so `find*` timeouts measure the widget.
  await Promise.all([CHUNKS.purchase(), CHUNKS.list()]);
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  mounted?.dispose();
  mounted = null;
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Button mode as the loader starts it: the painted button, then the chunk's `mount`. */
function start(options: Partial<Options> = {}, ...eventReplies: Reply[]) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on(
    'GET /events/summer-fest',
    ...(eventReplies.length ? eventReplies : [{ body: paidEvent() }]),
  );
  fake.on('GET /events', {
    body: { data: [summary('summer-fest', 'Summer Fest')], nextCursor: null },
  });
  const test = testMount(testOptions({ mode: 'button', ...options }), { fetch: fake.fetch });
  const painted = createBuyButton(test.root);
  painted.paint(test.context.text.buy.label);
  mounted = mountButton({ ...test.context, button: painted.slot });
  const view = within(test.root as unknown as HTMLElement);
  const dialog = () => test.container.querySelector('dialog') as HTMLDialogElement;
  return { ...test, fake, view, button: painted.slot.element, dialog };
}

describe('button mode', () => {
  it('the price appears on the loader’s button from the widget’s own event request: exactly one GET /events/summer-fest', async () => {
    const { fake, view, button } = start();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(view.getByRole('button', { name: 'Buy tickets' })).toBe(button);
    // The cheapest tier still on sale (the sold-out €15 one does not count).
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Buy tickets from €25.50' })).toBe(button),
    );
    // The widget in the (closed) dialog rendered that same event.
    expect(view.getByRole('heading', { name: 'Summer Fest', hidden: true })).toBeTruthy();
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(1);
  });

  it('open() opens a modal dialog named in the widget’s language; closing returns focus to the button', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { root, view, button, dialog } = start({ lang: 'de' });
    expect(dialog().open).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    mounted?.open?.();
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialog().open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const named = view.getByRole('dialog', { name: de.buy.label });
    expect(named).toBe(dialog());
    expect(named.getAttribute('lang')).toBe('de');
    // Opening again while open does not throw or re-open it.
    mounted?.open?.();
    expect(showModal).toHaveBeenCalledOnce();
    // The widget inside speaks German too.
    expect(
      await within(named).findByRole('button', { name: de.tiers.add('General') }),
    ).toBeTruthy();
    fireEvent.click(within(named).getByRole('button', { name: de.embed.close }));
    expect(dialog().open).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(root.activeElement).toBe(button);
  });

  it('shows no price while the event fails to load, and shows it once the widget loaded it again', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake, view, button, dialog } = start({}, errorReply(503, 'unavailable'), {
      body: paidEvent(),
    });
    mounted?.open?.();
    const retry = await within(dialog()).findByRole('button', { name: 'Try again' });
    expect(view.getByRole('button', { name: 'Buy tickets' })).toBe(button);
    fireEvent.click(retry);
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Buy tickets from €25.50' })).toBe(button),
    );
    expect(within(dialog()).getByRole('heading', { name: 'Summer Fest' })).toBeTruthy();
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(2);
    spy.mockRestore();
  });

  it('without an event, opens the event list (its own chunk) in the dialog', async () => {
    const { chunks, dialog, fake } = start({ event: undefined });
    mounted?.open?.();
    expect(await within(dialog()).findByRole('button', { name: 'Summer Fest' })).toBeTruthy();
    expect(chunks.loads).toContain('list');
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(0);
  });

  it('dispose() removes the dialog, its sheet and the price, and leaves the button', async () => {
    const { root, view, button, container } = start();
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Buy tickets from €25.50' })).toBe(button),
    );
    const sheets = root.adoptedStyleSheets.length;
    expect(sheets).toBeGreaterThan(0);
    mounted?.open?.();
    mounted?.dispose();
    mounted = null;
    expect(container.querySelector('dialog')).toBeNull();
    expect(root.adoptedStyleSheets).toHaveLength(0);
    expect(view.getByRole('button', { name: 'Buy tickets' })).toBe(button);
  });
});

describe('priceFromText', () => {
  it('is the cheapest tier still on sale, in the widget’s locale and language', () => {
    expect(priceFromText(paidEvent(), 'en')).toBe('from €25.50');
    expect(priceFromText(paidEvent(), 'de-DE', de)).toBe('ab 25,50\u00a0€');
  });

  it('says "Free" for a free tier, and nothing when every tier is sold out', () => {
    expect(priceFromText(freeEvent(), 'en')).toBe('Free');
    expect(priceFromText(freeEvent(), 'de', de)).toBe('Kostenlos');
    const soldOut = paidEvent();
    soldOut.tiers = soldOut.tiers.map((tier) => ({ ...tier, soldOut: true }));
    expect(priceFromText(soldOut, 'en')).toBeNull();
  });
});
