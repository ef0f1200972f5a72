import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from './app.ts';
import { optionsFromEnv } from './env-options.ts';
import { watch } from './test-helpers.ts';

const EVENT_URL = 'http://localhost:5173/api/v1/sell/events/summer-fest';

/** A CORS preflight for `GET /events/summer-fest` from a page of this machine. */
const preflight = (sandbox: Sandbox) =>
  sandbox.app.request(EVENT_URL, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:5173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'x-sell-key',
    },
  });

let sandbox: Sandbox | undefined;
afterEach(() => {
  sandbox?.close();
  sandbox = undefined;
  vi.useRealTimers();
});

// On fake timers: the delay is the sandbox's own timer, so the tests step the clock past it
// and never depend on how fast the machine answers.
describe('preflightDelayMs (SANDBOX_PREFLIGHT_DELAY_MS)', () => {
  it('holds a CORS preflight answer that long, and only the preflight', async () => {
    vi.useFakeTimers();
    sandbox = createSandbox({ preflightDelayMs: 150 });
    const answer = watch(preflight(sandbox));
    await vi.advanceTimersByTimeAsync(149);
    expect(answer.response).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer.response?.status).toBe(204);
    expect(answer.response?.headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:5173',
    );

    const get = watch(
      sandbox.app.request(EVENT_URL, { headers: { 'X-Sell-Key': 'pk_test_demo' } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(get.response?.status).toBe(200);
  });

  it('holds nothing by default', async () => {
    vi.useFakeTimers();
    sandbox = createSandbox();
    const answer = watch(preflight(sandbox));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer.response?.status).toBe(204);
  });

  it('is read from SANDBOX_PREFLIGHT_DELAY_MS', () => {
    expect(optionsFromEnv({ SANDBOX_PREFLIGHT_DELAY_MS: '150' }).preflightDelayMs).toBe(150);
    expect(optionsFromEnv({ SANDBOX_PREFLIGHT_DELAY_MS: '-1' })).toEqual({});
    expect(optionsFromEnv({})).toEqual({});
  });
});
