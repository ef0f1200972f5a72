/**
 * The widget's console messages, for integrators: every one starts with `[boxoffice]` (one
 * prefix for everything a host page can see, so a page can filter on it). Host pages' code
 * and ours share the console, so nothing here throws, and `guard` keeps our exceptions out of
 * the page. Small on purpose: the loader and every chunk use it, and a chunk built on its own
 * carries its own copy.
 */
import type { Emit } from './host-events';

/** The prefix of every console message the widget writes. */
export const PREFIX = '[boxoffice]';

/** Where messages go: the console, or a stand-in (tests, the model's injected console). */
export type Out = Pick<Console, 'error' | 'warn'>;

/** `message` as the console shows it: `[boxoffice] message`. */
export const hint = (message: string): string => `${PREFIX} ${message}`;

/**
 * Logs one integrator-facing problem as an error. Returns `message`, for the
 * `boxoffice:error` that goes with it.
 */
export function logError(message: string, out: Out = console): string {
  out.error(hint(message));
  return message;
}

/** Logs one integrator-facing hint as a warning (the widget goes on). */
export function logWarn(message: string, out: Out = console): void {
  out.warn(hint(message));
}

/** Logs an exception of ours with its stack: a bug to report, not a setting to fix. */
export function logUnexpected(what: string, error: unknown, out: Out = console): void {
  out.error(hint(`Unexpected error while ${what}:`), error);
}

/** Runs `fn` and turns any exception into a `[boxoffice]` console error: nothing throws into the host page. */
export function guard<T>(where: string, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    logError(`${where} failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** `Error.name` of a load refused because this browser and page allow no checked way in. */
export const UNCHECKABLE = 'UncheckableCode';

/**
 * The console hint for code that did not arrive: what refused it and how to fix that. A
 * refusal to run unchecked code names the page's policy; anything else (a missing file, a
 * failed check) is a deploy that did not copy `dist/` whole.
 */
export const loadFailure = (what: string, error: unknown): string =>
  error instanceof Error && error.name === UNCHECKABLE
    ? `${what} did not run: ${error.message}.`
    : `${what} did not load (${error}). Serve the whole dist/ folder, unchanged, next to boxoffice.js.`;

/**
 * Code the widget needs did not arrive (`what`: "The widget's code", …): logs why and sends
 * the host page `boxoffice:error` with code `unavailable`. The one way the widget reports it.
 */
export function codeUnavailable(emit: Emit, what: string, error: unknown, out?: Out): void {
  emit('boxoffice:error', {
    code: 'unavailable',
    message: logError(loadFailure(what, error), out),
  });
}
