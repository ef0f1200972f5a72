/**
 * The host-page events (docs/embedding.md): `CustomEvent`s dispatched on the mount element,
 * bubbling and composed. In iframe mode the loader relays them from the frame and
 * re-dispatches them on the iframe's container, after checking each payload against this
 * map (protocol.ts). Names and payloads are public contract, declared here only.
 * In integrators' TypeScript each is also in the DOM's event maps (`public-types.ts`), so
 * `addEventListener('boxoffice:ready', (e) => e.detail.event.slug)` is typed.
 */
export interface HostEventMap {
  /** The event is rendered. */
  'boxoffice:ready': { event: { id: string; slug: string; title: string } };
  /** The basket changed. `items` are the non-empty lines, `quantity` their sum. */
  'boxoffice:basket': { items: { tier: string; quantity: number }[]; quantity: number };
  /** A quote arrived. `total` in major units of `currency`. */
  'boxoffice:quote': { total: number; currency: string };
  /** A checkout was created (dispatched before any redirect to the payment page). */
  'boxoffice:checkout': { id: string; status: string; amount: number; currency: string };
  /** The purchase reached a final state (free, or after payment). */
  'boxoffice:complete': { id: string; status: string };
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
