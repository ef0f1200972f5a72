// Receives order.paid webhooks and checks their X-Sell-Signature (docs/sandbox.md).
// Run: node docs/examples/verify-webhook.mjs   (SELL_WEBHOOK_SECRET, PORT: 8787)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** Deliveries whose `t` is further than this from now (seconds) are refused. */
export const TOLERANCE_SEC = 300;

/**
 * Whether `header` (`t=<unix seconds>,v1=<hex>`) signs `rawBody` (the bytes as received)
 * with `secret`, at a time within `toleranceSec` of `nowSec`.
 */
export function verifySignature(
  header,
  rawBody,
  secret,
  toleranceSec = TOLERANCE_SEC,
  nowSec = Math.floor(Date.now() / 1000),
) {
  if (typeof header !== 'string') return false;
  const fields = new Map();
  for (const part of header.split(',')) {
    const i = part.indexOf('=');
    if (i > 0) fields.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  const t = fields.get('t') ?? '';
  const v1 = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || Math.abs(nowSec - Number(t)) > toleranceSec) return false;
  if (!/^[\da-f]{64}$/i.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(v1, 'hex'), expected);
}

/** A server that answers 204 to each correctly signed event and hands paid orders to `onPaid`. */
export function webhookServer(secret, onPaid) {
  return createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = request.headers['x-sell-signature'];
      if (request.method !== 'POST' || !verifySignature(signature, raw, secret)) {
        response.writeHead(400).end();
        return;
      }
      const event = JSON.parse(raw.toString('utf8'));
      if (event.type === 'order.paid') onPaid(event.data.order, event.id);
      response.writeHead(204).end();
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.SELL_WEBHOOK_SECRET ?? 'whsec_test_demo';
  const port = Number(process.env.PORT ?? 8787);
  webhookServer(secret, (order, id) => {
    console.log(`${id}: order ${order.id} paid, ${order.amount} ${order.currency}`);
  }).listen(port, () => console.log(`Waiting for webhooks on http://localhost:${port}/`));
}
