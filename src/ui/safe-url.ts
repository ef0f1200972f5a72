/**
 * URL checks for what the UI renders as `src` / `href` (SPEC §3): absolute `https:` only,
 * `http:` only for localhost / 127.0.0.1. Anything else (javascript:, data:, relative) is dropped.
 */

/** The normalised URL when it is safe to load or link to, else null. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return url.href;
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'http:' && local ? url.href : null;
  } catch {
    return null;
  }
}
