/**
 * Waiting until nothing more is on its way, for specs that prove something did not happen
 * (no late shift, no second error): every request the page started has ended, and the page
 * has painted twice since without starting another. Whatever the page does with its answers
 * is then on screen, however slow the machine; a fixed wait proves nothing when an answer
 * is late.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** The requests a page (and its frames) started and the ones that ended, as they come. */
export interface Traffic {
  started: Set<Request>;
  ended: Set<Request>;
}

/** Records the requests of `page` that `which` selects (default: all) from now on. */
export function watchTraffic(
  page: Page,
  which: (request: Request) => boolean = () => true,
): Traffic {
  const traffic: Traffic = { started: new Set(), ended: new Set() };
  page.on('request', (request) => {
    if (which(request)) traffic.started.add(request);
  });
  // Answered or not, a request that ended brings nothing more.
  const ended = (request: Request) => {
    if (which(request)) traffic.ended.add(request);
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return traffic;
}

/** Resolves after the document of `root` (e.g. `page.locator(':root')`) painted twice. */
export function paintedTwice(root: Locator): Promise<unknown> {
  return root.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
}

/**
 * Resolves once every request of `traffic` has ended and the document of `root` painted
 * twice since without another request starting.
 */
export async function settled(traffic: Traffic, root: Locator): Promise<void> {
  for (;;) {
    const started = traffic.started.size;
    await expect
      .poll(() => [...traffic.started].filter((r) => !traffic.ended.has(r)).map((r) => r.url()), {
        message: 'requests still in flight',
      })
      .toEqual([]);
    await paintedTwice(root);
    if (traffic.started.size === started) return;
  }
}
