/**
 * What the organizer puts in the buyer's form and basket: `name`, `email`, `phone`,
 * `answer-<question id>` and `items`, as a script tag, a `<box-office>` element, `mount()`
 * and in iframe mode. The values show in the form, editable and unchecked until the buyer
 * submits; the items start the basket within its rules and are priced at once; nothing
 * pre-filled leaves the page before the buyer submits.
 */
import type { Page, Request } from '@playwright/test';
import { namedBlock, withOrigins } from '../scripts/docs-markdown.ts';
import { hostHtml, ORIGIN, servePage } from './fixtures';
import {
  buyerFields,
  expect,
  expectNoAxeViolations,
  openWidget,
  stepper,
  test,
  totalRow,
} from './widget-fixtures';

/** Every request URL the page makes from now on (the widget's own API and files included). */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/** Console warnings starting with `[boxoffice]`. */
function hintsOf(page: Page): string[] {
  const hints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[boxoffice]'))
      hints.push(message.text());
  });
  return hints;
}

test('a script tag pre-fills the form and the basket; the buyer can edit both', async ({
  page,
  problems,
}) => {
  const requests = requestsOf(page);
  const hints = hintsOf(page);
  await openWidget(page, {
    event: 'summer-fest',
    extra:
      'data-name="Ada Lovelace" data-email="ada@example.com" data-phone="+44 20 7946 0958" ' +
      'data-answer-Emergency_Contact="Charles, +44 20 7946 0000" data-answer-seat="aisle" ' +
      'data-items="day:2,backstage:5,nope:1"',
  });
  const fields = buyerFields(page);
  await expect(fields.name).toHaveValue('Ada Lovelace');
  await expect(fields.email).toHaveValue('ada@example.com');
  await expect(fields.phone).toHaveValue('+44 20 7946 0958');
  // Question ids match in any case (attribute names have none).
  await expect(fields.emergency).toHaveValue('Charles, +44 20 7946 0000');
  await expect(fields.dietary).toHaveValue('');

  // Backstage has 3 left: clamped as the buyer's own 5 would be, with the same reason.
  const backstage = stepper(page, 'Backstage VIP');
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('2');
  await expect(backstage.input).toHaveValue('3');
  await expect(backstage.plus).toHaveAttribute('aria-disabled', 'true');
  await expect(backstage.plus).toHaveAccessibleDescription('Only 3 available');
  // Priced at once, without the buyer doing anything.
  await expect(totalRow(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(hints).toEqual([
    '[boxoffice] data-items names tiers this event does not have (nope): use its tier ids, early-bird, backstage, day, weekend.',
    '[boxoffice] data-answer-seat: this event has no such question. Its question ids: emergency_contact, dietary.',
  ]);
  for (const url of requests) expect(url).not.toMatch(/Lovelace|ada%40|ada@|7946|Charles/);

  await fields.name.fill('Grace Hopper');
  await expect(fields.name).toHaveValue('Grace Hopper');
  await stepper(page, 'Day Ticket').minus.click();
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('1');
  await expectNoAxeViolations(page);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('pre-filled values are checked like typed ones: on submit, not on load', async ({ page }) => {
  await openWidget(page, {
    event: 'summer-fest',
    extra: 'data-email="not-an-address" data-items="day:1"',
  });
  const fields = buyerFields(page);
  await expect(fields.email).toHaveValue('not-an-address');
  await expect(fields.email).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test('a bad value names the attribute and the fix, and shows nothing of the value', async ({
  page,
  problems,
}) => {
  await openWidget(page, { event: 'summer-fest', extra: 'data-items="day=2"' });
  await expect(page.getByRole('alert')).toBeVisible();
  expect(problems.consoleErrors).toEqual([
    '[boxoffice] data-items is invalid: use tier:quantity pairs, e.g. "day:2,vip:1".',
  ]);
  expect(problems.pageErrors).toEqual([]);
});

test('<box-office> takes the same attributes; a later change fills the fields the buyer left alone', async ({
  page,
  problems,
}) => {
  const url = await servePage(
    page,
    '/element-host.html',
    hostHtml(
      '<box-office event="summer-fest" key="pk_test_demo" name="Ada Lovelace" email="ada@example.com" answer-dietary="Vegan" items="weekend:1"></box-office><script src="/boxoffice.js" async></script>',
    ),
  );
  await page.goto(url);
  const fields = buyerFields(page);
  await expect(fields.name).toHaveValue('Ada Lovelace');
  await expect(fields.dietary).toHaveValue('Vegan');
  await expect(stepper(page, 'Weekend Pass').input).toHaveValue('1');

  await fields.email.fill('mine@example.com');
  await page.evaluate(() => {
    const element = document.querySelector('box-office');
    element?.setAttribute('name', 'Grace Hopper');
    element?.setAttribute('email', 'org@example.com');
    element?.setAttribute('answer-dietary', 'None');
  });
  await expect(fields.name).toHaveValue('Grace Hopper');
  await expect(fields.dietary).toHaveValue('None');
  await expect(fields.email).toHaveValue('mine@example.com');
  // The basket stays the buyer's: a prefill change is not a new mount.
  await expect(stepper(page, 'Weekend Pass').input).toHaveValue('1');
  expect(problems.pageErrors).toEqual([]);
});

test('mount() takes answers and items as objects, and update() changes the prefill', async ({
  page,
  problems,
}) => {
  const url = await servePage(
    page,
    '/mount-host.html',
    hostHtml('<div id="tickets"></div><script src="/boxoffice.js"></script>'),
  );
  await page.goto(url);
  await page.evaluate(() => {
    const widget = window.BoxOffice?.mount('#tickets', {
      key: 'pk_test_demo',
      event: 'summer-fest',
      name: 'Ada Lovelace',
      answers: { EMERGENCY_CONTACT: 'Charles' },
      items: [
        { tier: 'day', quantity: 2 },
        { tier: 'weekend', quantity: 1 },
      ],
    });
    Object.assign(window, { widget });
  });
  const fields = buyerFields(page);
  await expect(fields.name).toHaveValue('Ada Lovelace');
  await expect(fields.emergency).toHaveValue('Charles');
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('2');
  await expect(stepper(page, 'Weekend Pass').input).toHaveValue('1');
  await page.evaluate(() =>
    (window as unknown as { widget: { update(o: object): void } }).widget.update({
      name: 'Grace Hopper',
    }),
  );
  await expect(fields.name).toHaveValue('Grace Hopper');
  expect(problems.pageErrors).toEqual([]);
});

test('in iframe mode the prefill reaches the frame by message, never in a URL', async ({
  page,
  problems,
}) => {
  const requests = requestsOf(page);
  await openWidget(page, {
    event: 'summer-fest',
    extra:
      'data-mode="iframe" data-name="Ada Lovelace" data-email="ada@example.com" data-answer-dietary="Vegan" data-items="day:2"',
  });
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada Lovelace');
  await expect(frame.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ada@example.com');
  await expect(frame.getByRole('textbox', { name: /^Dietary/ })).toHaveValue('Vegan');
  await expect(frame.getByRole('spinbutton', { name: 'Day Ticket: quantity' })).toHaveValue('2');
  const src = (await page.locator('iframe').getAttribute('src')) ?? '';
  expect(new URL(src, ORIGIN).searchParams.get('items')).toBe('day:2');
  expect(requests.some((url) => url.includes('/embed.html'))).toBe(true);
  for (const url of requests) expect(url).not.toMatch(/Lovelace|ada%40|ada@|Vegan/);
  expect(problems.pageErrors).toEqual([]);
});

test('the examples of embedding.md pre-fill what they say', async ({ page, problems }) => {
  const example = (name: string) => withOrigins(namedBlock('embedding.md', name), { cdn: '' });
  const fields = buyerFields(page);
  await page.goto(await servePage(page, '/docs/prefill.html', hostHtml(example('prefill'))));
  await expect(fields.name).toHaveValue('Ada Lovelace');
  await expect(fields.email).toHaveValue('ada@example.com');
  await expect(fields.dietary).toHaveValue('Vegetarian');
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('2');
  await expect(stepper(page, 'Weekend Pass').input).toHaveValue('1');
  await expect(totalRow(page)).toBeVisible();

  await page.goto(
    await servePage(page, '/docs/prefill-mount.html', hostHtml(example('prefill-mount'))),
  );
  await expect(fields.name).toHaveValue('Ada Lovelace');
  await expect(fields.email).toHaveValue('ada@example.com');
  await expect(fields.dietary).toHaveValue('Vegetarian');
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('2');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the configurator offers prefill and items, with a live preview and the snippet', async ({
  page,
  problems,
}) => {
  await page.goto('/configurator.html');
  const preview = page.locator('#preview');
  const snippet = page.locator('#snippet');
  await expect(preview.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();

  await page.getByLabel("Buyer's name").fill('Ada "The Countess" Lovelace');
  await page.getByLabel(/^Answers/).fill('dietary=Vegan');
  await expect(preview.getByRole('textbox', { name: /^Name/ })).toHaveValue(
    'Ada "The Countess" Lovelace',
  );
  await expect(preview.getByRole('textbox', { name: /^Dietary/ })).toHaveValue('Vegan');
  await page.getByLabel(/^Tickets in the basket/).fill('day:2');
  await page.getByLabel(/^Tickets in the basket/).press('Tab');
  await expect(preview.getByRole('spinbutton', { name: 'Day Ticket: quantity' })).toHaveValue('2');
  await expect(snippet).toContainText('data-name="Ada &quot;The Countess&quot; Lovelace"');
  await expect(snippet).toContainText('data-items="day:2"');
  await expect(snippet).toContainText('data-answer-dietary="Vegan"');
  expect(problems.pageErrors).toEqual([]);
});
