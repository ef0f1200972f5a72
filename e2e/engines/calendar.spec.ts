/**
 * The calendar and the buyer's calendar file in every engine: the month starts on the
 * locale's first day (from the engine's `Intl.Locale` week information where it has it, the
 * widget's table where it does not: the test records which), the grid moves by the keys of
 * the WAI-ARIA grid pattern with the arrows mirrored right to left, an event opens and "All
 * events" comes back to the same day; and on a strict-CSP page "Add to calendar" builds the
 * `.ics` file as a Blob in the event's own zone, with its links, without a violation.
 */
import { type Buyer, expect, hostPage, test } from './fixtures';

const calendarPage = (attributes: string) =>
  hostPage(
    `<div id="shop"><script src="/boxoffice.js" async data-key="pk_test_demo" ${attributes}></script></div>`,
  );

/** The `data-day` of the focused day button, through the widget's shadow root. */
const focusedDay = (buyer: Buyer) =>
  buyer.run((lib) => lib.active()?.getAttribute('data-day') ?? null);

/** The grid's column headers' visible (short) names, in document order. */
const weekdays = (buyer: Buyer) =>
  buyer.run((lib) =>
    lib.all('th[scope="col"] span[aria-hidden="true"]').map((span) => span.textContent ?? ''),
  );

/** Focuses the chosen day's button (the grid's one tab stop). */
const focusChosen = (buyer: Buyer) =>
  buyer.run((lib) => {
    (
      lib.all('[role="gridcell"][aria-selected="true"] button')[0] as HTMLElement | undefined
    )?.focus();
  });

test('the month: the locale’s first day, the grid’s keys, an event and back to the same day', async ({
  buyer,
  site,
}) => {
  const weekInfo = await buyer.run(() => {
    const locale = new Intl.Locale('en-US') as Intl.Locale & {
      getWeekInfo?: () => unknown;
      weekInfo?: unknown;
    };
    return typeof locale.getWeekInfo === 'function'
      ? 'getWeekInfo()'
      : locale.weekInfo
        ? 'weekInfo'
        : 'none: the table';
  });
  test
    .info()
    .annotations.push({ type: 'week information', description: `${buyer.engine}: ${weekInfo}` });

  await buyer.goto(site.page('/month.html', calendarPage('data-view="calendar"')));
  await buyer.sees('January 2027');
  expect((await weekdays(buyer))[0]).toBe('Sun');
  await buyer.click({ css: 'button', text: 'Next month' });
  await buyer.sees('February 2027');
  await buyer.click({ css: '[role="gridcell"] button', text: 'February 13, 2027, 2 events' });
  await buyer.until('focus on 13 February', async () => (await focusedDay(buyer)) === '2027-02-13');
  await buyer.press('ArrowRight');
  await buyer.until('focus on the 14th', async () => (await focusedDay(buyer)) === '2027-02-14');
  await buyer.press('ArrowUp');
  await buyer.until('focus on the 7th', async () => (await focusedDay(buyer)) === '2027-02-07');
  await buyer.press('End');
  await buyer.until(
    'focus on the week’s end',
    async () => (await focusedDay(buyer)) === '2027-02-13',
  );
  await buyer.press('PageDown');
  await buyer.until('focus in March', async () => (await focusedDay(buyer)) === '2027-03-13');
  await buyer.sees('March 2027');
  await buyer.press('Home');
  await buyer.until(
    'focus on the week’s start',
    async () => (await focusedDay(buyer)) === '2027-03-07',
  );
  await buyer.press('ArrowRight');
  await buyer.until('focus on the 8th', async () => (await focusedDay(buyer)) === '2027-03-08');
  await buyer.expectNoAxeViolations();

  await buyer.click({ css: '[role="gridcell"] button', text: 'March 12, 2027' });
  await buyer.click({ css: '.bo-cal__agenda button', text: 'A Midsummer Night’s Dream' });
  await buyer.sees('Stalls');
  await buyer.click({ css: 'button', text: 'All events' });
  await buyer.sees('March 2027');
  expect(
    await buyer.run((lib) =>
      lib.all('[role="gridcell"][aria-selected="true"] button')[0]?.getAttribute('data-day'),
    ),
  ).toBe('2027-03-12');
  await buyer.expectClean();
});

test('German starts on Monday; Arabic mirrors the grid and its arrows', async ({ buyer, site }) => {
  await buyer.goto(
    site.page('/month-de.html', calendarPage('data-view="calendar" data-lang="de"')),
  );
  await buyer.sees('Januar 2027');
  expect((await weekdays(buyer))[0]).toMatch(/^Mo/);

  await buyer.goto(
    site.page('/month-ar.html', calendarPage('data-view="calendar" data-lang="ar"')),
  );
  await buyer.until('the grid', () => buyer.has({ css: '[role="grid"]' }));
  // Egypt's week (the likely region of `ar`) starts on Saturday, at the right.
  const columns = await buyer.run((lib) =>
    lib.all('th[scope="col"]').map((th) => Math.round(th.getBoundingClientRect().left)),
  );
  expect(columns[0]).toBeGreaterThan(columns.at(-1) ?? 0);
  await focusChosen(buyer);
  await buyer.until('focus on 1 January', async () => (await focusedDay(buyer)) === '2027-01-01');
  await buyer.press('ArrowLeft');
  await buyer.until('left is forward', async () => (await focusedDay(buyer)) === '2027-01-02');
  await buyer.expectNoAxeViolations();
  await buyer.expectClean();
});

test('Add to calendar on a strict-CSP page: the .ics Blob in the event’s own zone, no violation', async ({
  buyer,
  site,
}) => {
  // docs/security.md's policy, with the widget's Trusted Types policy that WebKit needs.
  const policy =
    "script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'; trusted-types boxoffice";
  await buyer.goto(
    site.page('/strict.html', calendarPage('data-event="summer-fest"'), {
      'Content-Security-Policy': policy,
    }),
  );
  await buyer.sees('Summer Fest 2027');
  // What the page's Blob URLs hold: the widget's calendar file among them.
  await buyer.run(() => {
    const made: Blob[] = [];
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return create(blob);
    };
    Object.assign(window, { __blobs: made });
  });
  await buyer.click({ css: 'button', text: 'Add to calendar' });
  await buyer.until('the calendar file', () =>
    buyer.has({ css: 'a[download]', text: 'Calendar file (.ics)' }),
  );
  const file = await buyer.run(async (lib) => {
    const link = lib.all('a[download]')[0] as HTMLAnchorElement;
    const blobs = (window as unknown as { __blobs: Blob[] }).__blobs;
    return { href: link.href, name: link.download, text: await blobs[0]?.text() };
  });
  expect(file.href).toMatch(/^blob:/);
  expect(file.name).toBe('summer-fest.ics');
  expect(file.text).toContain('\r\nDTSTART;TZID=Europe/Berlin:20270717T140000\r\n');
  expect(file.text).toContain('TZOFFSETTO:+0200');
  expect(await buyer.has({ css: 'a[target="_blank"]', text: 'Google Calendar' })).toBe(true);
  expect(await buyer.has({ css: 'a[target="_blank"]', text: 'Outlook' })).toBe(true);
  expect(await buyer.has({ css: 'a[target="_blank"]', text: 'Map' })).toBe(true);
  await buyer.expectNoAxeViolations();
  await buyer.expectClean();
});
