/**
 * The WebKit driver's own recovery: on a loaded machine WebKitWebDriver has closed the
 * connection while starting a session and then answered nothing, failing a flow that had
 * not begun. A session start retries, with a new driver when the old one is gone
 * (`newSession` in drivers.ts); here the driver is killed before a page is asked for.
 */
import { execFileSync } from 'node:child_process';
import { startWebKit, webkitPage } from './drivers';
import { expect, test } from './fixtures';

test('a WebKit page still opens after its driver died', async ({ engine }) => {
  test.skip(engine !== 'webkit', 'about the WebKit driver only');
  const service = await startWebKit();
  try {
    const dead = service.endpoint;
    execFileSync('pkill', ['-f', '--', `WebKitWebDriver --port=${new URL(dead).port}$`]);
    await expect.poll(() => service.alive()).toBe(false);
    const page = await webkitPage(service);
    expect(service.endpoint).not.toBe(dead);
    await page.goto('about:blank');
    expect(await page.url()).toBe('about:blank');
    await page.close();
  } finally {
    await service.stop();
  }
});
