/** Helpers for the sandbox's own tests: a real server per suite and small request wrappers. */

import { expect } from 'vitest';
import { ErrorBody, EventDetail } from '../api/schemas.ts';
import { createSandbox, type Sandbox } from './app.ts';
import type { SandboxOptions } from './core.ts';
import { type RunningSandbox, startSandbox } from './server.ts';

/** A test client bound to a running sandbox. */
export interface TestClient {
  sb: RunningSandbox;
  url: string;
  /** fetch against the sandbox with `X-Sell-Key` (unless `key` is null). */
  api(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  /** POST JSON to `/api/v1/sell<path>`. */
  post(
    path: string,
    body: unknown,
    init?: RequestInit & { key?: string | null; idem?: string },
  ): Promise<Response>;
}

/** Starts a sandbox on an ephemeral port (payments complete at once unless overridden). */
export async function startTestSandbox(opts: Partial<SandboxOptions> = {}): Promise<TestClient> {
  const sb = await startSandbox({ paymentProcessingMs: 0, ...opts });
  const api: TestClient['api'] = (path, init = {}) => {
    const { key = 'pk_test_demo', ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key !== null) headers.set('X-Sell-Key', key);
    return fetch(`${sb.url}/api/v1/sell${path}`, { ...rest, headers });
  };
  return {
    sb,
    url: sb.url,
    api,
    post(path, body, init = {}) {
      const { idem, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('Content-Type', 'application/json');
      if (idem) headers.set('Idempotency-Key', idem);
      return api(path, { ...rest, method: 'POST', headers, body: JSON.stringify(body) });
    },
  };
}

/**
 * A sandbox called in process (no server, no socket), for tests on `vi.useFakeTimers()`:
 * its delays and holds are its own timers, so a test steps the clock past them instead of
 * waiting and guessing how fast the machine answers.
 */
export function inProcessSandbox(opts: Partial<SandboxOptions> = {}) {
  const sandbox: Sandbox = createSandbox({ paymentProcessingMs: 0, ...opts });
  const base = 'http://localhost:5173/api/v1/sell';
  const headers = (idem?: string) => ({
    'X-Sell-Key': 'pk_test_demo',
    'Content-Type': 'application/json',
    ...(idem ? { 'Idempotency-Key': idem } : {}),
  });
  return {
    sandbox,
    get: (path: string) => sandbox.app.request(`${base}${path}`, { headers: headers() }),
    post: (path: string, body: unknown, idem?: string) =>
      sandbox.app.request(`${base}${path}`, {
        method: 'POST',
        headers: headers(idem),
        body: JSON.stringify(body),
      }),
  };
}

/** `response` once it has come (read `answer.response`), undefined until then. */
export function watch(response: Response | Promise<Response>) {
  const answer: { response?: Response } = {};
  void Promise.resolve(response).then((r) => {
    answer.response = r;
  });
  return answer;
}

/** A valid paid summer-fest checkout body (override parts as needed). */
export function summerCheckout(overrides: Record<string, unknown> = {}) {
  return {
    event: 'summer-fest',
    items: [{ tier: 'day', quantity: 2 }],
    customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    answers: { emergency_contact: 'Charles, +4915112345678' },
    returnUrl: 'http://localhost:5173/shop?x=1#tickets',
    ...overrides,
  };
}

/** A valid free community-meetup checkout body. */
export function freeCheckout(overrides: Record<string, unknown> = {}) {
  return {
    event: 'community-meetup',
    items: [{ tier: 'general', quantity: 1 }],
    customer: { name: 'Grace Hopper', email: 'grace@example.com' },
    ...overrides,
  };
}

/** A fresh idempotency key. */
export const idem = () => `idem_${Math.random().toString(36).slice(2)}`;

/** Asserts `res` is the error `status` / `code` and returns its body's `error`. */
export async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const { error } = ErrorBody.parse(await res.json());
  expect(error.code).toBe(code);
  return error;
}

/** Checkout helpers bound to one test client: POST /checkout, the summer-fest event, what a tier has left. */
export function checkoutHelpers(client: () => TestClient) {
  return {
    checkout: (body: unknown, key = idem(), sellKey?: string) =>
      client().post('/checkout', body, { idem: key, ...(sellKey ? { key: sellKey } : {}) }),
    summer: async () => EventDetail.parse(await (await client().api('/events/summer-fest')).json()),
    tierLeft: (e: EventDetail, id: string) => e.tiers.find((x) => x.id === id)?.available,
  };
}
