/**
 * The event list as a month and a week (docs/embedding.md, "The event list"): the month starts
 * on the locale's first day, says each day's events and availability, is driven by the keys of
 * the WAI-ARIA grid pattern with its month announced, becomes the chosen day's list on a phone
 * without scrolling sideways, and "All events" comes back to the same month and day. The same
 * inline, in the frame (whose height follows the month), in the button's dialog, in
 * `<box-office>`, right to left and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { namedBlock, withOrigins } from '../scripts/docs-markdown.ts';
import {
  expect,
  expectNoAxeViolations,
  hostEvents,
  hostHtml,
  onCatalogueDay,
  recordHostEvents,
  servePage,
  test,
} from './fixtures';

// A buyer far from every event: the days are the events' own.
test.use({ timezoneId: 'America/Los_Angeles' });
// On the catalogue's day, whatever the suite's: the months before it are closed.
test.beforeEach(({ page }) => onCatalogueDay(page));

/** A host page with the widget's script tag carrying `attributes`, served for this test. */
async function widgetPage(page: Page, attributes: string, lang = 'en') {
  const script = `<script src="/boxoffice.js" async data-key="pk_test_demo" ${attributes}></script>`;
  return servePage(page, `/test/calendar-${lang}.html`, hostHtml(script, { lang }));
}

/** The day button of `day` (its name starts with the full date). */
const dayButton = (scope: Locator, name: string | RegExp) =>
  scope.getByRole('gridcell').getByRole('button', { name });

/** The `data-day` of the focused element, in the widget's shadow root or the frame's. */
const focusedDay = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLIFrameElement) active = active.contentDocument?.activeElement ?? null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('data-day') ?? null;
  });

test('the month: the locale’s first day, each day’s events and availability, the grid’s keys, back to the same day', async ({
  page,
  problems,
}) => {
  // docs/embedding.md's own example of data-view.
  const url = await servePage(
    page,
    '/test/views.html',
    hostHtml(withOrigins(namedBlock('embedding.md', 'views'), { cdn: '' })),
  );
  await page.goto(url);
  const widget = page.locator('[data-boxoffice]');
  await expect(widget.getByRole('heading', { name: 'January 2027', level: 2 })).toBeVisible();
  const grid = widget.getByRole('grid', { name: 'January 2027' });
  // English (United States): Sunday first, the full day names for screen readers.
  await expect(grid.getByRole('columnheader').first()).toHaveText('SunSunday');
  await expect(widget.getByRole('button', { name: 'Previous month' })).toBeEnabled();

  await widget.getByRole('button', { name: 'Next month' }).click();
  const february = widget.getByRole('grid', { name: 'February 2027' });
  await expect(february).toBeVisible();
  await expect(dayButton(february, 'Saturday, February 13, 2027, 2 events, On sale')).toBeVisible();
  await expect(dayButton(february, 'Saturday, February 20, 2027, 1 event, Sold out')).toBeVisible();
  // Two performances on one day: their times, names and availability in the cell.
  await expect(dayButton(february, /February 13, 2027/)).toContainText(
    /2:30 PM.*A Midsummer Night’s Dream.*On sale.*7:30 PM/,
  );

  // Keyboard: the chosen day is the one tab stop; arrows, Home/End, Page Down.
  await dayButton(february, /February 13, 2027/).click();
  await expect.poll(() => focusedDay(page)).toBe('2027-02-13');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedDay(page)).toBe('2027-02-14');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedDay(page)).toBe('2027-02-07');
  await page.keyboard.press('End');
  await expect.poll(() => focusedDay(page)).toBe('2027-02-13');
  await page.keyboard.press('PageDown');
  await expect.poll(() => focusedDay(page)).toBe('2027-03-13');
  await expect(widget.getByRole('status').filter({ hasText: 'March 2027' })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedDay(page)).toBe('2027-03-27');
  await expectNoAxeViolations(page);

  // The chosen day's list opens an event; All events comes back to the same month and day.
  const agenda = widget.getByRole('region', { name: 'Saturday, March 27, 2027' });
  await agenda.getByRole('button', { name: 'A Midsummer Night’s Dream' }).click();
  await expect(
    widget.getByRole('heading', { name: 'A Midsummer Night’s Dream', level: 2 }),
  ).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Stalls: add one' })).toBeVisible();
  await widget.getByRole('button', { name: /All events/ }).click();
  await expect(widget.getByRole('grid', { name: 'March 2027' })).toBeVisible();
  await expect(
    widget.getByRole('gridcell', { selected: true }).getByRole('button'),
  ).toHaveAccessibleName(/Saturday, March 27, 2027/);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a month without events offers the next one that has some', async ({ page }) => {
  await page.goto(await widgetPage(page, 'data-view="calendar"'));
  const widget = page.locator('[data-boxoffice]');
  for (const month of ['February', 'March', 'April', 'May', 'June']) {
    await widget.getByRole('button', { name: 'Next month' }).click();
    await expect(widget.getByRole('heading', { name: `${month} 2027` })).toBeVisible();
  }
  await expect(widget.getByText('No events in June 2027.')).toBeVisible();
  await widget.getByRole('button', { name: 'Next month with events' }).click();
  await expect(widget.getByRole('heading', { name: 'July 2027' })).toBeVisible();
  await expect(
    widget.getByRole('gridcell', { selected: true }).getByRole('button'),
  ).toHaveAccessibleName(/Saturday, July 17, 2027, 1 event/);
});

test('on a phone the month is the chosen day’s list: no sideways scroll at 320 px, 24 px targets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(await widgetPage(page, 'data-view="calendar"'));
  const widget = page.locator('[data-boxoffice]');
  await widget.getByRole('button', { name: 'Next month' }).click();
  await dayButton(widget, /February 13, 2027/).click();
  const agenda = widget.getByRole('region', { name: 'Saturday, February 13, 2027' });
  await expect(agenda.getByRole('listitem')).toHaveCount(2);
  await expect(agenda.getByRole('listitem').first()).toContainText('2:30 PM');
  await expect(agenda.getByRole('listitem').first()).toContainText('On sale');
  // The cells show their dates only; the list says the rest.
  await expect(widget.locator('.bo-cal__events').first()).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // An event's title button covers its whole card (list.css): the card is the target.
  for (const target of await widget
    .locator('.bo-cal button:not(.bo-card__open), .bo-cal .bo-card')
    .all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
  await expectNoAxeViolations(page);
});

test('the week: seven days from Monday in German, by week', async ({ page }) => {
  await page.goto(await widgetPage(page, 'data-view="week" data-lang="de"', 'de'));
  const widget = page.locator('[data-boxoffice]');
  const grid = widget.getByRole('grid');
  await expect(grid.getByRole('gridcell')).toHaveCount(7);
  await expect(grid.getByRole('columnheader').first()).toContainText('Montag');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText(
    /28\.\s?Dez\.? – 3\. Jan\. 2027|28\. Dez\. 2026 – 3\. Jan\. 2027/,
  );
  await widget.getByRole('button', { name: 'Nächste Woche' }).click();
  await expect(
    widget.getByRole('button', { name: 'Nächste Woche mit Veranstaltungen' }),
  ).toBeVisible();
  await widget.getByRole('button', { name: 'Nächste Woche mit Veranstaltungen' }).click();
  await expect(dayButton(widget, /Donnerstag, 11\. Februar 2027, 1 Veranstaltung/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('right to left: the grid is mirrored and the arrows follow it', async ({ page }) => {
  await page.goto(await widgetPage(page, 'data-view="calendar" data-lang="he"', 'he'));
  const widget = page.locator('[data-boxoffice]');
  const grid = widget.getByRole('grid');
  await expect(grid).toBeVisible();
  // The week's first day (Sunday, in Israel) stands at the right.
  const first = await grid.getByRole('columnheader').first().boundingBox();
  const last = await grid.getByRole('columnheader').last().boundingBox();
  expect(first && last && first.x > last.x).toBe(true);
  await grid.getByRole('gridcell', { selected: true }).getByRole('button').focus();
  const start = await focusedDay(page);
  await page.keyboard.press('ArrowLeft');
  // Left is forward, right to left.
  await expect.poll(() => focusedDay(page)).toBe('2027-01-02');
  expect(start).toBe('2027-01-01');
  await expectNoAxeViolations(page);
});

test('dark: the availability colours keep their contrast', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(await widgetPage(page, 'data-view="calendar" data-theme="dark"'));
  const widget = page.locator('[data-boxoffice]');
  await widget.getByRole('button', { name: 'Next month' }).click();
  await dayButton(widget, /February 20, 2027/).click();
  await expect(widget.getByText('Sold out').last()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in iframe mode the frame’s height follows the month shown', async ({ page }) => {
  await page.goto(await widgetPage(page, 'data-view="calendar" data-mode="iframe"'));
  const frame = page.frameLocator('iframe');
  const iframe = page.locator('iframe');
  /** The iframe's height once it matches its page. */
  const settled = async () => {
    let height = 0;
    await expect
      .poll(async () => {
        const inner = await frame
          .locator('html')
          .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
        height = await iframe.evaluate((el) => Math.round(el.getBoundingClientRect().height));
        return Math.abs(inner - height) <= 1;
      })
      .toBe(true);
    return height;
  };
  // January 2027 takes six weeks (Sunday first), February five.
  await expect(frame.getByRole('grid', { name: 'January 2027' })).toBeVisible();
  const january = await settled();
  await frame.getByRole('button', { name: 'Next month' }).click();
  await expect(frame.getByRole('grid', { name: 'February 2027' })).toBeVisible();
  await expect.poll(settled).toBeLessThan(january - 40);
});

test('in the button’s dialog and in <box-office>', async ({ page }) => {
  const html = hostHtml(
    '<script src="/boxoffice.js" async data-mode="button" data-key="pk_test_demo" data-view="week"></script>' +
      '<box-office key="pk_test_demo" view="calendar"></box-office>',
  );
  await page.goto(await servePage(page, '/test/calendar-modes.html', html));
  const element = page.locator('box-office');
  await expect(element.getByRole('grid', { name: 'January 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy tickets' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expect(dialog.getByRole('grid').getByRole('gridcell')).toHaveCount(7);
  await dialog.getByRole('button', { name: 'Next week' }).click();
  await expect(dialog.getByRole('button', { name: 'Next week with events' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('as in the list, boxoffice:ready and the analytics bridge wait for an event to be opened', async ({
  page,
}) => {
  await recordHostEvents(page);
  await page.goto(await widgetPage(page, 'data-view="week" data-analytics="datalayer"'));
  const widget = page.locator('[data-boxoffice]');
  await expect(widget.getByRole('grid')).toBeVisible();
  await widget.getByRole('button', { name: 'Next week', exact: true }).click();
  await widget.getByRole('button', { name: 'Next week with events' }).click();
  await dayButton(widget, /February 11, 2027, 1 event/).click();
  const dataLayer = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
        .map((entry) => entry.event)
        .filter(Boolean),
    );
  expect(await hostEvents(page)).toEqual([]);
  expect(await dataLayer()).toEqual([]);
  await widget.getByRole('button', { name: 'Web Community Meetup #42' }).click();
  await expect(
    widget.getByRole('heading', { name: 'Web Community Meetup #42', level: 2 }),
  ).toBeVisible();
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => e.name))
    .toEqual(['boxoffice:ready']);
  expect((await hostEvents(page))[0]?.detail).toMatchObject({
    event: { slug: 'community-meetup' },
  });
  await expect.poll(dataLayer).toEqual(['view_item']);
});
