/**
 * The sell API over `fetch`. Every method resolves to a `Result`; nothing
 * throws. Every body is checked by its schema (`safeParse`), never cast.
 */
import type * as z from 'zod/mini';
import { eventPath, eventsPath, requestHeaders, sellBase } from '../shared/endpoint';
// Not through the `schemas.ts` barrel: the purchase schemas stay out of the first render's chunk.
import { Config, EventDetail, EventList } from './catalog-schemas';
import { type ApiError, codeForStatus, err, ok, parseRetryAfter, type Result } from './errors';
import { ErrorBody } from './schema-primitives';

/** How to reach the API: base URL, one credential, and an injectable fetch (tests). */
export interface ClientOptions {
  /** `{base_url}` without trailing slash. */
  api: string;
  /** Publishable key, sent as `X-Sell-Key` (wins over `token`). */
  key?: string;
  /** Access token, sent as `Authorization: Bearer …`. */
  token?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Gives up on a request after this long (a `network` error); default 15 s. */
  timeoutMs?: number;
}

/**
 * The sell API's operations a widget needs before its first render, one method each; the
 * purchase operations (quote, checkout) are `sales-client.ts`'s, in the purchase chunk.
 */
export interface ApiClient {
  /** `GET /config`. */
  config(signal?: AbortSignal): Promise<Result<Config>>;
  /** `GET /events?limit=&cursor=`. */
  events(
    page: { limit?: number; cursor?: string | null },
    signal?: AbortSignal,
  ): Promise<Result<EventList>>;
  /** `GET /events/{ref}`. */
  event(ref: string, signal?: AbortSignal): Promise<Result<EventDetail>>;
  /** Any other operation: one request, its answer checked by `schema`. */
  send<S extends z.ZodMiniType>(schema: S, call: Call): Promise<Result<z.infer<S>>>;
}

/** One request of an operation. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** Creates a client for one widget (no shared state between clients). */
export function createClient(options: ClientOptions): ApiClient {
  const base = sellBase(options.api);
  const auth = requestHeaders(options);
  const send = <S extends z.ZodMiniType>(schema: S, call: Call) =>
    request(
      schema,
      call,
      base,
      auth,
      options.fetch ?? globalThis.fetch,
      options.timeoutMs ?? 15_000,
    );
  return {
    send,
    config: (signal) => send(Config, { method: 'GET', path: '/config', signal }),
    events: ({ limit, cursor }, signal) =>
      send(EventList, { method: 'GET', path: eventsPath(limit, cursor), signal }),
    event: (ref, signal) => send(EventDetail, { method: 'GET', path: eventPath(ref), signal }),
  };
}

/** One request: timeout and caller abort, then status and body checks. */
async function request<S extends z.ZodMiniType>(
  schema: S,
  call: Call,
  base: string,
  auth: Record<string, string>,
  fetchFn: typeof fetch,
  timeoutMs: number,
): Promise<Result<z.infer<S>>> {
  if (call.signal?.aborted) return err({ kind: 'aborted' });
  // Our own controller so a timeout and the caller's abort can be told apart.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  call.signal?.addEventListener('abort', onAbort);
  try {
    const headers: Record<string, string> = { ...auth, ...call.headers };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    // The same URL and headers as the loader's first requests, so those are taken over.
    const res = await fetchFn(base + call.path, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
      credentials: 'omit',
    });
    const json: unknown = await res.json().catch(() => undefined);
    if (!res.ok) return err(httpError(res, json));
    const parsed = schema.safeParse(json);
    if (parsed.success) return ok(parsed.data);
    return err({
      kind: 'invalid_response',
      status: res.status,
      issues: summarise(parsed.error.issues),
    });
  } catch (cause) {
    if (call.signal?.aborted) return err({ kind: 'aborted' });
    const message = timedOut ? `timed out after ${timeoutMs} ms` : String(cause);
    return err({ kind: 'network', message });
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
  }
}

/** A non-2xx answer as an `http` error; a body that is not an error body falls back to the status. */
function httpError(res: Response, json: unknown): ApiError {
  const body = ErrorBody.safeParse(json);
  const retryAfter = parseRetryAfter(res.headers.get('Retry-After'));
  return {
    kind: 'http',
    status: res.status,
    // `code`, `message` and `fields` when the server sent them.
    ...(body.success
      ? body.data.error
      : { code: codeForStatus(res.status), message: `HTTP ${res.status}` }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

/** First few schema issues as `path: message`, for a console hint. */
function summarise(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
