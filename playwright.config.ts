import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { missing } from './e2e/engines/drivers';
import type { EngineOptions } from './e2e/engines/fixtures';

/**
 * Debian's Chromium where it exists (CI, this machine), or the one BOXOFFICE_SYSTEM_CHROMIUM
 * names; elsewhere Playwright's own full Chromium (`channel: 'chromium'`, headless), which
 * scripts/ensure-browser.mjs installs before the tests when it is missing.
 */
const systemChromium = process.env.BOXOFFICE_SYSTEM_CHROMIUM || '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const port = Number(process.env.E2E_PORT ?? 5174);

/**
 * The buyer flows of e2e/engines/ run in Firefox and WebKit too (Chromium runs every spec),
 * each where its browser is installed; e2e/engines/report.ts says which ran and why not.
 */
const otherEngines = (['firefox', 'webkit'] as const).filter((engine) => !missing(engine));

/**
 * The throwaway WordPress of `npm run test:wordpress` (scripts/test-wordpress.mjs starts it and
 * sets this): its specs, e2e/wordpress/, run against it in Chromium, one at a time (they share
 * its settings), and the sandbox lets its origin frame the checkout and call the API.
 */
const wordpress = process.env.E2E_WORDPRESS_URL;
const chromium = {
  ...devices['Desktop Chrome'],
  ...(executablePath ? { launchOptions: { executablePath } } : { channel: 'chromium' }),
};

export default defineConfig<EngineOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './e2e/engines/report.ts',
  // Screenshots are Chromium's only: their names carry no project (as before there were three).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: 'wordpress/**', use: chromium },
    ...otherEngines.map((engine) => ({
      name: engine,
      testMatch: 'engines/**/*.spec.ts',
      // A WebKit test starts its own browser process; both drive pages through a slower protocol.
      timeout: 90_000,
      use: { engine },
    })),
    ...(wordpress
      ? [
          {
            name: 'wordpress',
            testMatch: 'wordpress/**/*.spec.ts',
            workers: 1,
            // A test there loads WordPress's admin, whose block editor is a large application.
            timeout: 60_000,
            use: { ...chromium, baseURL: wordpress },
          },
        ]
      : []),
  ],
  webServer: {
    // The same server as `npm start` (built widget + demo pages + sandbox), on its own port.
    command: `npx vite preview --port ${port} --strictPort`,
    env: {
      PORT: String(port),
      SANDBOX_HOLD_MS: '900000',
      // Every spec shares pk_test_demo; a bucket sized for one buyer would throttle the suite.
      SANDBOX_RATE_CAPACITY: '2000',
      SANDBOX_RATE_REFILL: '500',
      ...(wordpress ? { SANDBOX_EXTRA_ORIGINS: new URL(wordpress).origin } : {}),
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
