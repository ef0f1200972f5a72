/**
 * `zod-lite` (the bundle's zod/mini engine) against real zod/mini: the widget's own schemas,
 * built once with each engine, parse thousands of mutated payloads; both must agree on
 * success, on the parsed data (key presence included) and on each issue's code and path.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as realOptions from '../embed/options';
import * as realProtocol from '../embed/protocol';
import * as realStorage from '../model/storage';
import { EVENT_FIXTURES } from '../sandbox/fixtures';
import * as realSchemas from './schemas';

type Engine = {
  schemas: typeof realSchemas;
  protocol: typeof realProtocol;
  storage: typeof realStorage;
  options: typeof realOptions;
};
const real: Engine = {
  schemas: realSchemas,
  protocol: realProtocol,
  storage: realStorage,
  options: realOptions,
};
let onLite: Engine;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('zod/mini', () => import('./zod-lite'));
  onLite = {
    schemas: await import('./schemas'),
    protocol: await import('../embed/protocol'),
    storage: await import('../model/storage'),
    options: await import('../embed/options'),
  };
  vi.doUnmock('zod/mini');
});

/** Values a broken or hostile payload may carry at any place. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '  padded  ',
  'x',
  'on_sale',
  'sold_out',
  'general_admission',
  'reserved',
  'requires_payment',
  'completed',
  'applied',
  'card',
  'EUR',
  'eur',
  '#12ab34',
  '#12ab3g',
  'https://pay.example/x?y=1',
  'javascript:alert(1)',
  'https://a.example/\ttab',
  '2027-07-17T14:00',
  '2027-07-17 14:00',
  'a@b.co',
  'not-an-email',
  '+4915112345678',
  '015112345678',
  0,
  -1,
  1,
  1.5,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  {},
  [1],
  { a: 1 },
];

/** Every path (root included) to a value inside `value`. */
function paths(value: unknown, at: PropertyKey[] = []): PropertyKey[][] {
  const out = [at];
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      out.push(...paths(v, [...at, Array.isArray(value) ? Number(k) : k]));
  return out;
}

type Mutation = { path: number; op: 'replace' | 'delete' | 'extra'; odd: number };
const mutation = fc.record({
  path: fc.nat(),
  op: fc.constantFrom('replace', 'delete', 'extra'),
  odd: fc.nat(ODD_VALUES.length - 1),
}) as fc.Arbitrary<Mutation>;

/** `sample` with `mutations` applied (each picks a path by index, modulo the path count). */
function mutate(sample: unknown, mutations: Mutation[]): unknown {
  let root = structuredClone(sample);
  for (const m of mutations) {
    const all = paths(root);
    const path = all[m.path % all.length] as PropertyKey[];
    const odd = structuredClone(ODD_VALUES[m.odd]);
    if (path.length === 0) {
      if (m.op === 'replace') root = odd;
      continue;
    }
    const parent = path.slice(0, -1).reduce((v, k) => Reflect.get(v as object, k), root) as Record<
      PropertyKey,
      unknown
    >;
    const key = path.at(-1) as PropertyKey;
    if (m.op === 'replace') parent[key] = odd;
    else if (m.op === 'delete')
      Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key];
    else if (!Array.isArray(parent)) parent.extra = odd;
  }
  return root;
}

type Parser = {
  safeParse(v: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: readonly { code: string; path: readonly PropertyKey[] }[] };
  };
};

/** Both engines agree on `value`. */
function agree(realSchema: Parser, liteSchema: Parser, value: unknown) {
  const a = realSchema.safeParse(value);
  const b = liteSchema.safeParse(value);
  expect(b.success).toBe(a.success);
  if (a.success) expect(b.data).toStrictEqual(a.data);
  else {
    const shape = (r: typeof a) => r.error?.issues.map((i) => [i.code, i.path]);
    expect(shape(b)).toEqual(shape(a));
  }
}

const summary = {
  id: 'e1',
  slug: 'summer-fest',
  title: 'Summer',
  startsAt: '2027-07-17T14:00',
  timezone: 'Europe/Berlin',
  venueName: 'Airfield',
  status: 'on_sale',
  posterImageUrl: null,
  priceFrom: 25,
  currency: 'EUR',
  available: 10,
};
const palette = {
  id: 'p',
  name: 'P',
  accent: '#0057b8',
  background: '#ffffff',
  foreground: '#111111',
  radius: 8,
};
const customer = { name: ' Ada ', email: 'ada@example.com', phone: '+4915112345678' };

/** Valid payloads of each schema the widget parses (and two it sends). */
const SAMPLES = {
  EventDetail: EVENT_FIXTURES.map((f) => f.event),
  EventList: [{ data: [summary, { ...summary, priceFrom: null }], nextCursor: 'c2' }],
  Config: [
    {
      livemode: false,
      defaultLang: 'en',
      palette,
      paymentProviders: [{ id: 'x', name: 'X', livemode: false }],
      paymentMethods: [{ id: 'card', name: 'Card' }],
    },
  ],
  QuoteResponse: [
    {
      event: 'e1',
      currency: 'EUR',
      lines: [{ tier: 't', name: 'T', quantity: 2, unitPrice: 10, amount: 20 }],
      subtotal: 20,
      discount: 2,
      fees: 1.5,
      total: 19.5,
      promo: { code: 'SUMMER', status: 'applied', message: 'ok' },
    },
  ],
  CheckoutResponse: [
    {
      id: 'co_1',
      status: 'requires_payment',
      paymentMethod: 'card',
      paymentUrl: 'https://pay.example/co_1',
      eventId: 'e1',
      currency: 'EUR',
      amount: 20,
      quantity: 2,
      returnUrl: null,
      livemode: false,
    },
    {
      id: 'co_2',
      status: 'completed',
      paymentMethod: 'free',
      eventId: 'e1',
      currency: 'JPY',
      amount: 0,
      quantity: 1,
      livemode: true,
      orderId: 'or_1',
    },
  ],
  CheckoutRequest: [
    {
      event: 'e1',
      items: [{ tier: 't', quantity: 2 }],
      customer,
      answers: { q1: 'yes' },
      returnUrl: 'https://shop.example/t',
      lang: 'de',
      promoCode: 'SUMMER',
    },
  ],
  ErrorBody: [
    {
      error: {
        code: 'invalid_request',
        message: 'Bad',
        fields: [{ field: 'customer.email', message: 'Invalid' }],
      },
    },
  ],
  Order: [
    {
      id: 'or_1',
      checkoutId: 'co_1',
      eventId: 'e1',
      status: 'paid',
      customer,
      tickets: [{ id: 'tk', tier: 't', tierName: 'T', code: 'ABC' }],
      amount: 20,
      currency: 'EUR',
      createdAt: '2027-01-01T00:00:00Z',
    },
  ],
} satisfies Partial<Record<keyof typeof realSchemas, unknown[]>>;

const FRAME_MESSAGES = [
  { v: 1, type: 'resized', height: 812.5 },
  { v: 1, type: 'navigationRequested', url: 'https://pay.example/co_1' },
  {
    v: 1,
    type: 'hostEvent',
    event: { name: 'boxoffice:ready', detail: { event: { id: 'e1', slug: 's', title: 'T' } } },
  },
  {
    v: 1,
    type: 'hostEvent',
    event: {
      name: 'boxoffice:basket',
      detail: { items: [{ tier: 't', quantity: 2 }], quantity: 2 },
    },
  },
  {
    v: 1,
    type: 'hostEvent',
    event: { name: 'boxoffice:error', detail: { code: 'network', status: 503, message: 'Down' } },
  },
];

const RUNS = { numRuns: 1000 };
const mutations = fc.array(mutation, { minLength: 0, maxLength: 3 });

describe('zod-lite agrees with zod/mini', () => {
  it('is really another engine (no zod internals in the lite-built schemas)', () => {
    expect('_zod' in real.schemas.EventDetail).toBe(true);
    expect('_zod' in onLite.schemas.EventDetail).toBe(false);
  });

  for (const [name, samples] of Object.entries(SAMPLES)) {
    it(`on mutated ${name} payloads`, () => {
      const key = name as keyof typeof SAMPLES;
      for (const sample of samples) {
        expect(real.schemas[key].safeParse(sample).success).toBe(true);
        agree(real.schemas[key], onLite.schemas[key], sample);
      }
      fc.assert(
        fc.property(fc.nat(samples.length - 1), mutations, (i, ms) =>
          agree(real.schemas[key], onLite.schemas[key], mutate(samples[i], ms)),
        ),
        RUNS,
      );
    });
  }

  it('on mutated frame messages (a union of objects)', () => {
    for (const m of FRAME_MESSAGES)
      expect(real.protocol.FrameMessage.safeParse(m).success).toBe(true);
    fc.assert(
      fc.property(fc.nat(FRAME_MESSAGES.length - 1), mutations, (i, ms) =>
        agree(
          real.protocol.FrameMessage,
          onLite.protocol.FrameMessage,
          mutate(FRAME_MESSAGES[i], ms),
        ),
      ),
      RUNS,
    );
  });

  it('on mutated pending checkouts from sessionStorage', () => {
    const pending = {
      id: 'co_1',
      event: 'summer-fest',
      basket: { t: 2, u: 1 },
      email: 'a@b.co',
      name: 'Ada',
      createdAt: 1,
    };
    fc.assert(
      fc.property(mutations, (ms) =>
        agree(real.storage.PendingCheckout, onLite.storage.PendingCheckout, mutate(pending, ms)),
      ),
      RUNS,
    );
  });

  it('on the e-mail field alone, for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (s) =>
        agree(real.schemas.Customer.shape.email, onLite.schemas.Customer.shape.email, s),
      ),
      RUNS,
    );
  });

  it('on mutated integrator options (the same problem is reported)', () => {
    const context = {
      scriptUrl: 'https://cdn.example/boxoffice.js',
      pageUrl: 'https://shop.example/t',
      documentLang: 'de',
      navigatorLang: 'en',
    };
    const input = {
      key: 'pk_test_demo',
      token: 'tok.abc',
      event: 'summer-fest',
      api: 'https://api.example',
      lang: 'de-AT',
      target: '#t',
      mode: 'iframe',
      returnUrl: 'https://shop.example/x',
      theme: 'dark',
      accent: '#0057b8',
      promo: 'SUMMER',
    };
    fc.assert(
      fc.property(
        mutations,
        fc.constantFrom('script', 'element', 'mount'),
        (ms, source: realOptions.OptionsSource) => {
          const value = mutate(input, ms);
          expect(onLite.options.parseOptions(value, source, context)).toStrictEqual(
            real.options.parseOptions(value, source, context),
          );
        },
      ),
      RUNS,
    );
  });
});
