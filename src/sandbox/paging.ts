/** `limit` / `cursor` paging of list endpoints. The cursor is an opaque base64url offset. */
import { type ApiFailure, invalid } from './http-errors.ts';

/** A page request: where to start and how many. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** Default and maximum page sizes. */
export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 100;

/** Parses `limit` (1–100, default 20) and `cursor`; 400 `invalid_request` when malformed. */
export function parsePage(
  limit: string | undefined,
  cursor: string | undefined,
): PageRequest | ApiFailure {
  const n = limit === undefined ? PAGE_DEFAULT : Number(limit);
  if (!/^\d+$/.test(limit ?? '20') || n < 1 || n > PAGE_MAX) {
    return invalid([{ field: 'limit', message: `Must be a whole number from 1 to ${PAGE_MAX}.` }]);
  }
  if (cursor === undefined || cursor === '') return { offset: 0, limit: n };
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^o:(\d+)$/.exec(decoded);
  if (!match) return invalid([{ field: 'cursor', message: 'Unknown cursor.' }]);
  return { offset: Number(match[1]), limit: n };
}

/** One page of `items` and the cursor of the next (null on the last page). */
export function pageOf<T>(
  items: readonly T[],
  page: PageRequest,
): { data: T[]; nextCursor: string | null } {
  const end = page.offset + page.limit;
  return {
    data: items.slice(page.offset, end),
    nextCursor: end < items.length ? Buffer.from(`o:${end}`).toString('base64url') : null,
  };
}
