/**
 * docs/security.md: on a host page with the strict policy (script-src 'self'; style-src 'self';
 * connect-src; Trusted Types required), the widget renders and prices a basket with zero
 * CSP violations: no <style> elements, no style="" strings, no HTML sinks, no eval.
 */
import { expect, test } from './fixtures';

test('the strict-CSP page renders the widget and fetches a quote with zero violations', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __violations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  await page.goto('/csp.html');
  const widget = page.locator('[data-boxoffice]');
  await expect(widget.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();

  const quote = page.waitForResponse((r) => r.url().endsWith('/api/v1/sell/quote') && r.ok());
  await widget.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await quote;
  await expect(widget.getByText('Total', { exact: true })).toBeVisible();
  await widget.getByRole('textbox', { name: /Name/ }).fill('Grace Hopper');

  const violations = () =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  expect(await violations()).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);

  // The policy really is in force (so zero violations above means something).
  const probe = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<b>x</b>');
      return 'allowed';
    } catch {
      return 'blocked';
    }
  });
  expect(probe).toBe('blocked');
  await expect.poll(async () => (await violations()).length).toBe(1);
});
