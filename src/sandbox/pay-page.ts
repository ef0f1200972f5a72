/**
 * The sandbox payment page (HTML). Plain forms, no script, organizer text escaped by
 * hono/html; served with a strict CSP (see {@link payPageCsp}). Styles come from
 * `/sandbox/pay.css` (`style-src 'self'`).
 */
import { html } from 'hono/html';
import { formatMoney } from './money.ts';
import type { CheckoutRecord } from './state.ts';

/** CSP of the payment pages: the form may post here and redirect to the shop's origin. */
export function payPageCsp(returnUrl: string | undefined): string {
  const back = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  return `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'${back}; base-uri 'none'; frame-ancestors 'none'`;
}

/** The shell every sandbox page shares. */
export function layout(title: string, body: unknown) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/sandbox/pay.css">
<link rel="icon" href="/sandbox/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** `returnUrl` with `bo_checkout=<id>` added; existing query and hash are kept. */
export function returnUrlFor(rec: CheckoutRecord): string | undefined {
  if (!rec.returnUrl) return undefined;
  const url = new URL(rec.returnUrl);
  url.searchParams.set('bo_checkout', rec.id);
  return url.href;
}

/** The page with Pay, Decline and Cancel for a requires_payment checkout. */
export function payPage(rec: CheckoutRecord, title: string, when: string) {
  const amount = formatMoney(rec.amountMinor, rec.currency);
  const mode = rec.livemode
    ? 'Sandbox with a live-mode key: still no real money moves.'
    : 'Test mode: no real money moves.';
  const expires = rec.expiresAt ? new Date(rec.expiresAt).toISOString().slice(11, 16) : '';
  return layout(
    `Pay ${amount} for ${title} (sandbox)`,
    html`<p class="banner" role="note"><strong>Sandbox</strong> ${mode}</p>
<h1>Pay for ${title}</h1>
<p class="when">${when}</p>
<ul class="lines">
${rec.lines.map((l) => html`<li>${l.quantity} × ${l.name}: ${formatMoney(l.amountMinor, rec.currency)}</li>`)}
</ul>
<p class="amount">Total <strong>${amount}</strong></p>
<p class="hold">Your tickets are held until ${expires} UTC.</p>
<form method="post" action="/sandbox/pay/${rec.id}">
<button type="submit" name="action" value="pay" class="primary">Pay ${amount}</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>
<p class="hint">Decline simulates a refused card; Cancel simulates the buyer giving up.</p>`,
  );
}

const MESSAGES: Record<string, string> = {
  expired: 'This payment has expired: the tickets were released.',
  completed: 'This checkout is already paid.',
  processing: 'This payment is being processed.',
  failed: 'This payment was declined.',
  canceled: 'This checkout was canceled.',
};

/** The page for a checkout that can no longer be paid. */
export function finalPage(rec: CheckoutRecord) {
  const back = returnUrlFor(rec);
  const message = MESSAGES[rec.status] ?? `This checkout is ${rec.status}.`;
  return layout(
    `${message} (sandbox)`,
    html`<h1>${message}</h1>
<p role="status">Checkout <code>${rec.id}</code> is <strong>${rec.status}</strong>.</p>
${back ? html`<p><a href="${back}">Back to the shop</a></p>` : ''}`,
  );
}

/** The page for an unknown checkout id. */
export function notFoundPage() {
  return layout(
    'Unknown checkout (sandbox)',
    html`<h1>Unknown checkout</h1><p>There is no checkout with this id.</p>`,
  );
}

/** Icon of the sandbox pages (so browsers do not log a 404 for /favicon.ico). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#c2410c"/></svg>';

/** Stylesheet of the sandbox pages. */
export const PAY_CSS = `:root{font-family:system-ui,sans-serif;color:#1c1917;background:#f5f5f4}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
.banner{background:#fef3c7;border:1px solid #d97706;padding:.5rem .75rem;border-radius:8px}
.amount{font-size:1.25rem}
form{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{min-height:44px;min-width:44px;padding:.5rem 1rem;font:inherit;border-radius:8px;border:1px solid #57534e;background:#fff;color:#1c1917;cursor:pointer}
button.primary{background:#15803d;border-color:#15803d;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.hint,.hold,.when{color:#57534e}
`;
