/**
 * The buyer's paths in every engine (Chromium, Firefox, WebKit: see e2e/engines/drivers.ts):
 * a paid purchase through the sandbox payment page and back, with the basket limits, a
 * promo code and the quoted total; a declined payment and "Try again" with the form as it
 * was; a free purchase.
 */
import { type Buyer, expect, hostPage, test } from './fixtures';

const widget = (attributes: string) =>
  hostPage(`<div id="shop"><script src="/boxoffice.js" async ${attributes}></script></div>`);
const plus = (tier: string) => ({ css: 'button', text: `${tier}: add one` });
const minus = (tier: string) => ({ css: 'button', text: `${tier}: remove one` });
const input = (name: string) => ({ css: `input[name="${name}"]` });
const quantity = (buyer: Buyer, tier: string) =>
  buyer.run(
    (lib, label) =>
      (
        lib.all('input').find((i) => i.getAttribute('aria-label') === label) as
          | HTMLInputElement
          | undefined
      )?.value,
    `${tier}: quantity`,
  );
const email = (tag: string) => `${tag}-${Date.now().toString(36)}@example.com`;

/** Fills the demo event's required fields. */
async function fillForm(buyer: Buyer, address: string) {
  await buyer.fill(input('customer.name'), 'Grace Hopper');
  await buyer.fill(input('customer.email'), address);
  await buyer.fill(input('answers.emergency_contact'), 'Alan, +49 30 1234567');
}

test('paid: limits hold, a promo code lowers the total, the payment page charges it, back to "paid"', async ({
  buyer,
  site,
}) => {
  const shop = site.page('/shop.html', widget('data-event="summer-fest" data-key="pk_test_demo"'));
  await buyer.goto(shop);
  await buyer.sees('Day Ticket');

  // Six tickets per order across tiers: every + stops, with the reason on screen.
  for (let i = 0; i < 4; i++) await buyer.click(plus('Day Ticket'));
  for (let i = 0; i < 2; i++) await buyer.click(plus('Weekend Pass'));
  await buyer.sees('Maximum 6 tickets per order');
  await buyer.click(plus('Day Ticket'));
  await buyer.until(
    'the Day Ticket quantity at 4',
    async () => (await quantity(buyer, 'Day Ticket')) === '4',
  );
  for (let i = 0; i < 2; i++) await buyer.click(minus('Day Ticket'));
  for (let i = 0; i < 2; i++) await buyer.click(minus('Weekend Pass'));
  await buyer.until(
    'two Day Tickets only',
    async () =>
      (await quantity(buyer, 'Day Ticket')) === '2' &&
      (await quantity(buyer, 'Weekend Pass')) === '0',
  );

  // 2 × €49.50 + €3.00 fees; SUMMER10 takes 10 % of the tickets.
  await buyer.sees('€102.00');
  await buyer.fill({ css: 'input:not([name])[type="text"]' }, 'summer10');
  await buyer.click({ css: 'button', text: 'Apply' });
  await buyer.sees('Code SUMMER10 applied.');
  await buyer.sees('€92.10');

  const address = email('engines-paid');
  await fillForm(buyer, address);
  await buyer.expectNoAxeViolations();
  await buyer.expectClean();
  // Each chunk file was fetched once, by its checked request: the import() that runs it came
  // from the module map, never from a second, unchecked request.
  const chunks = site.requests.filter((r) => /^GET \/bo-[\w-]+\.js$/.test(r));
  expect(chunks.length).toBeGreaterThanOrEqual(3);
  expect(chunks).toEqual([...new Set(chunks)]);
  await buyer.clickTo({ css: '[part~="submit"]', text: 'Pay €92.10' }, /\/sandbox\/pay\/co_/);
  await buyer.until('the payment page', () =>
    buyer.run((lib) => !!lib.find({ css: 'button', text: 'Pay €92.10' })),
  );
  await buyer.clickTo({ css: 'button', text: 'Pay €92.10' }, /\/shop\.html/);

  await buyer.sees('Payment received – you’re going!');
  await buyer.sees(`A confirmation e-mail is on its way to ${address}.`);
  await buyer.sees('2 × Day Ticket');
  expect(new URL(await buyer.url()).searchParams.has('bo_checkout')).toBe(false);
  const events = (await buyer.probe()).events.map((e) => e.name);
  expect(events).toContain('boxoffice:complete');
  await buyer.expectClean();
});

test('declined: the buyer tries again and finds the basket and every field as they were', async ({
  buyer,
  site,
}) => {
  const shop = site.page('/shop.html', widget('data-event="summer-fest" data-key="pk_test_demo"'));
  await buyer.goto(shop);
  await buyer.click(plus('Day Ticket'));
  await buyer.sees('€51.00');
  const address = email('engines-declined');
  await fillForm(buyer, address);
  await buyer.fill(input('answers.dietary'), 'Vegetarian');
  await buyer.clickTo({ css: '[part~="submit"]', text: 'Pay €51.00' }, /\/sandbox\/pay\/co_/);
  await buyer.clickTo({ css: 'button', text: 'Decline' }, /\/shop\.html/);
  await buyer.sees('Payment failed');
  await buyer.click({ css: 'button', text: 'Try again' });
  await buyer.until('the form back', () =>
    buyer
      .run((lib) =>
        ['customer.name', 'customer.email', 'answers.emergency_contact', 'answers.dietary']
          .map(
            (name) =>
              (lib.find({ css: `input[name="${name}"]` }) as HTMLInputElement | null)?.value,
          )
          .join('|'),
      )
      .then((values) => values === `Grace Hopper|${address}|Alan, +49 30 1234567|Vegetarian`),
  );
  expect(await quantity(buyer, 'Day Ticket')).toBe('1');
  await buyer.sees('Pay €51.00');
  await buyer.expectClean();
});

test('free: the tickets are confirmed at once', async ({ buyer, site }) => {
  const shop = site.page(
    '/free.html',
    widget('data-event="community-meetup" data-key="pk_test_demo"'),
  );
  await buyer.goto(shop);
  await buyer.sees('Community Meetup');
  await buyer.click({ css: 'button', text: ': add one' });
  await buyer.fill(input('customer.name'), 'Ada Lovelace');
  await buyer.fill(input('customer.email'), email('engines-free'));
  await buyer.click({ css: '[part~="submit"]' });
  await buyer.sees('You’re going!');
  expect((await buyer.probe()).events.map((e) => e.name)).toContain('boxoffice:complete');
  await buyer.expectClean();
});
