/** Types shared by the sandbox's routes and middlewares. */
import type { Hono } from 'hono';
import type { SandboxCore } from './core.ts';
import type { Faults } from './faults.ts';
import type { Account } from './keys.ts';
import type { RateLimiter } from './rate-limit.ts';

/** Hono environment: what the auth and fault middlewares leave for the handlers. */
export interface SandboxEnv {
  Variables: {
    account: Account;
    /** Injected delay for this request (see faults.ts). */
    delayMs: number;
  };
}

/** The app type every route module registers on. */
export type SandboxApp = Hono<SandboxEnv>;

/** Everything a route needs. */
export interface SandboxDeps {
  core: SandboxCore;
  limiter: RateLimiter;
  faults: Faults;
}

/** The origin (`http://host:port`) a request came in on. */
export function requestOrigin(url: string): string {
  return new URL(url).origin;
}

/** Resolves after `ms` (0: at once). */
export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
