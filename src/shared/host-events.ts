/**
 * The host-page events (docs/embedding.md): `CustomEvent`s dispatched on the mount element,
 * bubbling and composed. In iframe mode the loader relays them from the frame and
 * re-dispatches them on the iframe's container, after checking each payload against this
 * map (protocol.ts). Names and payloads are public contract, declared here only.
 * In integrators' TypeScript each is also in the DOM's event maps (`public-types.ts`), so
 * `addEventListener('boxoffice:ready', (e) => e.detail.event.slug)` is typed.
 *
 * Payloads only grow: a field, once published, keeps its name and meaning within a major
 * version (docs/analytics.md, "The event contract"). None carries the buyer's name, e-mail,
 * phone or answers: host events reach the page's analytics.
 */
export interface HostEventMap {
  /**
   * The event is rendered. `currency` is the event's; `tiers` are those a buyer can add now
   * (none when the widget does not sell the event), `price` the listed price in major units.
   */
  'boxoffice:ready': {
    event: { id: string; slug: string; title: string };
    currency: string;
    tiers: { id: string; name: string; price: number }[];
  };
  /**
   * The basket changed. `items` are the non-empty lines with the tier's `name` and listed
   * `price`, `quantity` their sum, `value` the estimate from the listed prices in `currency`
   * (the quote, `boxoffice:quote`, is the price to pay).
   */
  'boxoffice:basket': {
    items: { tier: string; name: string; price: number; quantity: number }[];
    quantity: number;
    currency: string;
    value: number;
  };
  /**
   * A quote arrived. `total` in major units of `currency`; `lines` as the API priced them;
   * `promo`, what the API made of the promo code sent (null when none was).
   */
  'boxoffice:quote': {
    total: number;
    currency: string;
    lines: { tier: string; name: string; quantity: number; unitPrice: number; amount: number }[];
    promo: { code: string; status: string } | null;
  };
  /**
   * A checkout was created (dispatched before any redirect to the payment page). `items` at the
   * quote's unit prices (the listed ones where no quote had arrived), `event` the event's slug,
   * `promoCode` the code the quote applied (null when none).
   */
  'boxoffice:checkout': {
    id: string;
    status: string;
    amount: number;
    currency: string;
    items: { tier: string; name: string; price: number; quantity: number }[];
    event: string;
    promoCode: string | null;
  };
  /**
   * The purchase reached a final state (free, or after payment): once per checkout, in this
   * browser, whatever reloads, returns, tabs or widgets see it again (docs/analytics.md).
   * `orderId` when the API gave one (else null), `amount` and `currency` the checkout's, `items`
   * as `boxoffice:checkout` had them (empty when this browser did not start the checkout),
   * `event` the event's slug.
   */
  'boxoffice:complete': {
    id: string;
    status: string;
    orderId: string | null;
    amount: number;
    currency: string;
    items: { tier: string; name: string; price: number; quantity: number }[];
    event: string;
  };
  /** An error was shown to the buyer. */
  'boxoffice:error': { code: string; status?: number; message: string };
  /** Button mode: the dialog opened, by the painted button, the page's trigger, open() or a return from paying. */
  'boxoffice:open': { via: 'button' | 'trigger' | 'api' | 'return' };
  /** Button mode: the dialog closed, by its close button, Esc (or the browser's back gesture) or close(). */
  'boxoffice:close': { via: 'close-button' | 'escape' | 'api' };
}

/** Name of one host event. */
export type HostEventName = keyof HostEventMap;

/** Sends one host event; given to each widget by the layer that mounted it. */
export type Emit = <K extends HostEventName>(type: K, detail: HostEventMap[K]) => void;

/** Dispatches a host event on `target` (bubbling and composed); never throws. */
export function dispatchHostEvent<K extends HostEventName>(
  target: EventTarget,
  type: K,
  detail: HostEventMap[K],
): void {
  try {
    target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  } catch {
    // A host listener that throws must not break the widget.
  }
}
