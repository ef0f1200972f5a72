/**
 * The host page's address as the embed layer sees it: the return URL default and the
 * `bo_checkout` id handed back by the payment page (docs/architecture.md).
 */

import { CHECKOUT_PARAM } from '../shared/url';

/** `href` without any `bo_checkout` (the default return URL). */
export function withoutCheckoutParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(CHECKOUT_PARAM);
  return url.href;
}

/**
 * Reads `bo_checkout` from the current address and removes it with `history.replaceState`,
 * so a reload does not replay the return. The first widget that asks gets the id.
 */
export function takeReturnCheckoutId(): string | null {
  try {
    const url = new URL(location.href);
    const id = url.searchParams.get(CHECKOUT_PARAM);
    if (!id) return null;
    url.searchParams.delete(CHECKOUT_PARAM);
    history.replaceState(history.state, '', url.href);
    return /^[\w-]{1,200}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
