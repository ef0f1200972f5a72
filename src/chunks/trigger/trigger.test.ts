// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPTIONS, parseOptions } from '../../loader/options';
import { watch } from './trigger';

let signal = new AbortController();
/** Observes the page after the trigger does (see `setUp`); disconnected after each test. */
let after: MutationObserver | null = null;
afterEach(() => {
  signal.abort();
  after?.disconnect();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The page's markup, then the triggers matching `selector` watched. */
function setUp(html: string, selector = '.buy') {
  const page = document.createElement('main');
  // Test markup of our own, not organizer text.
  page.append(document.createRange().createContextualFragment(html));
  document.body.append(page);
  signal = new AbortController();
  const hooks = { interest: vi.fn(), activate: vi.fn() };
  const triggers = watch(selector, signal.signal, hooks);
  const $ = <E extends HTMLElement = HTMLElement>(css: string) => document.querySelector(css) as E;
  // MutationObservers are told of a change in the order they were created: once this one,
  // created after the trigger's, is told of the page's last change, the trigger's has seen it.
  const waiting: (() => void)[] = [];
  after = new MutationObserver(() => {
    for (const seen of waiting.splice(0)) seen();
  });
  after.observe(document, { childList: true, subtree: true, attributes: true });
  /** Resolves once the trigger's MutationObserver has seen the page's last change. */
  const settle = () => new Promise<void>((seen) => waiting.push(seen));
  return { page, hooks, triggers, $, settle };
}

/** A click as a mouse's primary button makes it; false when something prevented its default. */
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

const key = (element: Element, name: string, init: KeyboardEventInit = {}) =>
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }),
  );

describe('the page’s triggers', () => {
  it('each matching element says it opens a dialog, collapsed, and opens it on click', () => {
    const { hooks, $ } = setUp(
      '<button class="buy" id="one">Tickets</button><a class="buy" id="two" href="/tickets">Tickets</a><button id="other">Other</button>',
    );
    for (const id of ['#one', '#two']) {
      expect($(id).getAttribute('aria-haspopup')).toBe('dialog');
      expect($(id).getAttribute('aria-expanded')).toBe('false');
    }
    expect($('#other').hasAttribute('aria-haspopup')).toBe(false);
    click($('#one'));
    expect(hooks.activate).toHaveBeenCalledTimes(1);
    click($('#other'));
    expect(hooks.activate).toHaveBeenCalledTimes(1);
  });

  it('a link opens the dialog instead of navigating, unless the buyer asks for a new tab or window', () => {
    const { hooks, $ } = setUp('<a class="buy" href="/tickets">Tickets</a>');
    const link = $('a');
    expect(click(link)).toBe(false);
    expect(hooks.activate).toHaveBeenCalledTimes(1);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(link, init), JSON.stringify(init)).toBe(true);
    }
    expect(hooks.activate).toHaveBeenCalledTimes(1);
    // A link stays a link: no role of ours.
    expect(link.hasAttribute('role')).toBe(false);
  });

  it('pointing at or focusing a trigger is interest: the dialog’s code may load', () => {
    const { hooks, $ } = setUp('<button class="buy">Tickets</button>');
    $('button').dispatchEvent(new Event('pointerenter'));
    $('button').focus();
    expect(hooks.interest).toHaveBeenCalledTimes(2);
    expect(hooks.activate).not.toHaveBeenCalled();
  });

  it('a <div> becomes a button a keyboard reaches: role, tab stop, Enter and Space', () => {
    const { hooks, $ } = setUp('<div class="buy">Tickets</div>');
    const div = $('div');
    expect(div.getAttribute('role')).toBe('button');
    expect(div.getAttribute('tabindex')).toBe('0');
    expect(key(div, 'Enter')).toBe(false);
    // Space does not scroll the page either.
    expect(key(div, ' ')).toBe(false);
    expect(key(div, 'a')).toBe(true);
    expect(key(div, 'Enter', { repeat: true })).toBe(true);
    expect(hooks.activate).toHaveBeenCalledTimes(2);
  });

  it('keeps a role and a tab stop the page gave, and gives them back as they were', () => {
    const { $ } = setUp(
      '<span class="buy" role="link" tabindex="-1" aria-haspopup="menu">Tickets</span>',
    );
    const span = $('span');
    expect(span.getAttribute('role')).toBe('link');
    expect(span.getAttribute('tabindex')).toBe('-1');
    expect(span.getAttribute('aria-haspopup')).toBe('dialog');
    signal.abort();
    expect(span.getAttribute('aria-haspopup')).toBe('menu');
    expect(span.hasAttribute('aria-expanded')).toBe(false);
    expect(span.getAttribute('role')).toBe('link');
  });

  it('aria-expanded follows the dialog on every trigger, those added while it is open too', async () => {
    const { page, triggers, $, settle } = setUp('<button class="buy" id="one">Tickets</button>');
    triggers.setExpanded(true);
    expect($('#one').getAttribute('aria-expanded')).toBe('true');
    page.insertAdjacentHTML('beforeend', '<button class="buy" id="two">More</button>');
    await settle();
    expect($('#two').getAttribute('aria-expanded')).toBe('true');
    triggers.setExpanded(false);
    expect($('#one').getAttribute('aria-expanded')).toBe('false');
    expect($('#two').getAttribute('aria-expanded')).toBe('false');
  });

  it('binds elements that appear later, and those that come to match by their class', async () => {
    const { page, hooks, $, settle } = setUp(
      '<p>No trigger yet</p><button id="late">Later</button>',
    );
    page.insertAdjacentHTML('beforeend', '<section><a class="buy" href="/t">Tickets</a></section>');
    await settle();
    expect(click($('a'))).toBe(false);
    expect(hooks.activate).toHaveBeenCalledTimes(1);
    $('#late').classList.add('buy');
    await settle();
    expect($('#late').getAttribute('aria-haspopup')).toBe('dialog');
    click($('#late'));
    expect(hooks.activate).toHaveBeenCalledTimes(2);
  });

  it('lets go of removed elements: no listener, no attribute of ours, put back it works again', async () => {
    const { page, hooks, triggers, $, settle } = setUp('<button class="buy">Tickets</button>');
    const button = $('button');
    button.remove();
    await settle();
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    click(button);
    expect(hooks.activate).not.toHaveBeenCalled();
    expect(triggers.opener()).toBeNull();
    page.append(button);
    await settle();
    click(button);
    expect(hooks.activate).toHaveBeenCalledTimes(1);
  });

  it('lets go of an element that no longer matches', async () => {
    const { hooks, $, settle } = setUp('<button class="buy">Tickets</button>');
    $('button').classList.remove('buy');
    await settle();
    expect($('button').hasAttribute('aria-haspopup')).toBe(false);
    click($('button'));
    expect(hooks.activate).not.toHaveBeenCalled();
  });

  it('once stopped, removes every listener and attribute it added and watches no more', async () => {
    const { page, hooks, $, settle } = setUp(
      '<button class="buy">Tickets</button><div class="buy">Div</div>',
    );
    signal.abort();
    for (const element of [$('button'), $('div')]) {
      expect(element.getAttributeNames()).toEqual(['class']);
      click(element);
      key(element, 'Enter');
    }
    page.insertAdjacentHTML('beforeend', '<button class="buy" id="new">New</button>');
    await settle();
    expect($('#new').hasAttribute('aria-haspopup')).toBe(false);
    expect(hooks.activate).not.toHaveBeenCalled();
    expect(hooks.interest).not.toHaveBeenCalled();
  });

  it('focus returns to the trigger used last, else the first still on the page', async () => {
    const { triggers, $, settle } = setUp(
      '<button class="buy" id="one">One</button><button class="buy" id="two">Two</button>',
    );
    expect(triggers.opener()).toBe($('#one'));
    click($('#two'));
    expect(triggers.opener()).toBe($('#two'));
    $('#two').remove();
    await settle();
    expect(triggers.opener()).toBe($('#one'));
    // One that no longer matches is no trigger, though still on the page.
    $('#one').insertAdjacentHTML('afterend', '<button class="buy" id="three">Three</button>');
    await settle();
    click($('#one'));
    $('#one').classList.remove('buy');
    await settle();
    expect(triggers.opener()).toBe($('#three'));
  });

  it('a selector that matches nothing is no error: it may match later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { page, triggers, settle } = setUp('<p>Nothing to find</p>', '#not-yet');
    expect(triggers.opener()).toBeNull();
    page.insertAdjacentHTML('beforeend', '<button id="not-yet">Tickets</button>');
    await settle();
    expect(triggers.opener()?.id).toBe('not-yet');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the trigger option', () => {
  const context = {
    scriptUrl: 'https://cdn.example/boxoffice.js',
    pageUrl: 'https://shop.example/',
    documentLang: 'en',
    navigatorLangs: [],
    languages: ['en'],
  };

  it('accepts a selector the browser can query, and names the attribute and the fix for one it cannot', () => {
    expect(OPTIONS.trigger.check('.hero a.button, #buy')).toBe(true);
    for (const bad of ['..buy', '#', 'a[href', 'button:nope(']) {
      const parsed = parseOptions({ key: 'pk_test_demo', trigger: bad }, 'script', context);
      expect(parsed, bad).toEqual({
        ok: false,
        attribute: 'data-trigger',
        message: 'data-trigger is invalid: use a CSS selector, e.g. ".buy-tickets".',
      });
    }
  });
});
