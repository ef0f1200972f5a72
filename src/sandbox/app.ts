/**
 * The sandbox API as a Hono app: the sell API under `/api/v1/sell`, sandbox pages under
 * `/sandbox`. Middleware order for the API: sweep due transitions → preflight delay
 * (`preflightDelayMs`, OPTIONS only) → CORS (preflights end here) → injected faults →
 * auth (401) → origin per key (403) → rate limit (429).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxEnv } from './context.ts';
import {
  CATALOGUE_DAY,
  clockFrom,
  DEFAULT_OPTIONS,
  SandboxCore,
  type SandboxOptions,
} from './core.ts';
import { Faults, faultCode } from './faults.ts';
import { failure, sendFailure } from './http-errors.ts';
import { accountFor, credentialOf, isAllowedOrigin } from './keys.ts';
import { RateLimiter } from './rate-limit.ts';
import { registerCatalog } from './routes-catalog.ts';
import { registerPages } from './routes-pages.ts';
import { registerSales } from './routes-sales.ts';

/** A running sandbox: the app, its state, and `close()` to clear its timers. */
export interface Sandbox {
  app: Hono<SandboxEnv>;
  core: SandboxCore;
  /** Restores the fixtures (same as `POST /sandbox/reset`). */
  reset(): void;
  close(): void;
}

/** Creates a sandbox; every option has a default (see {@link DEFAULT_OPTIONS}). */
export function createSandbox(options: Partial<SandboxOptions> = {}): Sandbox {
  const opts: SandboxOptions = {
    ...DEFAULT_OPTIONS,
    catalogueNow: clockFrom(Date.parse(CATALOGUE_DAY)),
    ...options,
  };
  const core = new SandboxCore(opts);
  const limiter = new RateLimiter(opts.rateLimit.capacity, opts.rateLimit.refillPerSec, opts.now);
  const faults = new Faults();
  const app = new Hono<SandboxEnv>();
  const api = '/api/v1/sell';

  app.use('*', async (_c, next) => {
    core.sweep();
    await next();
  });

  if (opts.preflightDelayMs > 0) {
    app.use(`${api}/*`, async (c, next) => {
      if (c.req.method === 'OPTIONS')
        await new Promise((r) => setTimeout(r, opts.preflightDelayMs));
      await next();
    });
  }

  app.use(
    `${api}/*`,
    cors({
      // Preflights carry no key: they are answered for the union of the demo keys' origins.
      origin: (origin, c) =>
        isAllowedOrigin(null, origin, c.req.url, opts.extraOrigins) ? origin : null,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['X-Sell-Key', 'Authorization', 'Idempotency-Key', 'Content-Type'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  app.use(`${api}/*`, gate(api, opts, faults, limiter));

  const deps = { core, limiter, faults };
  registerCatalog(app, deps);
  registerSales(app, deps);
  registerPages(app, deps);

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? sendFailure(c, failure(404, 'not_found', 'No such resource.'))
      : c.text('Not found', 404),
  );
  app.onError((err, c) => {
    console.error('[sandbox]', err);
    return sendFailure(c, failure(500, 'internal_error', 'The sandbox failed; see its log.'));
  });

  return {
    app,
    core,
    reset() {
      core.reset();
      faults.clear();
      limiter.reset();
    },
    close: () => core.close(),
  };
}

/**
 * What every API request passes before its route: an injected fault (`/sandbox/faults`), then
 * the credential, the page's origin and the rate limit, each answered with the API's error.
 */
function gate(
  api: string,
  opts: SandboxOptions,
  faults: Faults,
  limiter: RateLimiter,
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    c.set('delayMs', 0);
    const fault = faults.take(c.req.method, c.req.path.slice(api.length));
    if (fault?.delayMs && (fault.status !== undefined || !c.req.path.endsWith('/checkout'))) {
      await new Promise((r) => setTimeout(r, fault.delayMs));
    } else if (fault?.delayMs) {
      c.set('delayMs', fault.delayMs);
    }
    if (fault?.status !== undefined) {
      if (fault.retryAfter !== undefined) c.header('Retry-After', String(fault.retryAfter));
      const code = faultCode(fault.status);
      const f = failure(503, code, `Injected fault: ${fault.status} ${code}.`);
      return c.json(f.body, fault.status as 503);
    }
    const account = accountFor(credentialOf(c.req.raw.headers));
    if (!account) {
      return sendFailure(
        c,
        failure(401, 'unauthorized', 'Send a valid X-Sell-Key or Bearer token.'),
      );
    }
    const origin = c.req.header('origin');
    if (origin && !isAllowedOrigin(account, origin, c.req.url, opts.extraOrigins)) {
      return sendFailure(
        c,
        failure(403, 'forbidden', `Origin ${origin} is not allowed for this key.`),
      );
    }
    const wait = limiter.take(account.id);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return sendFailure(c, failure(429, 'rate_limited', 'Too many requests. Retry later.'));
    }
    c.set('account', account);
    await next();
  };
}
