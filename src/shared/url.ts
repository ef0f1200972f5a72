/**
 * A URL the widget navigates to (or links to) must be absolute `https:`;
 * `http:` only for `localhost` / `127.0.0.1` (the sandbox). Anything else is refused.
 */

/** The URL as a normalised string when it is safe to navigate to, else null. */
export function safeNavigationUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    // No base: a relative URL throws instead of resolving against the host page.
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' && url.hostname !== '') return url.href;
  if (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) {
    return url.href;
  }
  return null;
}

/** Query parameter the payment page adds to `returnUrl`: the checkout the buyer comes back from. */
export const CHECKOUT_PARAM = 'bo_checkout';

/**
 * The buyer's way out of a notice that ends their path here: the `fallbackUrl` option, else
 * the event's hosted `checkoutUrl`, each only when safe to navigate to; null when neither is.
 */
export const wayOut = (fallbackUrl: unknown, checkoutUrl?: unknown): string | null =>
  safeNavigationUrl(fallbackUrl) ?? safeNavigationUrl(checkoutUrl);
