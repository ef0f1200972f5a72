/**
 * Fuzzing the client (seeded, see `src/model/testing/fuzz.ts`): hostile and broken answers
 * to every operation the widget sends. Whatever arrives, a call resolves to a `Result`
 * (never throws), a success is a body its schema accepts, an error carries a code the
 * catalogue can word, and nothing is written onto `Object.prototype`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { errorText } from '../i18n/index';
import { createFakeFetch, type Reply } from '../model/testing/fake-fetch';
import { config } from '../model/testing/fixtures';
import {
  errorReplyArb,
  fuzzSettings,
  hostileCheckoutArb,
  hostileConfigArb,
  hostileEventArb,
  hostileQuoteArb,
  leakFree,
  replyArb,
} from '../model/testing/fuzz';
import { paletteRadius } from '../ui/palette';
import { createClient } from './client';
import type { Result } from './errors';
import { withSales } from './sales-client';
import { CheckoutResponse, Config, EventDetail, QuoteResponse } from './schemas';

const { runs, seed } = fuzzSettings(500);

const operations = {
  config: { schema: Config, body: hostileConfigArb },
  event: { schema: EventDetail, body: hostileEventArb('fuzz') },
  quote: {
    schema: QuoteResponse,
    body: hostileQuoteArb('fuzz', 'EUR', [
      { tier: 'constructor', quantity: 2 },
      { tier: 'ga', quantity: 1 },
    ]),
  },
  checkout: { schema: CheckoutResponse, body: hostileCheckoutArb('EUR') },
  status: { schema: CheckoutResponse, body: hostileCheckoutArb('EUR') },
} as const;
type Operation = keyof typeof operations;

const caseArb = fc
  .constantFrom(...(Object.keys(operations) as Operation[]))
  .chain((op) => fc.tuple(fc.constant(op), fc.oneof(replyArb(operations[op].body), errorReplyArb)));

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The palette is cosmetic: a config whose other fields are valid is never lost to its
 * palette, and every palette field that is valid on its own is kept.
 */
function cosmeticOnly(body: unknown, res: Result<unknown>): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const { palette, ...rest } = body as Record<string, unknown>;
  if (!Config.safeParse({ ...rest, palette: config().palette }).success) return;
  expect(res.ok).toBe(true);
  if (!res.ok || !palette || typeof palette !== 'object' || Array.isArray(palette)) return;
  const given = palette as Record<string, unknown>;
  const kept = (res.value as Config).palette as Record<string, unknown>;
  for (const name of ['accent', 'background', 'foreground']) {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    if (typeof value === 'string' && HEX.test(value)) expect(kept[name]).toBe(value);
  }
  if (paletteRadius(given.radius) !== null) expect(kept.radius).toBe(given.radius);
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();

describe('client fuzz', () => {
  it(
    `answers every hostile or broken body with a Result (${runs} cases, seed ${seed})`,
    async () => {
      const before = prototypeKeys();
      let ok = 0;
      await fc.assert(
        fc.asyncProperty(caseArb, async ([op, reply]) => {
          const fake = createFakeFetch();
          fake.on('*', reply as Reply);
          const client = withSales(
            createClient({ api: 'https://api.example', key: 'pk_test_fuzz', fetch: fake.fetch }),
          );
          const res = await (op === 'config'
            ? client.config()
            : op === 'event'
              ? client.event('fuzz')
              : op === 'quote'
                ? client.quote({ event: 'fuzz', items: [{ tier: 'constructor', quantity: 2 }] })
                : op === 'checkout'
                  ? client.checkout(
                      {
                        event: 'fuzz',
                        items: [{ tier: '__proto__', quantity: 1 }],
                        customer: { name: 'Ada', email: 'ada@example.com' },
                      },
                      'key-1',
                    )
                  : client.checkoutStatus('constructor'));
          if (res.ok) {
            ok++;
            // A success is exactly what its schema makes of it: parsing it again changes nothing.
            expect(operations[op].schema.safeParse(res.value)).toEqual({
              success: true,
              data: res.value,
            });
          } else {
            expect(['http', 'network', 'invalid_response']).toContain(res.error.kind);
            if (res.error.kind === 'http') {
              expect(typeof res.error.code).toBe('string');
              expect(Number.isInteger(res.error.status)).toBe(true);
            }
            const code = res.error.kind === 'http' ? res.error.code : res.error.kind;
            const text = errorText(en, code);
            expect(typeof text).toBe('string');
            expect(leakFree(text)).toBe(true);
          }
          if (op === 'config' && 'body' in reply && reply.status === 200)
            cosmeticOnly(reply.body, res);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: runs, seed },
      );
      expect(prototypeKeys()).toBe(before);
      // The generator is worth its name: both outcomes happen.
      expect(ok).toBeGreaterThan(runs / 10);
      expect(ok).toBeLessThan(runs);
    },
    10_000 + runs * 10,
  );
});
