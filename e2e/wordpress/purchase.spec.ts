/**
 * A buyer on the WordPress site: a post with the `[boxoffice]` shortcode (inline) and a page
 * with the block (iframe mode, framed from the site's origin: the sandbox lets it in with
 * SANDBOX_EXTRA_ORIGINS) each sell a paid ticket, through the sandbox's payment page and back,
 * and free ones.
 */
import { buyDayTicket, expect, getFreeTickets, test, uniqueEmail, widget } from './fixtures';

const PAID = 'Payment received – you’re going!';

test('a post with the shortcode sells a paid ticket through the payment page and back', async ({
  page,
  problems,
}) => {
  await page.goto('/shortcode-paid/');
  await buyDayTicket(page, widget(page), uniqueEmail('shortcode-paid'));
  await expect(widget(page).getByRole('heading', { name: PAID })).toBeVisible({ timeout: 15_000 });
  await expect(widget(page).getByText('1 × Day Ticket')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/shortcode-paid/');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a post with the shortcode gives free tickets at once', async ({
  page,
  request,
  problems,
}) => {
  await page.goto('/shortcode-free/');
  await getFreeTickets(page, widget(page), request, uniqueEmail('shortcode-free'));
  expect(new URL(page.url()).pathname).toBe('/shortcode-free/');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a page with the block sells a paid ticket in its frame, through the payment page and back', async ({
  page,
  problems,
}) => {
  await page.goto('/block-paid/');
  const frame = widget(page, 'iframe');
  await buyDayTicket(page, frame, uniqueEmail('block-paid'));
  await expect(frame.getByRole('heading', { name: PAID })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/block-paid/');
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a page with the block gives free tickets in its frame', async ({
  page,
  request,
  problems,
}) => {
  await page.goto('/block-free/');
  await getFreeTickets(page, widget(page, 'iframe'), request, uniqueEmail('block-free'));
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
