/**
 * A huge event (400 tiers, 150 questions) on a slow phone (the CPU throttled 4×): the widget
 * shows all of it, but never in one long task. It renders in batches and yields to the page
 * between them, so the host page's own code, the buyer's taps and the browser's paint get
 * their turn (a task over 200 ms is one a buyer notices).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { paintedTwice } from './settled';
import { expect, interceptApi, isApi, openWidget, stepper, test } from './widget-fixtures';

const TIERS = 400;
const QUESTIONS = 150;

/** The event, as the API would send it: `TIERS` tiers on sale, `QUESTIONS` questions. */
function hugeEvent() {
  const tiers = Array.from({ length: TIERS }, (_, i) => ({
    id: `tier-${i}`,
    name: `Tier ${i + 1}`,
    description: i % 3 === 0 ? `Seat block ${i + 1}, row ${(i % 20) + 1}.` : null,
    price: 10 + (i % 50),
    color: null,
    available: 50,
    soldOut: false,
  }));
  const questions = Array.from({ length: QUESTIONS }, (_, i) => ({
    id: `q${i}`,
    label: `Question ${i + 1}`,
    required: i % 10 === 0,
  }));
  return {
    id: 'evt_huge',
    slug: 'huge',
    title: 'The Huge Festival',
    description: 'Every stage, every day.',
    category: null,
    ageRestriction: null,
    startsAt: '2027-08-01T12:00',
    endsAt: null,
    timezone: 'Europe/Berlin',
    venueName: 'Tempelhofer Feld',
    address: null,
    lat: null,
    lng: null,
    coverImageUrl: null,
    posterImageUrl: null,
    organizerName: null,
    seating: 'general_admission',
    currency: 'EUR',
    status: 'on_sale',
    maxTicketsPerOrder: 10,
    capacity: TIERS * 50,
    sold: 0,
    available: TIERS * 50,
    tiers,
    questions,
    paymentsEnabled: true,
    acceptsPromoCodes: true,
    checkoutUrl: null,
  };
}

/**
 * The long tasks (ms) of a cold load of `event` at 4× CPU until every `until` control shows
 * (the Long Tasks API: every task over 50 ms), then those of one "+" on `tier`, which must be
 * answered.
 */
async function longTasks(
  browser: Browser,
  event: string,
  body: string | null,
  until: (page: Page) => Locator[],
  tier: string,
): Promise<{ load: number[]; click: number[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    if (body) {
      await interceptApi(page, async (route, request) => {
        if (!isApi(request, 'GET', `/events/${event}`)) return false;
        await route.fulfill({ status: 200, contentType: 'application/json', body });
        return true;
      });
    }
    await page.addInitScript(() => {
      const seen: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: true });
      // Every task so far, the ones the observer has not been called with yet included.
      Object.assign(window, {
        longTasks: () => {
          for (const entry of observer.takeRecords()) seen.push(entry.duration);
          return seen.splice(0).map(Math.round);
        },
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openWidget(page, { event });
    for (const shown of until(page)) await expect(shown).toBeVisible({ timeout: 60_000 });
    await paintedTwice(page.locator(':root'));
    const read = () =>
      page.evaluate(() => (window as unknown as { longTasks: () => number[] }).longTasks());
    const load = await read();
    // And it still sells: a tap on "+" is answered.
    await stepper(page, tier).plus.click();
    await expect(stepper(page, tier).input).toHaveValue('1');
    await paintedTwice(page.locator(':root'));
    return { load, click: await read() };
  } finally {
    await context.close();
  }
}

// A task over 200 ms is one a buyer notices, on an idle machine. A busy one stretches every
// task, the widget's and the page's alike, so the bound is also held against the longest task
// of an ordinary event's load measured just before (the placeholder's first layout, the chunk's
// evaluation): a huge event may not make any task more than twice as long (rendered at once,
// its 400 tiers were one task of 900 ms on an idle machine).
// The suite runs two tests at a time, so one task of a pair can be stretched by the other test
// alone (CI once saw one task at 696 ms where the same task takes 113 on this machine, every
// other task near its usual length). A pair that misses the bound is measured again, up to
// three pairs: a render in one task misses in every pair, a neighbour's burst does not repeat.
// The bound is on the render; a "+" on a 400-tier event lays out the whole list again in
// Chromium (about 100 ms at 4×), which the annotation reports.
test(`a ${TIERS}-tier, ${QUESTIONS}-question event renders whole with no task over 200 ms at 4× CPU`, async ({
  browser,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'CPU throttling and long tasks are Chromium’s');
  test.setTimeout(360_000);
  const pairs: string[] = [];
  let longest = 0;
  let bound = 0;
  for (let pair = 1; pair <= 3; pair++) {
    const ordinary = await longTasks(
      browser,
      'summer-fest',
      null,
      (page) => [page.getByLabel(/^Emergency contact/)],
      'Day Ticket',
    );
    const huge = await longTasks(
      browser,
      'huge',
      JSON.stringify(hugeEvent()),
      // All of it arrives: the last tier, and the form down to its last question.
      (page) => [stepper(page, `Tier ${TIERS}`).plus, page.getByLabel(`Question ${QUESTIONS}`)],
      'Tier 1',
    );
    bound = Math.max(200, 2 * Math.max(0, ...ordinary.load));
    longest = Math.max(0, ...huge.load);
    pairs.push(
      `pair ${pair}: summer-fest's load ${ordinary.load.join(', ')}; the huge event's ${huge.load.join(', ')}; its "+" ${huge.click.join(', ')}; bound ${Math.round(bound)}`,
    );
    if (longest < bound) break;
  }
  test
    .info()
    .annotations.push({ type: 'measured', description: `long tasks (ms), ${pairs.join(' | ')}` });
  expect(longest, `long tasks (ms), ${pairs.join(' | ')}`).toBeLessThan(bound);
});
