/**
 * Integration mistakes and hostile answers: an unknown slug and a key that may not sell
 * the event give the buyer a message and the integrator a `[boxoffice]` console hint;
 * a `paymentUrl` that is not an absolute https (or localhost http) URL is never followed.
 */
import type { Page } from '@playwright/test';
import { hostHtml, servePage } from './fixtures';
import {
  buyerFields,
  expect,
  interceptApi,
  isApi,
  openWidget,
  recordedEvents,
  recordHostEventsAcrossPages,
  stepper,
  test,
  uniqueEmail,
} from './widget-fixtures';

const hints = (errors: string[]) => errors.filter((e) => e.startsWith('[boxoffice]'));

test('an unknown slug: a visible message and a console hint naming data-event', async ({
  page,
  problems,
}) => {
  await recordHostEventsAcrossPages(page);
  await openWidget(page, { event: 'no-such-event' });
  await expect(page.getByRole('alert')).toHaveText("We couldn't find this event.");
  await expect.poll(() => hints(problems.consoleErrors)).toHaveLength(1);
  expect(hints(problems.consoleErrors)[0]).toMatch(/404.*data-event/);
  const errors = (await recordedEvents(page)).filter((e) => e.name === 'boxoffice:error');
  expect(errors.map((e) => e.detail)).toEqual([
    expect.objectContaining({ code: 'not_found', status: 404 }),
  ]);
  expect(problems.pageErrors).toEqual([]);
});

test('<box-office> and mount(): the hint names `event`, as they wrote it, not `data-event`', async ({
  page,
  problems,
}) => {
  const html = hostHtml(
    '<box-office key="pk_test_demo" event="no-such-event"></box-office><div id="slot"></div><script src="/boxoffice.js" async></script>',
  );
  await page.goto(await servePage(page, '/test/hint-names.html', html));
  await page.waitForFunction(() => 'BoxOffice' in window);
  await page.evaluate(() => {
    window.BoxOffice?.mount('#slot', { key: 'pk_test_demo', event: 'no-such-event' });
  });
  await expect(page.getByRole('alert')).toHaveText([
    "We couldn't find this event.",
    "We couldn't find this event.",
  ]);
  await expect.poll(() => hints(problems.consoleErrors)).toHaveLength(2);
  for (const hint of hints(problems.consoleErrors)) {
    expect(hint).toMatch(/404 not found\. .*: check event \(the event slug\)\.$/);
    expect(hint).not.toContain('data-');
  }
  expect(problems.pageErrors).toEqual([]);
});

test('pk_test_limited on summer-fest: a forbidden message and a console hint', async ({
  page,
  problems,
}) => {
  await openWidget(page, { event: 'summer-fest', key: 'pk_test_limited' });
  await expect(page.getByRole('alert')).toHaveText(
    "Tickets for this event can't be sold on this website.",
  );
  await expect.poll(() => hints(problems.consoleErrors)).toHaveLength(1);
  expect(hints(problems.consoleErrors)[0]).toMatch(/403.*data-key/);
  // Nothing to buy.
  await expect(page.getByRole('button', { name: /: add one$/ })).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});

test('an unknown key: an "isn’t set up" message and a console hint naming data-key', async ({
  page,
  problems,
}) => {
  await openWidget(page, { event: 'summer-fest', key: 'pk_test_nope' });
  await expect(page.getByRole('alert').first()).toContainText("isn't set up correctly");
  await expect.poll(() => hints(problems.consoleErrors).join('\n')).toMatch(/401.*data-key/);
  expect(problems.pageErrors).toEqual([]);
});

/** Answers the first `POST /checkout` with a `requires_payment` checkout going to `url`. */
async function hostilePaymentUrl(page: Page, url: string) {
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/checkout')) return false;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      json: {
        id: 'co_hostile',
        status: 'requires_payment',
        paymentMethod: 'card',
        paymentUrl: url,
        eventId: 'evt_summer_fest',
        currency: 'EUR',
        amount: 51,
        quantity: 1,
        returnUrl: page.url(),
        livemode: false,
      },
    });
    return true;
  });
}

for (const url of [
  'javascript:document.title="pwned"',
  'data:text/html,<h1>pwned</h1>',
  'http://pay.evil.example/co_hostile',
  '/sandbox/pay/co_hostile',
]) {
  test(`a paymentUrl of ${url.split(/[:/]/)[0] || 'a relative path'} is refused: error shown, no navigation, boxoffice:error`, async ({
    page,
    problems,
  }) => {
    await recordHostEventsAcrossPages(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const home = await openWidget(page, { event: 'summer-fest' });
    await hostilePaymentUrl(page, url);
    await stepper(page, 'Day Ticket').plus.click();
    const fields = buyerFields(page);
    await fields.name.fill('Eve');
    await fields.email.fill(uniqueEmail('hostile'));
    await fields.emergency.fill('Mallory');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByRole('alert')).toContainText('The payment page address looked wrong');
    expect(page.url()).toBe(home);
    expect(navigations).toEqual([home]);
    expect(await page.title()).not.toBe('pwned');
    const errors = (await recordedEvents(page)).filter((e) => e.name === 'boxoffice:error');
    expect(errors.map((e) => e.detail)).toEqual([
      expect.objectContaining({ code: 'invalid_payment_url' }),
    ]);
    // No "checkout created" for a checkout the buyer can't pay.
    expect((await recordedEvents(page)).map((e) => e.name)).not.toContain('boxoffice:checkout');
    expect(hints(problems.consoleErrors).join('\n')).toMatch(/Refusing to open payment URL/);
    // The buyer can still change the order; the form is kept.
    await expect(fields.name).toHaveValue('Eve');
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  });
}
