/**
 * A payment's return is one widget's per event: `bo_checkout` (or this tab's pending checkout)
 * is taken by the first widget of that event to start, else an inline widget and a button's
 * dialog of one event would both show the outcome. The claim is an attribute of the widget's
 * host element, so it holds across loaders (each script tag runs its own) and ends with the
 * widget.
 */
import { takeReturnCheckoutId } from './page';

/** The host attribute naming the event whose payment return a widget of this page takes. */
const RETURN_CLAIM = 'data-boxoffice-return';

/** What a widget's claim gave it. */
export interface ReturnClaim {
  /** Whether this widget takes its event's return (no other widget of it claimed it first). */
  takes: boolean;
  /** `bo_checkout` of the address, when this widget takes the return. */
  checkoutId: string | null;
  /** Ends the claim (the widget stops). */
  release(): void;
}

/** Claims the payment return of `event` (the list's, without one) for the widget in `host`. */
export function claimReturn(host: HTMLElement, event = ''): ReturnClaim {
  const takes = ![...document.querySelectorAll(`[${RETURN_CLAIM}]`)].some(
    (other) => other !== host && other.getAttribute(RETURN_CLAIM) === event,
  );
  if (takes) host.setAttribute(RETURN_CLAIM, event);
  return {
    takes,
    checkoutId: takes ? takeReturnCheckoutId() : null,
    release: () => takes && host.removeAttribute(RETURN_CLAIM),
  };
}
