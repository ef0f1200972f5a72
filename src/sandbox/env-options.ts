/**
 * Where `npm start` listens (`PORT`, `HOST`: `listenFromEnv`, read by vite.config.ts), and the
 * sandbox options from environment variables (used by the vite plugin, i.e. `npm start` and
 * the Playwright webServer):
 * - `SANDBOX_HOLD_MS`: inventory hold of an unpaid checkout (default 900000 = 15 min);
 * - `SANDBOX_PAYMENT_MS`: how long Pay stays `processing` (default 1500);
 * - `SANDBOX_WEBHOOK_URL`: where `order.paid` is POSTed (default: nowhere);
 * - `SANDBOX_WEBHOOK_BACKOFF_MS`: first webhook retry delay (default 500, doubling);
 * - `SANDBOX_RATE_CAPACITY`, `SANDBOX_RATE_REFILL`: token bucket per key (default 120, 30/s);
 * - `SANDBOX_PREFLIGHT_DELAY_MS`: how long a CORS preflight's answer is held (default 0;
 *   `npm run bench` sets the emulated latency, which Chromium does not apply to preflights);
 * - `SANDBOX_EXTRA_ORIGINS`: comma-separated origins (`http://127.0.0.1:8089,https://shop.test`)
 *   that may call the API and frame the checkout besides localhost (default none);
 * - `SANDBOX_TODAY`: where the catalogue's clock starts, an ISO date or instant
 *   (`2027-02-13T20:00Z`), or `now` for the real clock (default: `CATALOGUE_DAY`).
 */
import { clockFrom, type SandboxOptions } from './core.ts';

const num = (raw: string | undefined): number | undefined => {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The origins of a comma-separated list, each as the browser sends it in `Origin` (scheme,
 * host, port; no path). An entry that is not such an origin is left out, as a malformed
 * variable is: a path or `*` would widen what a typo lets in.
 */
export function originsOf(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    const text = entry.trim().replace(/\/$/, '');
    try {
      const url = new URL(text);
      if (/^https?:$/.test(url.protocol) && url.origin === text && !origins.includes(text))
        origins.push(text);
    } catch {
      // Not a URL: left out.
    }
  }
  return origins;
}

/** Reads the `SANDBOX_*` variables; unset or malformed ones keep their defaults. */
export function optionsFromEnv(env: Record<string, string | undefined>): Partial<SandboxOptions> {
  const opts: Partial<SandboxOptions> = {};
  const holdMs = num(env.SANDBOX_HOLD_MS);
  if (holdMs !== undefined) opts.holdMs = holdMs;
  const paymentMs = num(env.SANDBOX_PAYMENT_MS);
  if (paymentMs !== undefined) opts.paymentProcessingMs = paymentMs;
  const backoff = num(env.SANDBOX_WEBHOOK_BACKOFF_MS);
  if (backoff !== undefined) opts.webhookBackoffMs = backoff;
  const preflight = num(env.SANDBOX_PREFLIGHT_DELAY_MS);
  if (preflight !== undefined) opts.preflightDelayMs = preflight;
  if (env.SANDBOX_WEBHOOK_URL) opts.webhookUrl = env.SANDBOX_WEBHOOK_URL;
  const extraOrigins = originsOf(env.SANDBOX_EXTRA_ORIGINS);
  if (extraOrigins.length > 0) opts.extraOrigins = extraOrigins;
  const today = env.SANDBOX_TODAY?.trim();
  if (today === 'now') opts.catalogueNow = () => Date.now();
  else if (today && Number.isFinite(Date.parse(today))) {
    opts.catalogueNow = clockFrom(Date.parse(today));
  }
  const capacity = num(env.SANDBOX_RATE_CAPACITY);
  const refill = num(env.SANDBOX_RATE_REFILL);
  if (capacity !== undefined || refill !== undefined) {
    opts.rateLimit = { capacity: capacity ?? 120, refillPerSec: refill ?? 30 };
  }
  return opts;
}

/** Where `npm start` (Vite's preview server) listens. */
export interface Listen {
  port: number;
  host: string;
}

/**
 * `PORT` (default 5173) and `HOST` (default 127.0.0.1). The sandbox takes checkouts and
 * payments from whoever reaches it, so it listens on this machine only unless the person
 * starting it names an interface (`HOST=0.0.0.0`: every one). 127.0.0.1 rather than
 * `localhost`, which may resolve to ::1 alone and leave http://127.0.0.1:<port> unanswered
 * (the e2e specs use it as a second origin); browsers reach it as localhost too.
 */
export function listenFromEnv(env: Record<string, string | undefined>): Listen {
  return { port: Number(env.PORT ?? 5173), host: env.HOST?.trim() || '127.0.0.1' };
}
