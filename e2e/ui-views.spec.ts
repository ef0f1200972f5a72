/**
 * The widget's views as a buyer meets them: event dates in the event's own zone whatever
 * the browser's zone, the stepper's limits by keyboard, and zero axe-core violations
 * (WCAG 2.2 AA) in each state, light and dark, down to a 320 px screen.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hostHtml, servePage, test } from './fixtures';

/** A host page with one inline widget for `event` (or the event list). */
async function open(page: Page, event?: string, extra = '') {
  const attrs = `data-key="pk_test_demo"${event ? ` data-event="${event}"` : ''} ${extra}`;
  const url = await servePage(
    page,
    '/ui-host.html',
    hostHtml(`<script src="/boxoffice.js" ${attrs} async></script>`),
  );
  await page.goto(url);
}

test.describe('dates in a far time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

  test('a Tokyo 19:30 event reads 7:30 PM Japan time to a buyer in Los Angeles', async ({
    page,
  }) => {
    await open(page, 'tokyo-jazz-night');
    await expect(page.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
    const when = page.locator('time').first();
    await expect(when).toHaveAttribute('datetime', '2027-03-05T19:30+09:00');
    await expect(when).toContainText(/March 5, 2027.*7:30\s(PM)?\s?–\s?11:00\sPM/);
    await expect(page.getByText('(Japan Standard Time)')).toBeVisible();
  });
});

test.describe('dates in the buyer’s own zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

  test('does not name the zone when the buyer is in it', async ({ page }) => {
    await open(page, 'tokyo-jazz-night');
    await expect(page.locator('time').first()).toContainText('7:30');
    await expect(page.getByText('(Japan Standard Time)')).toHaveCount(0);
  });
});

test('at the order limit "+" keeps focus and says why', async ({ page }) => {
  await open(page, 'tokyo-jazz-night');
  const plus = page.getByRole('button', { name: 'Standard: add one' });
  await plus.focus();
  for (let i = 0; i < 9; i++) await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Standard: quantity' })).toHaveValue('8');
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await expect(plus).toBeFocused();
  await expect(plus).toHaveAccessibleDescription('Maximum 8 tickets per order');
  // Every tier shows the same reason once the order is full.
  await expect(page.getByText('Maximum 8 tickets per order')).toHaveCount(2);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test('tiers, summary and promo status', async ({ page }) => {
      await open(page, 'tokyo-jazz-night');
      await page.getByRole('button', { name: 'Premium with a drink: add one' }).click();
      await page.getByRole('textbox', { name: 'Promo code' }).fill('NOPE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('This code is not valid.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay ¥/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('form errors after an empty submit', async ({ page }) => {
      await open(page, 'summer-fest');
      await page.getByRole('button', { name: 'Day Ticket: add one' }).click();
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('event list and a cancelled event', async ({ page }) => {
      await open(page);
      await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
      await expectNoAxeViolations(page);
      // The cancelled parade (24 April) is on the list's second page.
      await page.getByRole('button', { name: 'Show more events' }).click();
      await page.getByRole('button', { name: 'Harbour Lights Parade' }).click();
      await expect(page.getByText('This event has been cancelled.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('free tickets confirmation', async ({ page }) => {
      await open(page, 'community-meetup');
      await page
        .getByRole('button', { name: /: add one$/ })
        .first()
        .click();
      await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
      await page.getByRole('button', { name: 'Get free tickets' }).click();
      await expect(
        page.getByText('A confirmation e-mail is on its way to ada@example.com.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('fits 320 px without horizontal scrolling and stays accessible', async ({ page }) => {
    await open(page, 'summer-fest');
    await page.getByRole('button', { name: 'Day Ticket: add one' }).click();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
