/**
 * Test helper: a `fetch` that answers from routes registered by the test, records every
 * call, honours `AbortSignal`, and lets a test hold an answer back (`defer`) to play out
 * races. Never imported by the widget bundle.
 */

/** What a route answers: a JSON reply, or a network failure. */
export type Reply =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  /** A body sent as it is (not JSON-encoded), e.g. a proxy's HTML page. */
  | { status?: number; text: string; headers?: Record<string, string> }
  | { networkError: true };

/** One recorded request. */
export interface FetchCall {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Handler = (call: FetchCall) => Reply | Promise<Reply>;

/** A promise the test resolves later, for slow answers. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

/** Creates a deferred value. */
export function defer<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Creates a fake fetch. Routes match `METHOD /path` (path after `/api/v1/sell`, query
 * ignored); the route `*` answers every request no other route matches.
 */
export function createFakeFetch() {
  const calls: FetchCall[] = [];
  const routes = new Map<string, Handler[]>();
  /** Registers a handler; several for one route are used in turn, the last one repeats. */
  const on = (route: string, ...handlers: (Handler | Reply)[]) => {
    routes.set(
      route,
      handlers.map((h) => (typeof h === 'function' ? h : () => h)),
    );
  };
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const path = new URL(url).pathname.replace(/^.*\/api\/v1\/sell/, '');
    // Lower-case names: node's Headers does it, happy-dom's does not.
    const headers = Object.fromEntries(
      [...new Headers(init.headers).entries()].map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FetchCall = {
      method: init.method ?? 'GET',
      url,
      path,
      headers,
      body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const list = routes.get(`${call.method} ${path}`) ?? routes.get('*');
    if (!list || list.length === 0)
      throw new TypeError(`fake fetch: no route for ${call.method} ${path}`);
    const handler = list.length > 1 ? (list.shift() as Handler) : (list[0] as Handler);
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (init.signal?.aborted) fail();
      init.signal?.addEventListener('abort', fail);
    });
    const reply = await Promise.race([Promise.resolve(handler(call)), aborted]);
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    const text =
      'text' in reply ? reply.text : reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  /** Calls recorded for one route. */
  const callsTo = (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route);
  return { fetch: fetch as typeof globalThis.fetch, calls, callsTo, on };
}

/** The API's error body. */
export const errorReply = (
  status: number,
  code: string,
  extra: { fields?: { field: string; message: string }[]; headers?: Record<string, string> } = {},
): Reply => ({
  status,
  body: { error: { code, message: code, ...(extra.fields ? { fields: extra.fields } : {}) } },
  ...(extra.headers ? { headers: extra.headers } : {}),
});
