/**
 * The embedding modes in every engine: iframe mode (the frame fits its content, payment
 * happens in the top window and the buyer comes back paid), button mode's dialog by keyboard
 * alone (Tab and Shift+Tab go round the dialog and never reach the page behind), the page's
 * own button opening that dialog (`data-trigger`) by keyboard, and
 * `<box-office>` elements added and removed by a single-page app.
 */
import { type Buyer, expect, hostPage, test } from './fixtures';

/** Where focus is: a description, whether it is inside the open dialog, and whether the page has it. */
const focus = (buyer: Buyer) =>
  buyer.run((lib) => {
    const active = lib.active();
    const dialog = lib.all('dialog').find((d) => (d as HTMLDialogElement).open);
    return {
      name: lib.describe(active),
      inDialog: !!dialog && !!active && dialog.contains(active),
      pageHasFocus: document.hasFocus(),
    };
  });

test('iframe: the frame fits its content; payment in the top window; back to the page, paid', async ({
  buyer,
  site,
}) => {
  await buyer.goto(`${site.origin}/iframe.html`);
  await buyer.sees('Summer Fest 2027');
  await buyer.click({ css: 'button', text: 'Day Ticket: add one' });
  await buyer.sees('Total');
  // The frame's height follows its content (the form and the summary just grew it).
  await buyer.until('the iframe as tall as its page', () =>
    buyer.run((lib) => {
      // In the widget's shadow root.
      const frame = lib.all('iframe')[0] as HTMLIFrameElement | undefined;
      const inner = frame?.contentDocument?.documentElement.getBoundingClientRect().height ?? 0;
      const outer = frame?.getBoundingClientRect().height ?? 0;
      return inner > 400 && Math.abs(Math.ceil(inner) - Math.round(outer)) <= 2;
    }),
  );

  await buyer.fill({ css: 'input[name="customer.name"]' }, 'Ada Lovelace');
  await buyer.fill({ css: 'input[name="customer.email"]' }, 'ada@example.com');
  await buyer.fill({ css: 'input[name="answers.emergency_contact"]' }, 'Charles, +44 20 7946 0958');
  // The top window goes to the payment page, not the frame.
  await buyer.clickTo({ css: '[part~="submit"]', text: 'Pay €51.00' }, /\/sandbox\/pay\/co_/);
  await buyer.clickTo({ css: 'button', text: 'Pay €51.00' }, /\/iframe\.html/);
  await buyer.sees('Payment received', 20_000);
  expect(new URL(await buyer.url()).searchParams.has('bo_checkout')).toBe(false);
  // Relayed from the frame to the host page.
  await buyer.until('boxoffice:complete on the host page', async () =>
    (await buyer.probe()).events.some((e) => e.name === 'boxoffice:complete'),
  );
  await buyer.expectClean();
});

test('button: by keyboard, the dialog opens, Tab and Shift+Tab go round it, Esc gives focus back', async ({
  buyer,
  site,
}) => {
  await buyer.goto(`${site.origin}/button.html`);
  await buyer.until('the painted button with its price', () =>
    buyer.has({ css: 'button', text: 'from €' }),
  );
  // Tab from the top of the page to the buy button, then Enter.
  for (let i = 0; i < 40 && !(await focus(buyer)).name.includes('Buy tickets'); i++)
    await buyer.press('Tab');
  expect((await focus(buyer)).name).toContain('Buy tickets');
  await buyer.press('Enter');
  await buyer.until('the dialog with the tiers and the form', async () => {
    const text = await buyer.text();
    return (
      text.includes('Day Ticket') && (await buyer.has({ css: 'input[name="customer.email"]' }))
    );
  });
  await buyer.until('focus in the dialog', async () => (await focus(buyer)).inDialog);
  await buyer.expectNoAxeViolations();

  /** Presses `key` until focus comes back to where it started; returns the stops on the way. */
  const round = async (key: 'Tab' | 'Shift+Tab') => {
    const start = (await focus(buyer)).name;
    const stops: string[] = [];
    for (let i = 0; i < 40; i++) {
      await buyer.press(key);
      const now = await focus(buyer);
      // Never the page behind, never the browser's own UI.
      expect(now, `after ${key} × ${i + 1}: ${stops.join(' → ')}`).toMatchObject({
        inDialog: true,
        pageHasFocus: true,
      });
      stops.push(now.name);
      if (now.name === start) return stops;
    }
    throw new Error(`${key} never came back to ${start}: ${stops.join(' → ')}`);
  };
  // Start on the close button, the dialog's first stop.
  for (let i = 0; i < 40 && !(await focus(buyer)).name.startsWith('button:Close'); i++)
    await buyer.press('Tab');
  const forward = await round('Tab');
  const backward = await round('Shift+Tab');
  expect(forward.length).toBeGreaterThan(10);
  // The same stops, the other way round.
  expect(backward.slice(0, -1).reverse()).toEqual(forward.slice(0, -1));

  await buyer.press('Escape');
  await buyer.until('focus back on the buy button', async () => {
    const now = await focus(buyer);
    return !now.inDialog && now.name.includes('Buy tickets');
  });
  await buyer.expectClean();
});

test('trigger: the page’s own button opens the dialog by keyboard, Esc gives focus back to it', async ({
  buyer,
  site,
}) => {
  const url = site.page(
    '/trigger.html',
    hostPage(`<p><a href="#top">Top</a></p>
<button class="open-tickets" type="button">Tickets</button>
<script src="/boxoffice.js" async data-trigger=".open-tickets" data-event="summer-fest" data-key="pk_test_demo"></script>`),
  );
  await buyer.goto(url);
  await buyer.until('the page’s button bound as a trigger', () =>
    buyer.run(
      () =>
        document.querySelector('.open-tickets')?.getAttribute('aria-haspopup') === 'dialog' &&
        document.querySelector('.open-tickets')?.getAttribute('aria-expanded') === 'false',
    ),
  );
  // No painted button: the page's own is the way in.
  expect(await buyer.has({ css: 'button', text: 'Buy tickets' })).toBe(false);
  for (let i = 0; i < 10 && (await focus(buyer)).name !== 'button:Tickets'; i++)
    await buyer.press('Tab');
  expect((await focus(buyer)).name).toBe('button:Tickets');
  await buyer.press('Enter');
  await buyer.until('the dialog with the tiers', async () =>
    (await buyer.text()).includes('Day Ticket'),
  );
  await buyer.until('focus in the dialog', async () => (await focus(buyer)).inDialog);
  expect(
    await buyer.run(() => document.querySelector('.open-tickets')?.getAttribute('aria-expanded')),
  ).toBe('true');
  await buyer.expectNoAxeViolations();
  await buyer.press('Escape');
  await buyer.until('focus back on the page’s button', async () => {
    const now = await focus(buyer);
    return !now.inDialog && now.name === 'button:Tickets';
  });
  // The dialog's `close` event (and with it `boxoffice:close`) is a task after the focus moved.
  const events = await buyer.until('boxoffice:close', async () => {
    const names = (await buyer.probe()).events.map((e) => e.name);
    return names.includes('boxoffice:close') && names;
  });
  expect(events).toEqual(expect.arrayContaining(['boxoffice:open', 'boxoffice:close']));
  await buyer.expectClean();
});

test('<box-office>: added, it mounts; removed, it is gone; added again, it mounts again', async ({
  buyer,
  site,
}) => {
  await buyer.goto(`${site.origin}/element.html`);
  await buyer.sees('Community Meetup');
  const inSlot = () =>
    buyer.run(() => {
      const element = document.querySelector('#spa-slot box-office');
      return element ? (element.shadowRoot?.textContent ?? '') : null;
    });

  await buyer.click({ css: '#toggle', text: 'Add a widget' });
  await buyer.until('the added widget showing its event', async () =>
    (await inSlot())?.includes('Summer Fest 2027'),
  );
  await buyer.click({ css: 'button', text: 'Day Ticket: add one' });
  await buyer.sees('Total');

  await buyer.click({ css: '#toggle', text: 'Remove the widget' });
  await buyer.until('the widget gone', async () => (await inSlot()) === null);
  expect(await buyer.text()).not.toContain('Summer Fest 2027');
  // The element in the markup from the start is untouched.
  expect(await buyer.text()).toContain('Community Meetup');

  await buyer.click({ css: '#toggle', text: 'Add a widget' });
  await buyer.until('the widget mounted again', async () =>
    (await inSlot())?.includes('Day Ticket'),
  );
  await buyer.expectClean();
});
