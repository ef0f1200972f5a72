/**
 * `sell-key`, the key's other name (docs/embedding.md, "In React, Preact and Vue"): the
 * frameworks keep `key` for themselves, so `<box-office sell-key>` is how their pages give the
 * key. It works on a plain page too, as `sellKey` for `mount()` and `data-sell-key`; an equal
 * `key` beside it is fine, a different one is refused with one hint naming both.
 */
import { expect, hostHtml, servePage, test } from './fixtures';

const HEADING = { name: 'Summer Fest 2027' };

test('<box-office sell-key> sells with that key, and changing it starts the widget again', async ({
  page,
  problems,
}) => {
  const keys: string[] = [];
  page.on('request', (request) => {
    const key = request.headers()['x-sell-key'];
    if (key && request.url().includes('/events/')) keys.push(key);
  });
  await page.goto(
    await servePage(
      page,
      '/test/sell-key-element.html',
      hostHtml(
        '<box-office id="a" event="summer-fest" sell-key="pk_test_demo"></box-office><script src="/boxoffice.js" async></script>',
      ),
    ),
  );
  const widget = page.locator('#a');
  await expect(widget.getByRole('heading', HEADING)).toBeVisible();
  await widget.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await expect(widget.getByRole('textbox', { name: /Name/ })).toBeVisible();
  expect(keys).toEqual(['pk_test_demo']);

  // The key of another account: a new mount with it (pk_test_limited may not sell this event).
  await widget.evaluate((element) => element.setAttribute('sell-key', 'pk_test_limited'));
  await expect.poll(() => keys).toEqual(['pk_test_demo', 'pk_test_limited']);
  await expect(widget.getByRole('heading', HEADING)).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});

test('mount() takes sellKey, alone or beside an equal key', async ({ page, problems }) => {
  await page.goto(
    await servePage(
      page,
      '/test/sell-key-mount.html',
      hostHtml(
        `<div id="a"></div><div id="b"></div><script src="/boxoffice.js"></script>
<script>
  BoxOffice.mount('#a', { sellKey: 'pk_test_demo', event: 'summer-fest' });
  BoxOffice.mount('#b', { sellKey: 'pk_test_demo', key: 'pk_test_demo', event: 'tokyo-jazz-night' });
</script>`,
      ),
    ),
  );
  await expect(page.locator('#a').getByRole('heading', HEADING)).toBeVisible();
  await expect(page.locator('#b').getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a script tag reads data-sell-key as its key', async ({ page, problems }) => {
  await page.goto(
    await servePage(
      page,
      '/test/sell-key-script.html',
      hostHtml(
        '<script src="/boxoffice.js" async data-event="summer-fest" data-sell-key="pk_test_demo"></script>',
      ),
    ),
  );
  await expect(page.getByRole('heading', HEADING)).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('sell-key and a different key: one hint naming both, a notice, nothing sold', async ({
  page,
  problems,
}) => {
  await page.goto(
    await servePage(
      page,
      '/test/sell-key-conflict.html',
      hostHtml(
        `<box-office id="a" event="summer-fest" key="pk_live_demo" sell-key="pk_test_demo"></box-office>
<div id="b"></div><script src="/boxoffice.js"></script>
<script>BoxOffice.mount('#b', { key: 'pk_live_demo', sellKey: 'pk_test_demo', event: 'summer-fest' });</script>`,
      ),
    ),
  );
  await expect(page.locator('#a').getByText(/"sell-key" setting needs fixing/)).toBeVisible();
  await expect(page.locator('#b').getByText(/"sellKey" setting needs fixing/)).toBeVisible();
  await expect(page.getByRole('heading', HEADING)).toHaveCount(0);
  expect(problems.consoleErrors.toSorted()).toEqual([
    '[boxoffice] sell-key differs from key: keep one of them.',
    '[boxoffice] sellKey differs from key: keep one of them.',
  ]);
  expect(problems.pageErrors).toEqual([]);
});

test('a framework that drops key: the hint on <box-office> points at sell-key', async ({
  page,
  problems,
}) => {
  await page.goto(
    await servePage(
      page,
      '/test/sell-key-missing.html',
      hostHtml(
        '<box-office event="summer-fest"></box-office><script src="/boxoffice.js" async></script>',
      ),
    ),
  );
  await expect.poll(() => problems.consoleErrors).toHaveLength(1);
  expect(problems.consoleErrors[0]).toBe(
    '[boxoffice] key is missing: add your publishable key ("pk_…") as sell-key, or use token.',
  );
});
