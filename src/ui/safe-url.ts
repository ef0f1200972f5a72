/**
 * URL checks for what the UI renders as `src` / `href`: the same rule as for
 * navigation (`src/shared/url.ts`): absolute `https:` only, `http:` only for localhost /
 * 127.0.0.1. Anything else (javascript:, data:, relative) is dropped.
 */
import { safeNavigationUrl } from '../shared/url';

/** The normalised URL when it is safe to load or link to, else null. */
export const safeUrl = (value: string | null | undefined): string | null =>
  safeNavigationUrl(value);
