import { afterEach, describe, expect, it } from 'vitest';
import { optionsFromEnv } from './env-options.ts';
import { startTestSandbox, type TestClient } from './test-helpers.ts';

const preflight = (client: TestClient) =>
  fetch(`${client.url}/api/v1/sell/events/summer-fest`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:5173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'x-sell-key',
    },
  });

/** Milliseconds `fn` takes, with its result. */
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

let client: TestClient | undefined;
afterEach(async () => {
  await client?.sb.close();
  client = undefined;
});

describe('preflightDelayMs (SANDBOX_PREFLIGHT_DELAY_MS)', () => {
  it('holds a CORS preflight answer that long, and only the preflight', async () => {
    client = await startTestSandbox({ preflightDelayMs: 150 });
    await preflight(client); // warms the connection
    const [res, ms] = await timed(() => preflight(client as TestClient));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(ms).toBeGreaterThanOrEqual(148);
    const [get, getMs] = await timed(() => (client as TestClient).api('/events/summer-fest'));
    expect(get.status).toBe(200);
    expect(getMs).toBeLessThan(100);
  });

  it('holds nothing by default', async () => {
    client = await startTestSandbox();
    await preflight(client);
    const [res, ms] = await timed(() => preflight(client as TestClient));
    expect(res.status).toBe(204);
    expect(ms).toBeLessThan(100);
  });

  it('is read from SANDBOX_PREFLIGHT_DELAY_MS', () => {
    expect(optionsFromEnv({ SANDBOX_PREFLIGHT_DELAY_MS: '150' }).preflightDelayMs).toBe(150);
    expect(optionsFromEnv({ SANDBOX_PREFLIGHT_DELAY_MS: '-1' })).toEqual({});
    expect(optionsFromEnv({})).toEqual({});
  });
});
