import { UNCHECKABLE } from '../loader/chunk-loader';

/**
 * Logs one integrator-facing problem; every console message of the widget starts with
 * `[boxoffice]`. Returns `message`, for the `boxoffice:error` that goes with it.
 */
export function logError(message: string): string {
  console.error(`[boxoffice] ${message}`);
  return message;
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

/**
 * The console hint for code that did not arrive: what refused it and how to fix that. A
 * refusal to run unchecked code names the page's policy; anything else (a missing file, a
 * failed check) is a deploy that did not copy `dist/` whole.
 */
export const loadFailure = (what: string, error: unknown): string =>
  error instanceof Error && error.name === UNCHECKABLE
    ? `${what} did not run: ${error.message}.`
    : `${what} did not load (${error}). Serve the whole dist/ folder, unchanged, next to boxoffice.js.`;
