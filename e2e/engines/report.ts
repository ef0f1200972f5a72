/**
 * Playwright's global set-up: says which engines this run covers, and why one is skipped,
 * so a laptop without Firefox or WebKit still runs the rest and knows what it did not run.
 */
import { missing } from './drivers';

export default function report(): void {
  for (const engine of ['firefox', 'webkit'] as const) {
    const why = missing(engine);
    const name = engine === 'firefox' ? 'Firefox' : 'WebKit';
    // CI installs every engine (.ci/run): a missing one there is a broken set-up, not a laptop.
    if (why && process.env.CI) throw new Error(`[e2e] ${name} is required on CI: ${why}`);
    console.log(
      why
        ? `[e2e] ${name}: skipped, ${why}; its buyer flows (e2e/engines/) ran in Chromium only`
        : `[e2e] ${name}: the buyer flows of e2e/engines/ run in it too`,
    );
  }
}
