/**
 * Helpers of the WordPress specs (the `wordpress` project of playwright.config.ts, run by
 * `npm run test:wordpress` against the throwaway site of scripts/wordpress/site.mjs): the
 * sandbox's address, the site's administrator, and the widget's controls in the page (inline
 * and button modes, through the shadow root) or in its frame (iframe mode).
 */
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';

export { expect };

const port = Number(process.env.E2E_PORT ?? 5174);
/** The sandbox of playwright.config.ts's webServer: the API, the payment page, the outbox. */
export const SANDBOX = `http://127.0.0.1:${port}`;

/**
 * Where the widget's controls are: the `<box-office>` element (inline and button modes; the
 * page's own forms, such as the comment form, are outside it), or the frame of iframe mode.
 */
export type Scope = Locator | FrameLocator;

/** The widget of `page`: its `<box-office>` element, or the frame in it (iframe mode). */
export function widget(page: Page, mode: 'inline' | 'iframe' = 'inline'): Scope {
  const element = page.locator('box-office');
  return mode === 'iframe' ? element.frameLocator('iframe') : element;
}

/** The − / quantity / + controls of one tier, by their accessible names. */
export function stepper(scope: Scope, tier: string) {
  return {
    input: scope.getByRole('spinbutton', { name: `${tier}: quantity` }),
    plus: scope.getByRole('button', { name: `${tier}: add one` }),
  };
}

/** The buyer form's fields (label text starts the accessible name). */
export function buyerFields(scope: Scope) {
  return {
    name: scope.getByRole('textbox', { name: /^Name/ }),
    email: scope.getByRole('textbox', { name: /^E-mail/ }),
    emergency: scope.getByRole('textbox', { name: /^Emergency contact/ }),
  };
}

/** The quote's total. */
export function totalRow(scope: Scope): Locator {
  return scope.locator('.bo-summary__total');
}

/** A unique e-mail address for one test (the sandbox's outbox is shared). */
export function uniqueEmail(tag: string): string {
  return `wp-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** E-mails the sandbox recorded for `to`. */
export async function outbox(request: APIRequestContext, to: string): Promise<{ to: string }[]> {
  const res = await request.get(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/**
 * One Day Ticket of summer-fest (€49.50 and a €1.50 fee), the buyer's details, Pay, and Pay
 * on the sandbox's payment page: the browser is back on `page`'s post with the outcome.
 */
export async function buyDayTicket(page: Page, scope: Scope, email: string): Promise<void> {
  const back = page.url();
  await stepper(scope, 'Day Ticket').plus.click();
  await expect(totalRow(scope)).toContainText('€51.00');
  const fields = buyerFields(scope);
  await fields.name.fill('Grace Hopper');
  await fields.email.fill(email);
  await fields.emergency.fill('Alan, +49 30 1234567');
  await scope.getByRole('button', { name: 'Pay €51.00' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await page.getByRole('button', { name: /^Pay / }).click();
  // Back on the post: with `?bo_checkout=…`, until the widget takes it out of the address.
  await page.waitForURL((url) => url.href.startsWith(back));
}

/**
 * Two Community Tickets of community-meetup (free): no payment page, a confirmation at once,
 * and the e-mail in the sandbox's outbox.
 */
export async function getFreeTickets(
  page: Page,
  scope: Scope,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const community = stepper(scope, 'Community Ticket');
  await community.plus.click();
  await community.plus.click();
  await expect(community.input).toHaveValue('2');
  const fields = buyerFields(scope);
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(email);
  await scope.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(scope.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expect(scope.getByText(`A confirmation e-mail is on its way to ${email}.`)).toBeVisible();
  expect(new URL(page.url()).pathname).not.toContain('/sandbox/');
  await expect.poll(async () => (await outbox(request, email)).length).toBe(1);
}

/** Logs `page` in as the test site's administrator, through the login form. */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_WORDPRESS_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/wp-admin\//);
}

/** `test` with `admin`: a page of its own, logged in as the administrator. */
export const test = base.extend<{ admin: Page }>({
  admin: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await logIn(page);
    await use(page);
    await context.close();
  },
});
