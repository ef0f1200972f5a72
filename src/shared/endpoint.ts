/**
 * Where the sell API lives and how a widget authenticates: shared by the loader's first
 * requests (`src/loader/prefetch.ts`) and the client, so the app can take over a request
 * the loader started (same URL, same headers) instead of sending it again.
 */

/** Events fetched per page of the event list. */
export const EVENTS_PAGE_SIZE = 10;

/** `{base_url}/api/v1/sell` for an API base URL (trailing slashes ignored). */
export const sellBase = (api: string): string => `${api.replace(/\/+$/, '')}/api/v1/sell`;

/** The headers of every request: JSON, and the key (`X-Sell-Key`, preferred) or the token. */
export function requestHeaders(credential: {
  key?: string;
  token?: string;
}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (credential.key) headers['X-Sell-Key'] = credential.key;
  else if (credential.token) headers.Authorization = `Bearer ${credential.token}`;
  return headers;
}

/** `GET /events/{ref}`. */
export const eventPath = (ref: string): string => `/events/${encodeURIComponent(ref)}`;

/** `GET /events?limit=&cursor=`. */
export function eventsPath(limit?: number, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const qs = query.toString();
  return `/events${qs ? `?${qs}` : ''}`;
}
