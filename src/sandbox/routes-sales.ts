/** Pricing, checkout and orders operations of the sell API. */
import { QuoteRequest } from '../api/schemas.ts';
import { createCheckout, toCheckoutResponse } from './checkout-service.ts';
import { requestOrigin, type SandboxApp, type SandboxDeps, sleep } from './context.ts';
import type { SandboxCore } from './core.ts';
import { failure, invalid, sendFailure, zodFields } from './http-errors.ts';
import { type Account, maySell } from './keys.ts';
import { pageOf, parsePage } from './paging.ts';
import { priceBasket, toQuoteResponse } from './pricing.ts';

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Canonical JSON (sorted keys) so that key order and whitespace do not change a body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether this key may see a record of `eventId` in `livemode`. */
function visible(core: SandboxCore, account: Account, eventId: string, livemode: boolean) {
  const slot = core.state.findEvent(eventId);
  return !!slot && account.livemode === livemode && maySell(account, slot.event.slug);
}

async function readJson(req: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await req.text()) };
  } catch {
    return { ok: false };
  }
}

const badJson = invalid([{ field: '(body)', message: 'The body must be JSON.' }]);

/** Registers `/quote`, `/checkout*` and `/orders*` under `/api/v1/sell`. */
export function registerSales(app: SandboxApp, { core }: SandboxDeps): void {
  const base = '/api/v1/sell';
  const { state } = core;

  app.post(`${base}/quote`, async (c) => {
    const json = await readJson(c.req.raw);
    if (!json.ok) return sendFailure(c, badJson);
    const parsed = QuoteRequest.safeParse(json.value, { reportInput: true });
    if (!parsed.success) return sendFailure(c, invalid(zodFields(parsed.error)));
    const slot = state.findEvent(parsed.data.event);
    if (!slot) return sendFailure(c, failure(404, 'not_found', 'No such event.'));
    if (!maySell(c.var.account, slot.event.slug)) {
      return sendFailure(c, failure(403, 'forbidden', 'This key may not sell this event.'));
    }
    const { items, promoCode } = parsed.data;
    const priced = priceBasket(slot, items, promoCode, core.opts.catalogueNow());
    if (Array.isArray(priced)) return sendFailure(c, invalid(priced));
    return c.json(toQuoteResponse(slot, priced));
  });

  app.post(`${base}/checkout`, async (c) => {
    const key = c.req.header('idempotency-key')?.trim();
    if (!key) {
      return sendFailure(
        c,
        failure(400, 'idempotency_key_required', 'Send an Idempotency-Key header.'),
      );
    }
    const json = await readJson(c.req.raw);
    if (!json.ok) return sendFailure(c, badJson);
    const account = c.var.account;
    const scope = `${account.id}:${key}`;
    const fingerprint = canonical(json.value);
    const now = core.opts.now();
    const seen = state.idempotency.get(scope);
    if (seen && now - seen.createdAt < IDEMPOTENCY_TTL_MS) {
      if (seen.fingerprint !== fingerprint) {
        return sendFailure(
          c,
          failure(409, 'idempotency_conflict', 'This Idempotency-Key was used with another body.'),
        );
      }
      if (seen.running || !seen.response) {
        return sendFailure(
          c,
          failure(409, 'request_in_progress', 'A request with this key is still running.'),
        );
      }
      return c.json(seen.response.body, seen.response.status);
    }
    const record = { fingerprint, createdAt: now, running: true };
    state.idempotency.set(scope, record);
    await sleep(c.var.delayMs || core.opts.checkoutDelayMs);
    // From here to the end there is no await: validation, the inventory check and the
    // decrement run as one step.
    const result = createCheckout(core, account, json.value, requestOrigin(c.req.url));
    if ('body' in result) {
      // Failures are not stored: a retry with the same key runs again (e.g. after a 503).
      if (state.idempotency.get(scope) === record) state.idempotency.delete(scope);
      return sendFailure(c, result);
    }
    state.idempotency.set(scope, {
      ...record,
      running: false,
      response: { status: 200, body: result },
    });
    return c.json(result, 200);
  });

  app.get(`${base}/checkout/:id`, (c) => {
    const rec = state.checkouts.get(c.req.param('id'));
    if (!rec || !visible(core, c.var.account, rec.eventId, rec.livemode)) {
      return sendFailure(c, failure(404, 'not_found', 'No such checkout.'));
    }
    return c.json(toCheckoutResponse(rec));
  });

  app.get(`${base}/orders`, (c) => {
    const page = parsePage(c.req.query('limit'), c.req.query('cursor'));
    if ('status' in page) return sendFailure(c, page);
    const rows = state.orders
      .filter((o) => visible(core, c.var.account, o.order.eventId, o.livemode))
      .map((o) => o.order)
      .reverse();
    return c.json(pageOf(rows, page));
  });

  app.get(`${base}/orders/:id`, (c) => {
    const o = state.orders.find((x) => x.order.id === c.req.param('id'));
    if (!o || !visible(core, c.var.account, o.order.eventId, o.livemode)) {
      return sendFailure(c, failure(404, 'not_found', 'No such order.'));
    }
    return c.json(o.order);
  });
}
