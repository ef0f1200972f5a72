import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where it exists (CI, this machine); Playwright's own browser elsewhere. */
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const port = Number(process.env.E2E_PORT ?? 5174);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: executablePath ? { executablePath } : {},
  },
  webServer: {
    // The same server as `npm start` (built widget + demo pages + sandbox), on its own port.
    command: `npx vite preview --port ${port} --strictPort`,
    env: {
      PORT: String(port),
      SANDBOX_HOLD_MS: '900000',
      // Every spec shares pk_test_demo; a bucket sized for one buyer would throttle the suite.
      SANDBOX_RATE_CAPACITY: '2000',
      SANDBOX_RATE_REFILL: '500',
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
