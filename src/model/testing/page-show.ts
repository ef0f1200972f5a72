/** Test helper: the page's `pageshow` event, fired by hand (node has no page). Never bundled. */
import { vi } from 'vitest';

/**
 * Stubs the global `addEventListener` / `removeEventListener` (undo with
 * `vi.unstubAllGlobals()`) and returns what fires `pageshow`: `persisted` true is a page
 * restored from the back/forward cache. Throws when nothing listens.
 */
export function stubPageShow(): (persisted: boolean) => void {
  const listeners = new Map<string, (e: Partial<PageTransitionEvent>) => void>();
  vi.stubGlobal('addEventListener', (type: string, fn: (e: Partial<PageTransitionEvent>) => void) =>
    listeners.set(type, fn),
  );
  vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
  return (persisted) => {
    const listener = listeners.get('pageshow');
    if (!listener) throw new Error('no pageshow listener');
    listener({ persisted });
  };
}
