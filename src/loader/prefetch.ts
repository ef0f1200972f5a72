/**
 * The requests the loader starts the moment it knows the options, before any chunk has
 * arrived: the mount plan's (`plan.ts`), e.g. `GET /config` and `GET /events/{ref}` (or the
 * first page of `GET /events`). The app's client then asks for the same URLs through the
 * returned `fetch`, which hands each request over once instead of sending it again;
 * everything else goes to the network.
 */
import { requestHeaders, sellBase } from '../shared/endpoint';
import type { Options } from '../shared/options';

/** Starts the requests of sell API `paths`; `signal` aborts the ones nobody took over. */
export function prefetch(
  options: Pick<Options, 'api' | 'key' | 'token'>,
  paths: readonly string[],
  signal: AbortSignal,
): typeof fetch {
  const base = sellBase(options.api);
  const inflight = new Map<string, Promise<Response>>();
  for (const path of paths) {
    const request = fetch(base + path, {
      headers: requestHeaders(options),
      credentials: 'omit',
      signal,
    });
    // Settled by whoever takes it over; an abandoned one must not be an unhandled rejection.
    request.catch(() => {});
    inflight.set(base + path, request);
  }
  return (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const started = (init?.method ?? 'GET') === 'GET' ? inflight.get(url) : undefined;
    if (!started) return fetch(input, init);
    inflight.delete(url);
    return abortable(started, init?.signal);
  };
}

/**
 * `response`, or the signal's reason as soon as `signal` aborts, as fetch itself would (an
 * `AbortError` unless the caller gave another).
 */
function abortable(response: Promise<Response>, signal?: AbortSignal | null): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
