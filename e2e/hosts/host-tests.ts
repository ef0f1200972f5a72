/**
 * The tests every framework host (e2e/hosts/<name>/) must pass, registered by its
 * `framework-<name>.spec.ts`. Each host renders the same page: "Home" and "Tickets" buttons
 * (an in-app route), on Tickets a "Show …" button that switches the event in state and
 * `<box-office id="widget">`, and `#log`, the host events its framework handlers received
 * ("ready <slug>", "basket <quantity>"), rendered by the framework.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { settled, watchTraffic } from '../settled';
import { API } from '../widget-fixtures';
import { buildHost, type HostName, removeHost, serveHost } from './build';
import { instrument, live } from './live';

/** Opens host `name` (built into `dir`) on its Home route, once `<box-office>` is defined. */
async function openHost(page: Page, name: HostName, dir: string) {
  await page.goto(await serveHost(page, name, dir));
  await page.waitForFunction(() => customElements.get('box-office') !== undefined);
}

/** Registers the host tests of framework `name` (`title` names it in the report). */
export function hostTests(name: HostName, title: string): void {
  test.describe(`${title} host`, () => {
    // One worker runs the file's tests in order, so the app is built once.
    test.describe.configure({ mode: 'default' });
    let dir = '';
    test.beforeAll(async () => {
      dir = await buildHost(name);
    });
    test.afterAll(() => {
      if (dir) removeHost(dir);
    });

    test('the framework renders <box-office>, sets its attributes from state and receives its events', async ({
      page,
      problems,
    }) => {
      await openHost(page, name, dir);
      await page.getByRole('button', { name: 'Tickets' }).click();
      const widget = page.locator('#widget');
      await expect(widget.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
      // The publishable key reached the element as `sell-key` (the frameworks keep `key`).
      await expect(widget).toHaveAttribute('sell-key', 'pk_test_demo');
      await expect(widget).not.toHaveAttribute('key');
      const log = page.locator('#log li');
      await expect(log).toHaveText(['ready summer-fest']);

      await page.getByRole('button', { name: 'Show Tokyo Jazz Night' }).click();
      await expect(widget).toHaveAttribute('event', 'tokyo-jazz-night');
      await expect(widget.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
      await expect(log).toHaveText(['ready summer-fest', 'ready tokyo-jazz-night']);

      await widget.getByRole('button', { name: 'Standard: add one' }).click();
      await widget.getByRole('button', { name: 'Standard: add one' }).click();
      await expect(log).toHaveText([
        'ready summer-fest',
        'ready tokyo-jazz-night',
        'basket 1',
        'basket 2',
      ]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('a route change removes the widget: no requests, listeners, timers or observers are left', async ({
      page,
      problems,
    }) => {
      await instrument(page);
      await openHost(page, name, dir);
      await expect.poll(async () => (await live(page)).timers).toBe(0);
      const baseline = await live(page);

      await page.getByRole('button', { name: 'Tickets' }).click();
      const widget = page.locator('#widget');
      await expect(widget.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
      await expect(page.locator('#log li')).toHaveText(['ready summer-fest']);
      expect((await live(page)).listeners).toBeGreaterThan(baseline.listeners);

      const traffic = watchTraffic(page);
      const sell: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(API)) sell.push(request.url());
      });
      // Add a ticket (its quote is debounced) and leave at once, in one task: nothing the
      // widget had scheduled may run after it is gone.
      const add = await widget.getByRole('button', { name: 'Day Ticket: add one' }).elementHandle();
      const home = await page.getByRole('button', { name: 'Home' }).elementHandle();
      await page.evaluate(
        ([a, h]) => {
          (a as HTMLElement).click();
          (h as HTMLElement).click();
        },
        [add, home],
      );
      await expect(page.locator('#widget')).toHaveCount(0);
      await expect(page.getByText('Welcome.')).toBeVisible();
      // The basket event reached the framework before the route changed.
      await expect(page.locator('#log li')).toHaveText(['ready summer-fest', 'basket 1']);

      await expect.poll(() => live(page), { timeout: 3_000 }).toEqual(baseline);
      // No timer is pending any more, the quote's debounce included: it was cleared, or it ran
      // and its request has started by the time the page's traffic has settled.
      await settled(traffic, page.locator(':root'));
      expect(sell).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });
}
