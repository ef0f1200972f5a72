/**
 * Test helper: seeded fast-check arbitraries of hostile and broken API answers, shared by
 * the client and model fuzz tests (Vitest) and the built widget's fuzz test (Playwright).
 * Never bundled.
 *
 * An answer starts as a schema-valid body full of hostile content (`Object.prototype` names
 * as ids, markup, control and bidi characters, huge strings and numbers, unknown enum
 * values, unsafe URLs, a quote in another currency), then may be broken further by a few
 * structural mutations (a field dropped, nulled or retyped, an extra `__proto__` key), or
 * replaced by an error answer or a body that is not JSON.
 *
 * `npm test` runs each fuzz test with a fixed seed and a small number of cases;
 * `npm run fuzz` sets `FUZZ_RUNS` (and `FUZZ_SEED` picks another seed).
 */
import fc from 'fast-check';
import { checkoutReply, config, paidEvent } from './fixtures';

/** Names every plain object inherits: ids and keys the widget must treat as plain strings. */
export const PROTO_NAMES = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__proto__',
  'isPrototypeOf',
  'toLocaleString',
  '__defineGetter__',
] as const;

/** Text that means a value leaked through unformatted; never on screen. */
export const LEAKS = ['undefined', 'NaN', '[object Object]', '[native code]'] as const;

/** Whether `text` contains none of `LEAKS`. */
export const leakFree = (text: string): boolean => LEAKS.every((leak) => !text.includes(leak));

/** The number of cases and the seed of one fuzz test: `FUZZ_RUNS` / `FUZZ_SEED`, else the defaults. */
export function fuzzSettings(defaultRuns: number, defaultSeed = 20_251_105) {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env;
  const runs = Number.parseInt(env?.FUZZ_RUNS ?? '', 10);
  const seed = Number.parseInt(env?.FUZZ_SEED ?? '', 10);
  return {
    runs: Number.isSafeInteger(runs) && runs > 0 ? runs : defaultRuns,
    seed: Number.isSafeInteger(seed) ? seed : defaultSeed,
  };
}

/** Markup, injection and Unicode that must reach the screen as text, if at all. */
const NASTY = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  '</style><b>bold</b><style>',
  "'; DROP TABLE tickets; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder as data, on purpose.
  '${window.__pwned=1}',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '\u202Egnp.exe',
  'Z\u0338\u0322\u034Ea\u0335l\u0334g\u0337o\u0336',
  '\u0000\u0001\u0007\u001B[31m',
  '\uD800 lone surrogate',
  '👩‍👩‍👧‍👦'.repeat(20),
  'a\nb\r\n\r\nc\n\n\nd',
  '&lt;&amp;&#x3c;&#0;',
  'javascript:window.__pwned=1',
  ' ',
  '%s%n%x%d',
  '\u200B\u200C\u200D\uFEFF',
  'مرحبا بالعالم',
];

/** Strings an API could send: hostile, random, binary, or huge. */
export const textArb: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY, ...PROTO_NAMES) },
    { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('x'.repeat(5_000), 'W'.repeat(40_000), '<b>'.repeat(3_000)),
    },
  )
  .filter(leakFree);

/** Ids: `Object.prototype` names above all, then ordinary and hostile strings. */
export const idArb: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...PROTO_NAMES) },
    { weight: 2, arbitrary: fc.constantFrom('ga', 'vip', 'a b', 'a.b', '0', '1e3', '-1') },
    { weight: 2, arbitrary: textArb },
  )
  .filter((id) => id.length > 0);

/** URLs: a safe one, or one the widget must never follow or link to. */
export const urlArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'https://pay.fuzz.example/session',
    'https://pay.fuzz.example/a%20b?x=<script>#frag',
    'HTTPS://PAY.FUZZ.EXAMPLE/upper',
    'https://user:pass@pay.fuzz.example/',
  ),
  fc.constantFrom(
    'javascript:window.__pwned=1',
    'JaVaScRiPt:window.__pwned=1',
    ' javascript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    'data:text/html,<script>window.__pwned=1</script>',
    'vbscript:msgbox(1)',
    'http://evil.fuzz.example/pay',
    '//evil.fuzz.example/pay',
    '/relative/pay',
    'https://',
    'https:evil.fuzz.example',
    'file:///etc/passwd',
    'blob:https://pay.fuzz.example/uuid',
    '',
  ),
);

/** Money: ordinary, fractional below a cent, and absurdly large amounts. */
export const moneyArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, 0.1, 0.005, 1e-7, 25.5, 80.1, 99_999_999.99, 1e15, 1e21, 1e300),
  fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
);

/** Counts: small, zero, or the largest safe integer. */
const countArb = fc.oneof(
  { weight: 4, arbitrary: fc.nat(40) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, Number.MAX_SAFE_INTEGER) },
);

/** An enum value this client knows (most often `common`), or one it does not. */
const enumArb = (common: string, ...others: string[]) =>
  fc.oneof(
    { weight: 20, arbitrary: fc.constant(common) },
    { weight: 2, arbitrary: fc.constantFrom(...others) },
    { weight: 1, arbitrary: fc.constantFrom('future_value', '', 'ON_SALE', ...PROTO_NAMES) },
  );

const optional = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 2, arbitrary: arb },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  );

const colourArb = fc.oneof(
  fc.constantFrom('#0055aa', '#FFFFFF', '#000000'),
  fc.constantFrom('red', '#fff', 'url(javascript:x)', '#0055aa;}body{display:none'),
);

const tierArb = fc.record({
  id: idArb,
  name: textArb,
  description: optional(textArb),
  price: moneyArb,
  color: optional(colourArb),
  available: countArb,
  soldOut: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)),
});

const questionArb = fc.record({ id: idArb, label: textArb, required: fc.boolean() });

/** A schema-valid event (most often) full of hostile content, sold under `slug`. */
export const hostileEventArb = (slug: string): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record({
      id: textArb,
      title: textArb,
      description: optional(textArb),
      category: optional(textArb),
      ageRestriction: optional(textArb),
      startsAt: fc.constantFrom(
        '2030-07-01T18:00',
        '2030-07-01T18:00:30',
        '0000-01-01T00:00',
        '9999-12-31T23:59',
        '2030-02-30T25:61',
      ),
      endsAt: optional(
        fc.constantFrom('2030-07-01T23:00', '2030-07-02T01:00+09:00', 'not a date', '1970'),
      ),
      timezone: fc.constantFrom('Europe/Berlin', 'Asia/Tokyo', 'UTC', 'Not/AZone', 'Etc/GMT+14'),
      venueName: textArb,
      address: optional(textArb),
      lat: optional(fc.double({ noNaN: true, noDefaultInfinity: true })),
      lng: optional(fc.double({ noNaN: true, noDefaultInfinity: true })),
      coverImageUrl: optional(urlArb),
      posterImageUrl: optional(urlArb),
      organizerName: optional(textArb),
      seating: enumArb('general_admission', 'reserved'),
      currency: fc.constantFrom('EUR', 'EUR', 'JPY', 'KWD', 'USD', 'XXX'),
      status: enumArb('on_sale', 'scheduled', 'sold_out', 'sales_ended', 'cancelled'),
      maxTicketsPerOrder: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constant(2 ** 53 - 1)),
      capacity: countArb,
      sold: countArb,
      available: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 60 }) }, countArb),
      tiers: fc.uniqueArray(tierArb, { selector: (t) => t.id, minLength: 1, maxLength: 5 }),
      questions: fc.uniqueArray(questionArb, { selector: (q) => q.id, maxLength: 4 }),
      paymentsEnabled: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.boolean()),
      acceptsPromoCodes: fc.boolean(),
      checkoutUrl: optional(urlArb),
    })
    .map((fields) => ({ ...paidEvent(), ...fields, slug }));

/** A quote answer for `items` of an event in `currency` (most often that currency). */
export const hostileQuoteArb = (
  event: string,
  currency: string,
  items: readonly { tier: string; quantity: number }[],
): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record({
      currency: fc.oneof(
        { weight: 4, arbitrary: fc.constant(currency) },
        { weight: 1, arbitrary: fc.constantFrom('JPY', 'EUR', 'USD') },
      ),
      prices: fc.array(moneyArb, { minLength: items.length, maxLength: items.length }),
      extraLine: fc.option(fc.record({ tier: idArb, name: textArb }), { nil: undefined }),
      discount: fc.oneof(fc.constant(0), moneyArb),
      fees: fc.oneof(fc.constant(0), moneyArb),
      total: fc.option(moneyArb, { nil: undefined }),
      promo: optional(
        fc.record({
          code: textArb,
          status: enumArb('applied', 'invalid', 'expired'),
          message: textArb,
        }),
      ),
    })
    .map((q) => {
      const lines = items.map((item, i) => ({
        tier: item.tier,
        name: item.tier,
        quantity: item.quantity,
        unitPrice: q.prices[i] ?? 0,
        amount: (q.prices[i] ?? 0) * item.quantity,
      }));
      if (q.extraLine) lines.push({ ...q.extraLine, quantity: 1, unitPrice: 1, amount: 1 });
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
      return {
        event,
        currency: q.currency,
        lines,
        subtotal,
        discount: q.discount,
        fees: q.fees,
        total: q.total ?? subtotal,
        promo: q.promo ?? null,
      };
    });

const CHECKOUT_STATUSES = ['requires_payment', 'processing', 'completed', 'failed', 'expired'];

/** A checkout answer (`POST /checkout` or `GET /checkout/{id}`). */
export const hostileCheckoutArb = (currency: string): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record({
      id: idArb,
      status: enumArb('requires_payment', ...CHECKOUT_STATUSES, 'canceled'),
      paymentMethod: enumArb('card', 'free'),
      paymentUrl: optional(urlArb),
      currency: fc.oneof(fc.constant(currency), fc.constantFrom('JPY', 'USD')),
      amount: moneyArb,
      quantity: countArb,
      orderId: optional(idArb),
    })
    .map((fields) => ({ ...checkoutReply(), ...fields }));

/** A config answer: the palette's fields valid, missing or malformed. */
export const hostileConfigArb: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    accent: optional(colourArb),
    background: optional(colourArb),
    foreground: optional(colourArb),
    radius: optional(
      fc.constantFrom(8, 0, 1e9, -4, '4px', '0.5rem', '1e3px', '4px;}body{', 'large', null),
    ),
    palette: fc.constantFrom('object', 'object', 'object', 'missing', 'string', 'array'),
  })
  .map(({ palette, ...fields }) => {
    const base = config();
    const merged = { ...base.palette, ...fields };
    const value =
      palette === 'object'
        ? merged
        : palette === 'string'
          ? '#0055aa'
          : palette === 'array'
            ? [merged]
            : undefined;
    return { ...base, palette: value };
  });

/** One structural change to a JSON body. */
export interface Mutation {
  /** Picks the node (modulo the number of nodes). */
  at: number;
  kind: 'drop' | 'null' | 'retype' | 'proto-key' | 'hostile' | 'number';
  value: unknown;
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('drop', 'null', 'retype', 'proto-key', 'hostile', 'number'),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    textArb,
    fc.constantFrom(-1, 1.5, 1e308, -0, 2 ** 53, '12', true, [], {}),
  ),
});

type Node = { parent: Record<string, unknown> | unknown[]; key: string | number };

/** Every (parent, key) of `value`, depth first. */
function nodesOf(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) {
    value.forEach((child, i) => {
      out.push({ parent: value, key: i });
      nodesOf(child, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.push({ parent: value as Record<string, unknown>, key });
      nodesOf(child, out);
    }
  }
  return out;
}

/** Sets an own property, even one named `__proto__` (plain assignment would set the prototype). */
function define(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** `body` with `mutations` applied (on a deep copy). */
export function mutate(body: unknown, mutations: readonly Mutation[]): unknown {
  let copy: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  for (const m of mutations) {
    const nodes = nodesOf(copy);
    const node = nodes[m.at % Math.max(nodes.length, 1)];
    if (!node) {
      copy = m.value;
      continue;
    }
    const { parent, key } = node;
    if (m.kind === 'drop') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key as string];
    } else if (m.kind === 'proto-key') {
      const name = PROTO_NAMES[m.at % PROTO_NAMES.length] ?? '__proto__';
      const target = Array.isArray(parent) ? {} : parent;
      define(target, name, m.value);
    } else {
      const value =
        m.kind === 'null'
          ? null
          : m.kind === 'hostile'
            ? (PROTO_NAMES[m.at % PROTO_NAMES.length] ?? 'constructor')
            : m.kind === 'number'
              ? [-1, 0.5, 1e308, 2 ** 53][m.at % 4]
              : m.value;
      define(parent, key, value);
    }
  }
  return copy;
}

/** An answer as a test server sends it. */
export type FuzzReply =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { status: number; text: string };

const errorCodes = fc.constantFrom(
  'invalid_request',
  'inventory_changed',
  'basket_limit',
  'unavailable',
  'rate_limited',
  'not_found',
  'future_code',
  ...PROTO_NAMES,
);

/** An error answer of the API's shape (or close to it), with hostile codes, messages and fields. */
export const errorReplyArb: fc.Arbitrary<FuzzReply> = fc
  .record({
    status: fc.constantFrom(400, 401, 403, 404, 409, 429, 500, 502, 503),
    code: errorCodes,
    message: textArb,
    fields: fc.option(
      fc.array(
        fc.record({
          field: fc.oneof(
            fc.constantFrom('customer.email', 'customer.name', 'items', '__proto__'),
            idArb.map((id) => `answers.${id}`),
          ),
          message: textArb,
        }),
        { maxLength: 3 },
      ),
      { nil: undefined },
    ),
    retryAfter: fc.option(fc.constantFrom('0', '1', '99999', 'soon'), { nil: undefined }),
  })
  .map(({ status, code, message, fields, retryAfter }) => ({
    status,
    body: { error: { code, message, ...(fields ? { fields } : {}) } },
    ...(retryAfter ? { headers: { 'Retry-After': retryAfter } } : {}),
  }));

/**
 * An answer built from `bodyArb`: most often its body (sometimes broken by mutations),
 * sometimes an error answer or a 200 whose body is not JSON.
 */
export const replyArb = (bodyArb: fc.Arbitrary<unknown>, valid = 6): fc.Arbitrary<FuzzReply> =>
  fc.oneof(
    { weight: valid, arbitrary: bodyArb.map((body) => ({ status: 200, body })) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(bodyArb, fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
        .map(([body, mutations]) => ({ status: 200, body: mutate(body, mutations) })),
    },
    { weight: 1, arbitrary: errorReplyArb },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('<html>oops</html>', '', '{"truncated":', 'null', '[]', '"text"')
        .map((text) => ({ status: 200, text })),
    },
  );

/** What the buyer does with a loaded widget. */
export interface BuyerActions {
  /** Quantity per tier, by position (typed into the spinbutton, or reached with "+"). */
  quantities: { n: number; typed: boolean }[];
  name: string;
  email: string;
  phone: string;
  /** Answers by question position. */
  answers: string[];
}

/** A buyer who picks a few tickets and fills the form with hostile text. */
export const buyerArb: fc.Arbitrary<BuyerActions> = fc.record({
  quantities: fc.array(
    fc.record({
      n: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(7, 99_999_999)),
      typed: fc.boolean(),
    }),
    { minLength: 5, maxLength: 5 },
  ),
  name: fc.oneof(
    fc.constant('Ada Lovelace'),
    textArb.filter((s) => s.length < 200),
  ),
  email: fc.constantFrom('ada@example.com', 'not-an-email', 'a@b.co'),
  phone: fc.constantFrom('', '+44 20 7946 0958', '12'),
  answers: fc.array(
    textArb.filter((s) => s.length < 200),
    { minLength: 4, maxLength: 4 },
  ),
});

/** One widget's whole conversation with the API, and its buyer (the quote for any basket comes from `quoteSeed`). */
export interface ScenarioData {
  config: FuzzReply;
  event: FuzzReply;
  /** Seed of the quote answer, drawn per basket. */
  quoteSeed: number;
  checkout: FuzzReply;
  status: FuzzReply;
  buyer: BuyerActions;
}

/** A widget's conversation selling `slug`. */
export const scenarioArb = (slug: string): fc.Arbitrary<ScenarioData> =>
  fc
    .record({
      config: replyArb(hostileConfigArb),
      // Mostly an event that loads, so that most cases go on to buy.
      event: replyArb(hostileEventArb(slug), 16),
      quoteSeed: fc.integer(),
      currency: fc.constantFrom('EUR', 'JPY'),
      buyer: buyerArb,
    })
    .chain(({ currency, ...rest }) =>
      fc
        .record({
          checkout: replyArb(hostileCheckoutArb(currency)),
          status: replyArb(hostileCheckoutArb(currency)),
        })
        .map((more) => ({ ...rest, ...more })),
    );

/** The quote answer of a scenario for one basket: the same basket always gets the same answer. */
export function quoteReply(
  data: ScenarioData,
  slug: string,
  currency: string,
  items: readonly { tier: string; quantity: number }[],
): FuzzReply {
  const [reply] = fc.sample(replyArb(hostileQuoteArb(slug, currency, items)), {
    seed: data.quoteSeed,
    numRuns: 1,
  });
  return reply ?? { status: 503, text: '' };
}
