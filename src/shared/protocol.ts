/**
 * The iframe postMessage protocol, as types both frame chunks import: one envelope, version
 * `v: 1`, a union tagged by `type`. The frame sends past-tense events (`FrameMessage`); the
 * parent sends one command, `prefill` (`PrefillMessage`: the other options and the return id
 * travel in the frame's query, which our server sees, so the buyer's pre-filled details must
 * not). Each side checks what it reads, next to its only reader: the parent in
 * `src/chunks/frame-parent/frame-message.ts`, the frame in
 * `src/chunks/frame-child/prefill-message.ts`. Types only: nothing here ships.
 */
import type { HostEventMap, HostEventName } from './host-events';
import type { Prefill } from './options';

/** The host events a frame can send: the dialog's own (button mode) never happen in one. */
export type FramedEventName = Exclude<HostEventName, 'boxoffice:open' | 'boxoffice:close'>;

/**
 * One host event as relayed from the frame: a name and a payload of `HostEventMap`. The
 * parent's check makes sure each name comes with its own event's payload.
 */
export interface RelayedEvent {
  name: HostEventName;
  detail: HostEventMap[HostEventName];
}

/** Messages the frame sends to its parent. */
export type FrameMessage =
  /** The frame's content height changed (CSS pixels); the parent sizes the iframe to it. */
  | { v: 1; type: 'resized'; height: number }
  /** A host event happened in the frame; the parent re-dispatches it. */
  | { v: 1; type: 'hostEvent'; event: RelayedEvent }
  /** The framed widget was allowed to sell and listens: the parent sends its `prefill`. */
  | { v: 1; type: 'started' }
  /**
   * The buyer chose to pay, but the frame could not navigate the top window itself (the
   * click's user activation had expired): the parent navigates, after checking the URL.
   */
  | { v: 1; type: 'navigationRequested'; url: string };

/**
 * The one command the parent sends its frame: fill the fields the buyer has not edited with
 * the organizer's `prefill` (`Options.prefill`: `name`, `email`, `phone`, and `answers` by
 * question id in lower case). Personal data, so it never goes into the frame's URL: the
 * parent posts it to the frame's exact origin once the framed widget has `started`, and again
 * after each change; the frame reads it from its confirmed parent only. `answers` travels as
 * the `Map` it is (postMessage's structured clone carries Maps), so no id becomes a key.
 */
export interface PrefillMessage {
  v: 1;
  type: 'prefill';
  prefill: Prefill;
}
