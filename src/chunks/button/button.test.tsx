import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../i18n/de';
import { paintButton } from '../../loader/buy-button';
import { defineBoxOfficeElement } from '../../loader/element';
import { createMount } from '../../loader/mount-api';
import { canAdd, emptyBasket } from '../../model/basket';
import { sellability } from '../../model/sellability';
import { createFakeFetch, errorReply, type Reply } from '../../model/testing/fake-fetch';
import { config, freeEvent, paidEvent, summary } from '../../model/testing/fixtures';
import { testOptions } from '../../model/testing/harness';
import { CHUNKS } from '../../registry';
import type { Mounted } from '../../shared/contract';
import type { Options } from '../../shared/options';
import type { MountOptions } from '../../shared/public-types';
import { testChunks, testMount } from '../../ui/testing';
import { mount as mountButton, priceFromText } from './button';

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
  const painted = paintButton(test.root, () => {}, painting.signal, false, options, test.chunks);
  painted.fill(test.context.text, 'en');
  mounted = mountButton({ ...test.context, ...painted.handOver });
  const view = within(test.root as unknown as HTMLElement);
  const dialog = () => test.container.querySelector('dialog') as HTMLDialogElement;
  const button = painted.handOver.button.element as HTMLButtonElement;
  return { ...test, fake, view, button, dialog, painted };
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
    mounted?.open?.('button');
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialog().open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const named = view.getByRole('dialog', { name: de.buy.label });
    expect(named).toBe(dialog());
    expect(named.getAttribute('lang')).toBe('de');
    // Opening again while open does not throw or re-open it.
    mounted?.open?.('button');
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
    mounted?.open?.('button');
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
    mounted?.open?.('button');
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
    mounted.open?.('api');
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
    mounted?.open?.('button');
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
    mounted?.open?.('button');
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

describe('button mode under the organizer’s control', () => {
  /** A `mount()` of the loader, with the real chunks and a faked API. */
  function mountOn(html: string, options: Partial<MountOptions>) {
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events/summer-fest', { body: paidEvent() });
    vi.stubGlobal('fetch', fake.fetch);
    const chunks = testChunks();
    const mount = createMount({ scriptUrl: 'https://cdn.boxoffice.test/boxoffice.js', chunks });
    // Test markup of our own, not organizer text.
    document.body.append(document.createRange().createContextualFragment(html));
    const target = document.createElement('div');
    document.body.append(target);
    const events: { type: string; detail: unknown }[] = [];
    for (const type of ['boxoffice:open', 'boxoffice:close'])
      target.addEventListener(type, (event) =>
        events.push({ type, detail: (event as CustomEvent).detail }),
      );
    const handle = mount(target, { key: 'pk_test_demo', event: 'summer-fest', ...options });
    const root = () => target.querySelector('[data-boxoffice]')?.shadowRoot ?? null;
    const dialog = () => root()?.querySelector('dialog') ?? null;
    const opened = () => vi.waitFor(() => expect(dialog()?.open).toBe(true), { timeout: 3000 });
    return { handle, target, root, dialog, opened, events, chunks };
  }
  const $ = (css: string) => document.querySelector(css) as HTMLElement;
  afterEach(() => vi.unstubAllGlobals());

  it('label: the painted button shows the organizer’s words as text, in a direction of their own', async () => {
    const label = '<b>Tickets</b> \u05dc\u05d4\u05d5\u05e4\u05e2\u05d4';
    const { root, handle } = mountOn('', { mode: 'button', label });
    await vi.waitFor(() => expect(root()?.querySelector('button')).not.toBeNull());
    const button = root()?.querySelector('button') as HTMLButtonElement;
    const text = button.querySelector('.bo-buy__label') as HTMLElement;
    expect(text.textContent).toBe(label);
    expect(button.querySelector('b')).toBeNull();
    expect(text.dir).toBe('auto');
    expect(within(root() as unknown as HTMLElement).getByRole('button', { name: label })).toBe(
      button,
    );
    handle.unmount();
  });

  it('trigger: the page’s own button opens the dialog, and gets focus back when Esc closes it', async () => {
    const { root, dialog, opened, events, handle, chunks } = mountOn(
      '<button class="buy" type="button">Get your tickets</button>',
      { trigger: '.buy' },
    );
    const own = $('.buy');
    await vi.waitFor(() => expect(own.getAttribute('aria-haspopup')).toBe('dialog'));
    expect(own.getAttribute('aria-expanded')).toBe('false');
    // No painted button: the widget shows nothing of its own on the page.
    expect(root()?.querySelector('button')).toBeNull();
    expect(chunks.loads).toContain('trigger');
    own.focus();
    own.click();
    await opened();
    expect(own.getAttribute('aria-expanded')).toBe('true');
    expect(dialog()?.getAttribute('aria-label')).toBe('Buy tickets');
    // Esc: the dialog's cancel, then its close.
    dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog()?.close();
    expect(own.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(own);
    expect(events).toEqual([
      { type: 'boxoffice:open', detail: { via: 'trigger' } },
      { type: 'boxoffice:close', detail: { via: 'escape' } },
    ]);
    handle.unmount();
  });

  it('trigger: the close button closes the dialog and focus goes back to the trigger that opened it', async () => {
    const { dialog, opened, events, handle } = mountOn(
      '<a class="buy" id="one" href="/tickets">Tickets</a><a class="buy" id="two" href="/tickets">More</a>',
      { trigger: '.buy' },
    );
    await vi.waitFor(() => expect($('#two').getAttribute('aria-haspopup')).toBe('dialog'));
    $('#two').click();
    await opened();
    fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(dialog()?.open).toBe(false);
    expect(document.activeElement).toBe($('#two'));
    expect(events.map((e) => e.detail)).toEqual([{ via: 'trigger' }, { via: 'close-button' }]);
    handle.unmount();
  });

  it('open() and close(): before the dialog’s code arrived too; focus goes back to where it was', async () => {
    const { dialog, opened, events, handle, root } = mountOn('<input id="search" />', {
      mode: 'button',
    });
    $('#search').focus();
    handle.open();
    await opened();
    expect(root()?.querySelector('button[aria-haspopup]')?.getAttribute('aria-expanded')).toBe(
      'true',
    );
    handle.open();
    handle.close();
    expect(dialog()?.open).toBe(false);
    expect(document.activeElement).toBe($('#search'));
    handle.close();
    expect(events).toEqual([
      { type: 'boxoffice:open', detail: { via: 'api' } },
      { type: 'boxoffice:close', detail: { via: 'api' } },
    ]);
    handle.unmount();
  });

  it('close() before the dialog’s code arrived cancels an open() still waiting for it', async () => {
    const { dialog, handle, chunks } = mountOn('', { mode: 'button' });
    handle.open();
    handle.close();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await vi.waitFor(() => expect(chunks.loads).toContain('purchase'));
    expect(dialog()?.open).toBe(false);
    handle.unmount();
  });

  it('open() and close() in another mode do nothing but log one hint naming the option', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, dialog } = mountOn('', {});
    handle.open();
    handle.close();
    expect(dialog()).toBeNull();
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      '[boxoffice] open(): there is a dialog only in button mode: set mode="button".',
      '[boxoffice] close(): there is a dialog only in button mode: set mode="button".',
    ]);
    handle.unmount();
  });

  it('a trigger in another mode is a problem, named with its fix; without a mode it means button mode', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, root } = mountOn('<button class="buy">Tickets</button>', {
      mode: 'inline',
      trigger: '.buy',
    });
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      '[boxoffice] trigger needs button mode: set mode="button", or leave mode out.',
    ]);
    await vi.waitFor(() => expect(root()?.querySelector('[role="alert"]')).not.toBeNull());
    expect($('.buy').hasAttribute('aria-haspopup')).toBe(false);
    handle.update({ mode: undefined });
    expect(root()?.querySelector('[role="alert"]')).toBeNull();
    await vi.waitFor(() => expect($('.buy').getAttribute('aria-haspopup')).toBe('dialog'));
    expect(error).toHaveBeenCalledTimes(1);
    handle.unmount();
  });

  it('unmount() lets the page’s triggers go: no attribute or listener of the widget is left', async () => {
    const { handle, target, chunks } = mountOn('<div class="buy">Tickets</div>', {
      trigger: '.buy',
    });
    const own = $('.buy');
    await vi.waitFor(() => expect(own.getAttribute('role')).toBe('button'));
    handle.unmount();
    expect(own.getAttributeNames()).toEqual(['class']);
    own.click();
    expect(chunks.loads).not.toContain('button');
    expect(target.childElementCount).toBe(0);
  });

  it('<box-office trigger>: the element’s open() and close() drive the dialog', async () => {
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events/summer-fest', { body: paidEvent() });
    vi.stubGlobal('fetch', fake.fetch);
    defineBoxOfficeElement({ scriptUrl: 'https://cdn.boxoffice.test/x.js', chunks: testChunks() });
    const element = document.createElement('box-office');
    for (const [name, value] of Object.entries({ key: 'pk_test_demo', event: 'summer-fest' }))
      element.setAttribute(name, value);
    element.setAttribute('trigger', '#nothing-yet');
    document.body.append(element);
    element.open();
    const dialog = () => element.shadowRoot?.querySelector('dialog');
    await vi.waitFor(() => expect(dialog()?.open).toBe(true), { timeout: 3000 });
    element.close();
    expect(dialog()?.open).toBe(false);
    element.remove();
  });
});
