/**
 * Turning an `ApiError` into what the buyer sees (a code), what the host page hears
 * (`boxoffice:error`, docs/embedding.md) and, for integration mistakes, one `[boxoffice]`
 * console hint that names the fix.
 */
import { type ApiError, errorCode } from '../api/errors';
import { hint, logUnexpected } from '../shared/log';
import type { SessionContext } from './context';
import type { WidgetHost } from './host';
import type { ShownError } from './types';

/** The code and status the UI shows for an API error. */
export function shownError(error: ApiError): ShownError {
  return error.kind === 'http'
    ? { code: error.code, status: error.status }
    : { code: errorCode(error) };
}

/** A short English developer message for `boxoffice:error` and the console. */
export function developerMessage(error: ApiError): string {
  switch (error.kind) {
    case 'http':
      return error.message;
    case 'network':
      return `network error: ${error.message}`;
    case 'invalid_response':
      return `unexpected response body: ${error.issues}`;
    case 'aborted':
      return 'request aborted';
  }
}

/**
 * Shows `error` to the buyer and sends `boxoffice:error`; with `what` (the request, e.g.
 * `GET /events/x`), first logs the integrator hint when there is one.
 */
export function reportError(
  ctx: Pick<SessionContext, 'deps' | 'host' | 'report'>,
  error: ApiError,
  what?: string,
): void {
  const text = what ? integratorHint(error, what, ctx.host.optionName) : null;
  if (text) ctx.deps.console.error(text);
  ctx.report(shownError(error), developerMessage(error));
}

/**
 * A console hint for mistakes only the integrator can fix (wrong key, key may not sell
 * this event, unknown slug, an API that answers something else); null for buyer-side trouble.
 * `what` is the request (`GET /events/x`, `GET /events`, `GET /checkout/x`): a 404 means a
 * wrong slug only for an event, and a checkout the page came back with that this key cannot
 * see (a link from another site or key, or one long gone) is the buyer's trouble, not a
 * setting to fix. `name` spells an option as the integrator wrote it: the hint is only useful
 * if they can search their page for what it names.
 */
export function integratorHint(
  error: ApiError,
  what: string,
  name: WidgetHost['optionName'],
): string | null {
  if (error.kind === 'invalid_response') {
    return hint(
      `${what} answered with a body that does not match the API contract (${error.issues}). Check ${name('api')} points at the sell API.`,
    );
  }
  if (error.kind !== 'http') return null;
  const event = what.startsWith('GET /events/');
  if (error.status === 401)
    return hint(
      `${what}: 401 unauthorized. The key or token was rejected: check ${name('key')} (a publishable key such as pk_test_…) or ${name('token')}.`,
    );
  if (what.startsWith('GET /checkout/')) return null;
  if (error.status === 403)
    return event
      ? hint(
          `${what}: 403 forbidden. This key may not sell this event, or this site's origin is not allowed for the key: check ${name('key')} and ${name('event')}, and the key's allowed origins.`,
        )
      : hint(
          `${what}: 403 forbidden. This site's origin is not allowed for the key: check ${name('key')} and the key's allowed origins.`,
        );
  if (error.status === 404)
    return event
      ? hint(
          `${what}: 404 not found. No such event for this key: check ${name('event')} (the event slug).`,
        )
      : hint(`${what}: 404 not found: check ${name('api')} points at the sell API.`);
  return null;
}

/**
 * An action the buyer started (or a request's follow-up) threw: a bug or a platform call
 * that failed (e.g. navigation refused in a sandboxed frame). It ends in the generic error
 * shown to the buyer, `boxoffice:error`, and one console line for the integrator; never in
 * an exception thrown into the page.
 */
export function reportUnexpected(
  ctx: Pick<SessionContext, 'deps' | 'report'>,
  error: unknown,
  what: string,
): void {
  try {
    logUnexpected(what, error, ctx.deps.console);
    ctx.report({ code: 'unknown' }, `unexpected error while ${what}`);
  } catch {
    // Reporting itself failed: nothing more can be done without throwing into the page.
  }
}
