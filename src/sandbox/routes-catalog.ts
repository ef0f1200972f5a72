/** Config and catalog operations of the sell API: config, palettes, frame origins, events. */
import type { EventSummary } from '../api/schemas.ts';
import { requestOrigin, type SandboxApp, type SandboxDeps } from './context.ts';
import { failure, sendFailure } from './http-errors.ts';
import { frameOrigins, maySell } from './keys.ts';
import { listed, parseRange } from './listing.ts';
import { pageOf, parsePage } from './paging.ts';
import { configFor, PALETTES } from './palettes.ts';

/** Registers `/config*` and `/events*` under `/api/v1/sell`. */
export function registerCatalog(app: SandboxApp, { core }: SandboxDeps): void {
  const base = '/api/v1/sell';

  app.get(`${base}/config`, (c) => c.json(configFor(c.var.account)));
  app.get(`${base}/config/palettes`, (c) => c.json(PALETTES));
  app.get(`${base}/config/frame-origins`, (c) =>
    c.json({ origins: frameOrigins(c.var.account, c.req.url, core.opts.extraOrigins) }),
  );

  app.get(`${base}/events`, (c) => {
    const page = parsePage(c.req.query('limit'), c.req.query('cursor'));
    if ('status' in page) return sendFailure(c, page);
    const range = parseRange(c.req.query('from'), c.req.query('to'));
    if ('status' in range) return sendFailure(c, range);
    const origin = requestOrigin(c.req.url);
    const rows: EventSummary[] = core.state.events
      .filter((slot) => maySell(c.var.account, slot.event.slug))
      .map((slot) => {
        const d = core.state.detail(slot, origin);
        const prices = d.tiers.map((t) => t.price);
        return {
          id: d.id,
          slug: d.slug,
          title: d.title,
          startsAt: d.startsAt,
          endsAt: d.endsAt ?? null,
          timezone: d.timezone,
          venueName: d.venueName,
          status: d.status,
          posterImageUrl: d.posterImageUrl ?? null,
          priceFrom: prices.length > 0 ? Math.min(...prices) : null,
          currency: d.currency,
          available: d.available,
        };
      });
    return c.json(pageOf(listed(rows, range, core.opts.catalogueNow()), page));
  });

  app.get(`${base}/events/:ref`, (c) => {
    const slot = core.state.findEvent(c.req.param('ref'));
    if (!slot) return sendFailure(c, failure(404, 'not_found', 'No such event.'));
    if (!maySell(c.var.account, slot.event.slug)) {
      return sendFailure(c, failure(403, 'forbidden', 'This key may not sell this event.'));
    }
    return c.json(core.state.detail(slot, requestOrigin(c.req.url)));
  });
}
