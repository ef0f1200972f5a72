import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNKS } from '../chunks';
import { messages as de } from '../i18n/de';
import { canAdd, emptyBasket } from '../model/basket';
import { sellability } from '../model/sellability';
import { createFakeFetch, errorReply, type Reply } from '../model/testing/fake-fetch';
import { config, freeEvent, paidEvent, summary } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { testMount } from '../ui/testing';
import { mount as mountButton, priceFromText } from './button-mode';
import { paintButton } from './buy-button';
import type { Mounted } from './contract';
import type { Options } from './options';

let mounted: Mounted | null = null;
/** Ends the painted button's wait for interest. */
let painting = new AbortController();

beforeAll(async () => {
  // Warm the chunks the dialog's widget loads, so `find*` timeouts measure the widget.
  await Promise.all([CHUNKS.purchase(), CHUNKS.list()]);
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  painting.abort();
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
  painting = new AbortController();
  // The chunk is mounted here, at once: the button's own wait for interest loads nothing.
  const painted = paintButton(test.root, () => {}, painting.signal, false);
  painted.fill(test.context.text, 'en');
  mounted = mountButton({ ...test.context, ...painted.handOver });
  const view = within(test.root as unknown as HTMLElement);
  const dialog = () => test.container.querySelector('dialog') as HTMLDialogElement;
  return { ...test, fake, view, button: painted.handOver.button.element, dialog };
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

  it('shows the view the mount plan chose (MountContext.view), not its own reading of the options', async () => {
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events', {
      body: { data: [summary('summer-fest', 'Summer Fest')], nextCursor: null },
    });
    // The options name an event; the plan chose the list.
    const test = testMount(testOptions({ mode: 'button' }), { fetch: fake.fetch, view: 'list' });
    mounted = mountButton(test.context);
    mounted.open?.();
    const dialog = test.container.querySelector('dialog') as HTMLDialogElement;
    expect(await within(dialog).findByRole('button', { name: 'Summer Fest' })).toBeTruthy();
    expect(test.chunks.loads).toContain('list');
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

describe('button mode: Tab in the dialog', () => {
  /** Tab (Shift+Tab) on `from`, focused first; true when the widget left the move to the browser. */
  function tab(from: HTMLElement, shiftKey = false): boolean {
    from.focus();
    return fireEvent.keyDown(from, { key: 'Tab', shiftKey });
  }

  /** Button mode opened, once the purchase half (form, promo field, pay button) is in. */
  async function opened() {
    const test = start();
    mounted?.open?.();
    const inside = within(test.dialog());
    const apply = await inside.findByRole('button', { name: 'Apply' });
    const close = inside.getByRole('button', { name: 'Close' });
    const pay = test.dialog().querySelector<HTMLButtonElement>('[part="submit"]');
    if (!pay) throw new Error('no pay button');
    return { ...test, inside, apply, close, pay };
  }

  it('wraps: Tab on the last control goes to the close button, Shift+Tab on the close button to the last; a disabled control is skipped', async () => {
    const { root, dialog, apply, close, pay } = await opened();
    // The pay button comes after "Apply" but is disabled (no tickets yet): "Apply" is last.
    expect(pay.disabled).toBe(true);
    expect(tab(apply)).toBe(false);
    expect(root.activeElement).toBe(close);
    expect(tab(close, true)).toBe(false);
    expect(root.activeElement).toBe(apply);
    // Shift+Tab in WebKitGTK: key "Unidentified", code "Tab".
    const gtkShiftTab = { key: 'Unidentified', code: 'Tab', shiftKey: true };
    close.focus();
    expect(fireEvent.keyDown(close, gtkShiftTab)).toBe(false);
    expect(root.activeElement).toBe(apply);
    // In between, and towards the inside, the browser moves focus.
    expect(tab(close)).toBe(true);
    expect(tab(apply, true)).toBe(true);
    // The dialog itself (a scroll container) has focus: Shift+Tab goes to the last control.
    dialog().tabIndex = -1;
    expect(tab(dialog(), true)).toBe(false);
    expect(root.activeElement).toBe(apply);
    // Other keys, and Ctrl+Tab (the browser's tabs), are left alone.
    apply.focus();
    expect(fireEvent.keyDown(apply, { key: 'Tab', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(apply, { key: 'Enter' })).toBe(true);
    expect(root.activeElement).toBe(apply);
  });

  it('reads the controls at each key press: a ticket enables the pay button, now last; hidden, it is skipped', async () => {
    const { root, inside, apply, close, pay } = await opened();
    fireEvent.click(inside.getByRole('button', { name: 'General: add one' }));
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect(tab(apply)).toBe(true);
    expect(tab(pay)).toBe(false);
    expect(root.activeElement).toBe(close);
    expect(tab(close, true)).toBe(false);
    expect(root.activeElement).toBe(pay);
    // Hidden (happy-dom has no `[hidden]` rule, so through its style).
    pay.style.display = 'none';
    expect(tab(apply)).toBe(false);
    expect(root.activeElement).toBe(close);
    expect(tab(close, true)).toBe(false);
    expect(root.activeElement).toBe(apply);
  });

  it('counts a radio group as one stop: its checked radio, or its first', async () => {
    const { root, dialog, close } = await opened();
    // The widget has no radios yet; a group at the dialog's end stands in for one.
    const radio = (value: string) => {
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'pick';
      input.value = value;
      return input;
    };
    const [first, second] = [radio('a'), radio('b')];
    dialog().append(first, second, radio('c'));
    expect(tab(first)).toBe(false);
    expect(root.activeElement).toBe(close);
    second.checked = true;
    expect(tab(close, true)).toBe(false);
    expect(root.activeElement).toBe(second);
    expect(tab(second)).toBe(false);
    expect(root.activeElement).toBe(close);
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

  it('never counts a tier with nothing left, even when it is not marked sold out', () => {
    const event = paidEvent();
    event.tiers = event.tiers.map((tier) => ({ ...tier, soldOut: false }));
    // Early bird (€15) has `available: 0`: its row says "Sold out".
    expect(priceFromText(event, 'en')).toBe('from €25.50');
  });

  it('never counts a paid tier while payments are disabled', () => {
    const free = { id: 'kid', name: 'Kids', price: 0, available: 5, soldOut: false };
    expect(priceFromText(paidEvent({ paymentsEnabled: false }), 'en')).toBeNull();
    const withFree = paidEvent({ paymentsEnabled: false, tiers: [...paidEvent().tiers, free] });
    expect(priceFromText(withFree, 'en')).toBe('Free');
  });

  it('shows nothing for an event the widget does not sell', () => {
    expect(priceFromText(paidEvent({ status: 'cancelled' }), 'en')).toBeNull();
    expect(priceFromText(paidEvent({ seating: 'reserved' }), 'en')).toBeNull();
    expect(priceFromText(paidEvent({ available: 0 }), 'en')).toBeNull();
  });

  it('is the cheapest tier whose row lets the buyer add a ticket (property)', () => {
    const tier = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'constructor'),
      name: fc.string(),
      price: fc.constantFrom(0, 10, 25.5),
      available: fc.nat(3),
      soldOut: fc.boolean(),
    });
    const event = fc
      .record({
        tiers: fc.uniqueArray(tier, { selector: (t) => t.id, maxLength: 4 }),
        available: fc.nat(3),
        paymentsEnabled: fc.boolean(),
        status: fc.constantFrom('on_sale', 'cancelled'),
      })
      .map((o) => paidEvent(o));
    fc.assert(
      fc.property(event, (ev) => {
        // What the widget shows: no rows for an event it does not sell; "+" per tier otherwise.
        const addable = sellability(ev).sellable
          ? ev.tiers.filter((t) => canAdd(ev, emptyBasket(), t.id).ok).map((t) => t.price)
          : [];
        const lowest = addable.length ? Math.min(...addable) : null;
        const expected =
          lowest === null ? null : lowest === 0 ? 'Free' : `from €${lowest.toFixed(2)}`;
        expect(priceFromText(ev, 'en')).toBe(expected);
      }),
    );
  });
});
