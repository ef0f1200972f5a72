/**
 * Sandbox-only pages and controls under `/sandbox`: the payment page, posters, the
 * hosted-checkout stand-in, the e-mail outbox, webhook log, fault switch and reset.
 * None of these need a key: they are what a buyer's browser or a test harness calls.
 */
import { html } from 'hono/html';
import * as z from 'zod/mini';
import type { SandboxApp, SandboxDeps } from './context.ts';
import { FaultSpec } from './faults.ts';
import {
  FAVICON_SVG,
  finalPage,
  layout,
  notFoundPage,
  PAY_CSS,
  payPage,
  payPageCsp,
  returnUrlFor,
} from './pay-page.ts';
import { posterSvg } from './poster.ts';

const WebhookConfig = z.object({ url: z.nullable(z.url()) });

/** Registers every `/sandbox/*` route. */
export function registerPages(app: SandboxApp, deps: SandboxDeps): void {
  registerPayment(app, deps);
  registerEventPages(app, deps);
  registerControls(app, deps);
}

/** The payment page, its stylesheet and icon: what the buyer's browser sees of the sandbox. */
function registerPayment(app: SandboxApp, { core }: SandboxDeps): void {
  const { state } = core;

  app.get('/sandbox/pay.css', (c) =>
    c.body(PAY_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );

  app.get('/sandbox/favicon.svg', (c) =>
    c.body(FAVICON_SVG, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    }),
  );

  app.get('/sandbox/pay/:id', (c) => {
    const rec = state.checkouts.get(c.req.param('id'));
    if (!rec)
      return c.html(notFoundPage(), 404, { 'Content-Security-Policy': payPageCsp(undefined) });
    c.header('Content-Security-Policy', payPageCsp(rec.returnUrl));
    c.header('Cache-Control', 'no-store');
    if (rec.status !== 'requires_payment')
      return c.html(finalPage(rec), rec.status === 'expired' ? 410 : 409);
    const slot = state.findEvent(rec.eventId);
    const when = slot
      ? `${slot.event.startsAt.replace('T', ' ')} (${slot.event.timezone}), ${slot.event.venueName}`
      : '';
    return c.html(payPage(rec, slot?.event.title ?? rec.eventId, when));
  });

  app.post('/sandbox/pay/:id', async (c) => {
    const rec = state.checkouts.get(c.req.param('id'));
    if (!rec)
      return c.html(notFoundPage(), 404, { 'Content-Security-Policy': payPageCsp(undefined) });
    c.header('Content-Security-Policy', payPageCsp(rec.returnUrl));
    if (rec.status !== 'requires_payment')
      return c.html(finalPage(rec), rec.status === 'expired' ? 410 : 409);
    const action = (await c.req.parseBody()).action;
    if (action === 'pay') core.pay(rec);
    else if (action === 'decline') core.finish(rec, 'failed');
    else if (action === 'cancel') core.finish(rec, 'canceled');
    else return c.html(finalPage(rec), 400);
    const back = returnUrlFor(rec);
    return back ? c.redirect(back, 303) : c.html(finalPage(rec));
  });
}

/** The events' posters and the hosted-checkout stand-in their `checkoutUrl` names. */
function registerEventPages(app: SandboxApp, { core }: SandboxDeps): void {
  const { state } = core;
  app.get('/sandbox/poster/:file', (c) => {
    const slug = c.req.param('file').replace(/\.svg$/, '');
    const slot = state.findEvent(slug);
    if (!slot) return c.text('No such poster.', 404);
    return c.body(posterSvg(slot.event), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  app.get('/sandbox/hosted/:slug', (c) => {
    const slot = state.findEvent(c.req.param('slug'));
    if (!slot) return c.html(notFoundPage(), 404);
    c.header('Content-Security-Policy', payPageCsp(undefined));
    return c.html(
      layout(
        `${slot.event.title}: hosted checkout (sandbox)`,
        html`<h1>${slot.event.title}</h1><p>This stands in for the organizer's hosted checkout (with its seat map, for a seated event). The sandbox does not simulate it.</p>`,
      ),
    );
  });
}

/** What a test harness reads and switches: the outbox, the webhook, faults and a reset. */
function registerControls(app: SandboxApp, { core, faults, limiter }: SandboxDeps): void {
  const { state } = core;
  app.get('/sandbox/outbox', (c) => {
    const to = c.req.query('to');
    return c.json(to ? state.outbox.filter((m) => m.to === to) : state.outbox);
  });

  app.get('/sandbox/webhooks', (c) =>
    c.json({ url: core.webhooks.url ?? null, attempts: core.webhooks.attempts }),
  );
  app.post('/sandbox/webhooks', async (c) => {
    const parsed = WebhookConfig.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json(
        { error: { code: 'invalid_request', message: 'Send {"url": string | null}.' } },
        400,
      );
    core.webhooks.url = parsed.data.url ?? undefined;
    return c.json({ url: core.webhooks.url ?? null });
  });

  app.get('/sandbox/faults', (c) => c.json(faults.pending));
  app.delete('/sandbox/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });
  app.post('/sandbox/faults', async (c) => {
    const parsed = FaultSpec.safeParse(await c.req.json().catch(() => null));
    if (
      !parsed.success ||
      (parsed.data.status === undefined && parsed.data.delayMs === undefined)
    ) {
      return c.json(
        {
          error: {
            code: 'invalid_request',
            message: 'Send {"next": n, "status": 503} or {"delayMs": ms}.',
          },
        },
        400,
      );
    }
    faults.add(parsed.data);
    return c.json(faults.pending, 201);
  });

  app.post('/sandbox/reset', (c) => {
    core.reset();
    faults.clear();
    limiter.reset();
    return c.body(null, 204);
  });
}
