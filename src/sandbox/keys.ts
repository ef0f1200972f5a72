/**
 * The sandbox's demo credentials (docs/sandbox.md). A credential (publishable key or bearer
 * token) resolves to an account: which events it sells, live or test mode, its palette,
 * its webhook secret and the sites that may call it (CORS) or frame it.
 */

/** One demo account as the sandbox knows it. */
export interface Account {
  /** Stable id, also the scope of idempotency keys and rate-limit buckets. */
  id: string;
  livemode: boolean;
  /** Event slugs this account sells; `'all'` for every fixture. */
  events: readonly string[] | 'all';
  /** Palette id (see palettes.ts). */
  paletteId: string;
  /** Secret used to sign `order.paid` webhooks (`X-Sell-Signature`). */
  webhookSecret: string;
  /** Which hosts may frame the checkout, besides the sandbox's own address: see {@link frameOrigins}. */
  frameHosts: readonly string[];
}

/** This machine's two names: `npm start` prints either, depending on how the system resolves them. */
const LOOPBACK = ['localhost', '127.0.0.1'];

const DEMO: Account = {
  id: 'acct_demo',
  livemode: false,
  events: 'all',
  paletteId: 'sunset',
  webhookSecret: 'whsec_test_demo',
  frameHosts: LOOPBACK,
};
const LIMITED: Account = {
  id: 'acct_limited',
  livemode: false,
  events: ['community-meetup'],
  paletteId: 'forest',
  webhookSecret: 'whsec_test_limited',
  frameHosts: LOOPBACK,
};
const LIVE: Account = {
  id: 'acct_live',
  livemode: true,
  events: 'all',
  paletteId: 'midnight',
  webhookSecret: 'whsec_live_demo',
  frameHosts: LOOPBACK,
};

/** Publishable keys (`X-Sell-Key`) and bearer tokens (`Authorization: Bearer`). */
const CREDENTIALS: ReadonlyMap<string, Account> = new Map([
  ['pk_test_demo', DEMO],
  ['tok_test_demo', DEMO],
  ['pk_test_limited', LIMITED],
  ['tok_test_limited', LIMITED],
  ['pk_live_demo', LIVE],
  ['tok_live_demo', LIVE],
]);

/** Every demo account (for webhook secrets and docs). */
export const ACCOUNTS: readonly Account[] = [DEMO, LIMITED, LIVE];

/** The account of a key or token, or `undefined` when unknown. */
export function accountFor(credential: string | null | undefined): Account | undefined {
  return credential ? CREDENTIALS.get(credential) : undefined;
}

/** Reads the credential of a request: `X-Sell-Key` first, else `Authorization: Bearer`. */
export function credentialOf(headers: Headers): string | null {
  const key = headers.get('x-sell-key')?.trim();
  if (key) return key;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Whether the account may sell the event with this slug. */
export function maySell(account: Account, slug: string): boolean {
  return account.events === 'all' || account.events.includes(slug);
}

/**
 * CORS: every demo account accepts any `http(s)://localhost:*` and `http(s)://127.0.0.1:*`
 * page, the sandbox's own pages at the address the request came to (`requestUrl`: with
 * `HOST=0.0.0.0`, a phone opens the demo at the machine's network address), and the
 * sandbox's extra origins (`SANDBOX_EXTRA_ORIGINS`: a site on another host, such as a local
 * WordPress). Preflights carry no key, so they are answered for this same union.
 */
export function isAllowedOrigin(
  _account: Account | null,
  origin: string,
  requestUrl?: string,
  extraOrigins: readonly string[] = [],
): boolean {
  return (
    /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/.test(origin) ||
    (requestUrl !== undefined && origin === new URL(requestUrl).origin) ||
    extraOrigins.includes(origin)
  );
}

/**
 * `GET /config/frame-origins`: the pages allowed to frame this key's checkout: its hosts on
 * the port the request came in on, the sandbox's own address as the request named it (so the
 * demo's iframe page works at whichever address `npm start` printed, or `HOST`'s), and the
 * sandbox's extra origins (`SANDBOX_EXTRA_ORIGINS`). Any other page is a refused framer.
 */
export function frameOrigins(
  account: Account,
  requestUrl: string,
  extraOrigins: readonly string[] = [],
): string[] {
  const { port, origin } = new URL(requestUrl);
  const hosts = account.frameHosts.map((host) => `http://${host}${port ? `:${port}` : ''}`);
  return [...new Set([...hosts, origin, ...extraOrigins])];
}
