/**
 * The mount plan: what a widget's mount needs, decided once from its options and where it
 * was embedded, before anything is painted. `PLANS` has one row per mode (and one for the
 * hosted frame, whatever mode framed it): the chunk that mounts it, what the loader paints
 * first, which requests start before any chunk, and whether the buyer's `Intl` data is
 * warmed. The `event` option decides the view, one event or the key's event list, here
 * and nowhere else: `widget.ts` follows the plan, the chunks read `MountContext.view`.
 * docs/architecture.md, "The mount plan", is this table.
 */

import type { ModeChunkName } from '../shared/contract';
import { EVENTS_PAGE_SIZE, eventPath, eventsPath } from '../shared/endpoint';
import type { Mode, Options } from '../shared/options';
import type { OptionsSource } from './options';

/** How a widget was embedded: the hosted frame runs its chunk around the inline widget. */
export type Placement = OptionsSource | 'frame';

/** What a widget shows: one event, or (without an `event` option) the key's events. */
export type View = 'event' | 'list';

/**
 * A request a mount starts before any chunk: a sell API path, or `view`, the view's own
 * (`GET /events/{ref}`, or the list's first page).
 */
export type Prefetch = '/config' | '/config/frame-origins' | 'view';

/** What one mount needs. */
export interface MountPlan {
  /** The chunk whose `mount` runs. */
  chunk: ModeChunkName;
  /** What the widget shows. */
  view: View;
  /**
   * What the loader paints before any chunk: the placeholder of the view's shape (the chunk
   * loads at once), or the buy button (its chunk loads once the buyer shows interest or the
   * page is idle: `buy-button.ts`).
   */
  paint: 'placeholder' | 'button';
  /** The sell API paths requested at once, for the chunk to take over (`prefetch.ts`). */
  requests: string[];
  /** Whether the loader warms the buyer's `Intl` data (`warm-intl.ts`): prices and dates render here soon. */
  warmIntl: boolean;
}

/** One row of `PLANS`: a mount plan with its view left open. */
export type PlanRow = readonly [
  chunk: ModeChunkName | Readonly<Record<View, ModeChunkName>>,
  paint: MountPlan['paint'],
  requests: readonly Prefetch[],
  warmIntl: boolean,
];

/** Each mode's plan, and the hosted frame's (`embed.html`). */
export const PLANS: Readonly<Record<Mode | 'frame', PlanRow>> = {
  // Each row: the chunk (or each view's), paint, requests, warmIntl (see `PlanRow`).
  // The view's request first: the tiers wait for its answer, nothing waits for `/config`.
  inline: [{ event: 'app', list: 'list' }, 'placeholder', ['view', '/config'], true],
  // The button shows the event's price, so its requests start at once; its dialog's code,
  // and with it every price and date, comes later.
  button: ['button', 'button', ['view', '/config'], false],
  // The host page only sizes the iframe: the frame sends the requests and renders.
  iframe: ['frame-parent', 'placeholder', [], false],
  frame: ['frame-child', 'placeholder', ['view', '/config', '/config/frame-origins'], true],
};

/** The plan of a mount of `options`, embedded as `placement`. */
export function planMount(
  options: Pick<Options, 'mode' | 'event'>,
  placement: Placement,
): MountPlan {
  const [chunk, paint, requests, warmIntl] = PLANS[placement === 'frame' ? 'frame' : options.mode];
  const { event } = options;
  const view = event ? 'event' : 'list';
  return {
    chunk: typeof chunk === 'string' ? chunk : chunk[view],
    view,
    paint,
    requests: requests.map((path) =>
      path !== 'view' ? path : event ? eventPath(event) : eventsPath(EVENTS_PAGE_SIZE),
    ),
    warmIntl,
  };
}
