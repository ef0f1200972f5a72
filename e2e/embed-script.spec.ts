/**
 * The script tag and the JS API (docs/embedding.md): one console error + a visible notice for a
 * bad attribute, several independent widgets per page, data-target, mount/update/unmount.
 */
import { readFileSync } from 'node:fs';
import { expect, hostEvents, hostHtml, recordHostEvents, servePage, test } from './fixtures';

const tag = (attributes: string) => `<script src="/boxoffice.js" async ${attributes}></script>`;

test('a bad attribute logs exactly one [boxoffice] error naming it and shows a notice, without throwing', async ({
  page,
  problems,
}) => {
  await page.goto(
    await servePage(
      page,
      '/test/bad-accent.html',
      hostHtml(tag('data-event="summer-fest" data-key="pk_test_demo" data-accent="red"')),
    ),
  );
  await expect(page.getByRole('alert')).toContainText('data-accent');
  expect(problems.consoleErrors).toHaveLength(1);
  expect(problems.consoleErrors[0]).toMatch(/^\[boxoffice\] data-accent .*#rrggbb/);
  expect(problems.pageErrors).toEqual([]);
});

test('a missing key names data-key and the fix', async ({ page, problems }) => {
  await page.goto(
    await servePage(page, '/test/no-key.html', hostHtml(tag('data-event="summer-fest"'))),
  );
  await expect(page.getByRole('alert')).toContainText('data-key');
  expect(problems.consoleErrors).toEqual([
    expect.stringMatching(/^\[boxoffice\] data-key is missing: .*publishable key/),
  ]);
  expect(problems.pageErrors).toEqual([]);
});

test('two script tags give two independent widgets', async ({ page, problems }) => {
  await recordHostEvents(page);
  await page.goto(
    await servePage(
      page,
      '/test/two-tags.html',
      hostHtml(
        `<section id="a"></section><section id="b"></section>
        ${tag('data-target="#a" data-event="tokyo-jazz-night" data-key="pk_test_demo"')}
        ${tag('data-target="#b" data-event="community-meetup" data-key="pk_test_demo" data-theme="dark"')}`,
      ),
    ),
  );
  const a = page.locator('#a');
  const b = page.locator('#b');
  await expect(a.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
  await expect(b.getByRole('heading', { name: 'Web Community Meetup #42' })).toBeVisible();
  await expect(a.locator('[data-boxoffice]')).toHaveAttribute('data-theme', 'auto');
  await expect(b.locator('[data-boxoffice]')).toHaveAttribute('data-theme', 'dark');

  await a.getByRole('button', { name: 'Standard: add one' }).click();
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'boxoffice:basket'))
    .toEqual([
      {
        name: 'boxoffice:basket',
        target: 'a',
        detail: {
          items: [{ tier: 'standard', name: 'Standard', price: 4500, quantity: 1 }],
          quantity: 1,
          currency: 'JPY',
          value: 4500,
        },
      },
    ]);
  const ready = (await hostEvents(page)).filter((e) => e.name === 'boxoffice:ready');
  expect(ready.map((e) => e.target).sort()).toEqual(['a', 'b']);
  expect(problems.pageErrors).toEqual([]);
});

test('a script tag without data-target mounts right after itself', async ({ page }) => {
  await page.goto(
    await servePage(
      page,
      '/test/after.html',
      hostHtml(
        `<p id="before">Before</p>${tag('id="s" data-event="community-meetup" data-key="pk_test_demo"')}<p id="after">After</p>`,
      ),
    ),
  );
  await expect(page.getByRole('heading', { name: 'Web Community Meetup #42' })).toBeVisible();
  const order = await page.evaluate(() => {
    const next = document.querySelector('#s')?.nextElementSibling;
    return [next?.tagName, next?.nextElementSibling?.id];
  });
  expect(order).toEqual(['DIV', 'after']);
});

test('window.BoxOffice mounts, updates and unmounts without throwing', async ({
  page,
  problems,
}) => {
  await page.goto(
    await servePage(page, '/test/api.html', hostHtml(`<div id="slot"></div>${tag('')}`)),
  );
  await page.waitForFunction(() => 'BoxOffice' in window);
  const version = await page.evaluate(() => window.BoxOffice?.version);
  expect(version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);

  await page.evaluate(() => {
    const handle = window.BoxOffice?.mount('#slot', {
      key: 'pk_test_demo',
      event: 'community-meetup',
    });
    Object.assign(window, { handle });
  });
  const slot = page.locator('#slot');
  await expect(slot.getByRole('heading', { name: 'Web Community Meetup #42' })).toBeVisible();

  await page.evaluate(() => {
    const { handle } = window as unknown as { handle: { update(o: object): void } };
    handle.update({ theme: 'dark', event: 'tokyo-jazz-night' });
  });
  await expect(slot.locator('[data-boxoffice]')).toHaveAttribute('data-theme', 'dark');
  await expect(slot.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();

  await page.evaluate(() => {
    const { handle } = window as unknown as { handle: { unmount(): void } };
    handle.unmount();
  });
  await expect(slot.locator('[data-boxoffice]')).toHaveCount(0);

  const result = await page.evaluate(() => {
    const handle = window.BoxOffice?.mount('#nowhere', { key: 'pk_test_demo' });
    handle?.update({ theme: 'dark' });
    handle?.unmount();
    return typeof handle?.unmount;
  });
  expect(result).toBe('function');
  expect(problems.consoleErrors).toEqual([
    expect.stringMatching(/^\[boxoffice\] mount\(\): no element matches "#nowhere"/),
  ]);
  expect(problems.pageErrors).toEqual([]);
});

test('the language follows data-lang, then <html lang>', async ({ page }) => {
  await page.goto(
    await servePage(
      page,
      '/test/lang.html',
      hostHtml(
        `<div id="x"></div><div id="y"></div>
        ${tag('data-target="#x" data-event="community-meetup" data-key="pk_test_demo"')}
        ${tag('data-target="#y" data-lang="en-GB" data-event="community-meetup" data-key="pk_test_demo"')}`,
        { lang: 'de' },
      ),
    ),
  );
  // The root on screen: the loader's placeholder while the app loads (the app's own root is
  // hidden behind it until the event shows), then the app's.
  await expect(page.locator('#x .bo:visible')).toHaveAttribute('lang', /^de/);
  await expect(page.locator('#y .bo:visible')).toHaveAttribute('lang', /^en/);
  await expect(page.locator('#x').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('#x .bo:visible')).toHaveAttribute('lang', /^de/);
  await expect(page.locator('#y .bo:visible')).toHaveAttribute('lang', /^en/);
});

test('inline mode dispatches the host events on the mount element', async ({ page }) => {
  await recordHostEvents(page);
  await page.goto(
    await servePage(
      page,
      '/test/inline-events.html',
      hostHtml(
        `<div id="shop"></div>${tag('data-target="#shop" data-event="tokyo-jazz-night" data-key="pk_test_demo"')}`,
      ),
    ),
  );
  const shop = page.locator('#shop');
  await shop.getByRole('button', { name: 'Premium with a drink: add one' }).click();
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => `${e.name}@${e.target}`))
    .toEqual(
      expect.arrayContaining([
        'boxoffice:ready@shop',
        'boxoffice:basket@shop',
        'boxoffice:quote@shop',
      ]),
    );
  const quote = (await hostEvents(page)).find((e) => e.name === 'boxoffice:quote');
  expect(quote?.detail).toMatchObject({ currency: 'JPY' });
});

test('the ES module build mounts the same widget and exports its version', async ({
  page,
  problems,
}) => {
  await page.goto(
    await servePage(
      page,
      '/test/esm.html',
      hostHtml(`<div id="esm"></div>
        <script type="module">
          import { mount, version, defineElement } from '/boxoffice.mjs';
          defineElement();
          const handle = mount('#esm', { key: 'pk_test_demo', event: 'community-meetup' });
          document.body.dataset.version = version;
          document.body.dataset.handle = typeof handle.unmount;
        </script>`),
    ),
  );
  await expect(
    page.locator('#esm').getByRole('heading', { name: 'Web Community Meetup #42' }),
  ).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-handle', 'function');
  await expect(page.locator('body')).toHaveAttribute('data-version', /^\d+\.\d+\.\d+/);
  expect(problems.pageErrors).toEqual([]);
});

test('a script tag in <head> mounts into the page body', async ({ page, problems }) => {
  await page.goto(
    await servePage(
      page,
      '/test/head.html',
      hostHtml('<p>Body text</p>', {
        head: tag('data-event="community-meetup" data-key="pk_test_demo"'),
      }),
    ),
  );
  await expect(
    page
      .locator('body [data-boxoffice]')
      .getByRole('heading', { name: 'Web Community Meetup #42' }),
  ).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
