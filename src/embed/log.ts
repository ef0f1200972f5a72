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
