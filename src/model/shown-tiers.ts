/**
 * The `tiers` option: the widget shows only the tiers it names, in the event's order. The
 * event is cut down where it enters the model (`showTiers`), so the basket, the quote, the
 * rules of `sellability.ts` and every view see only the tiers on show: a tier left out is,
 * for the widget, a tier the event does not have.
 */
import type { ApiClient } from '../api/client';
import type { EventDetail } from '../api/schemas';
import { hint } from '../shared/log';
import type { SessionContext } from './context';
import type { WidgetHost } from './host';

/** The tier ids of a `tiers` option ("day, weekend"), trimmed; empty when not given. */
export function tierIds(option: string | undefined): string[] {
  return (option ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** What `showTiers` did: the event to use, and the ids it asked for that the event lacks. */
export interface ShownTiers {
  event: EventDetail;
  /** Ids of `tiers` the event has no tier for, in the order given. */
  unknown: string[];
}

/**
 * `event` with only the tiers whose id is in `ids`, in the event's order; `event` itself
 * when `ids` is empty (no option: every tier). Nothing is left when none of them exists.
 */
export function showTiers(event: EventDetail, ids: readonly string[]): ShownTiers {
  if (ids.length === 0) return { event, unknown: [] };
  // A Set of the integrator's ids: tier ids are API data and never become object keys.
  const wanted = new Set(ids);
  const known = new Set(event.tiers.map((tier) => tier.id));
  return {
    event: { ...event, tiers: event.tiers.filter((tier) => wanted.has(tier.id)) },
    unknown: [...wanted].filter((id) => !known.has(id)),
  };
}

/** The console hint for tier ids the event does not have, naming the option as written. */
export function unknownTiersHint(
  shown: ShownTiers,
  all: EventDetail,
  name: WidgetHost['optionName'],
): string {
  const ids = all.tiers.map((tier) => tier.id).join(', ');
  return hint(
    `${name('tiers')} names tiers that ${all.slug} does not have: ${shown.unknown.join(', ')}. Its tier ids: ${ids || '(none)'}.`,
  );
}

/**
 * `client`, whose event enters the model cut down to the tiers the `tiers` option shows (one
 * event's option: the list ignores it), on its first load and on every refetch (after a 409).
 * The ids the event lacks are named in the console once.
 */
export function withShownTiers(
  client: ApiClient,
  ctx: Pick<SessionContext, 'options' | 'deps' | 'host'>,
): ApiClient {
  let hinted = false;
  return {
    ...client,
    event: async (ref, signal) => {
      const res = await client.event(ref, signal);
      if (!res.ok) return res;
      const { event: own, tiers } = ctx.options.peek();
      const shown = showTiers(res.value, tierIds(own ? tiers : undefined));
      if (shown.unknown.length > 0 && !hinted) {
        hinted = true;
        ctx.deps.console.warn(unknownTiersHint(shown, res.value, ctx.host.optionName));
      }
      return { ok: true, value: shown.event };
    },
  };
}
