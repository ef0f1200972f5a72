/** Logs one integrator-facing problem; every console message of the widget starts with `[boxoffice]`. */
export function logError(message: string): void {
  console.error(`[boxoffice] ${message}`);
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
