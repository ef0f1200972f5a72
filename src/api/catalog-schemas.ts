/** Schemas of the config and catalog operations: palettes, config, events. */
import * as z from 'zod/mini';
import { hexColor } from '../shared/color.ts';
import { atLeast, distinctIds, Int, nonEmpty } from './checks.ts';
import {
  Count,
  Currency,
  EventStatus,
  HexColor,
  Money,
  opt,
  PaymentMethodKind,
  Seating,
} from './schema-primitives.ts';

/** A checkout palette (`GET /config/palettes`, `Config.palette`). */
export const ThemePreset = z.object({
  id: z.string(),
  name: z.string(),
  accent: HexColor,
  background: HexColor,
  foreground: HexColor,
  radius: z.number().check(atLeast(0)),
});
export type ThemePreset = z.infer<typeof ThemePreset>;

/** A payment provider the key is connected to. */
export const PaymentProvider = z.object({
  id: z.string(),
  name: z.string(),
  livemode: z.boolean(),
});
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** A payment method buyers can use. */
export const PaymentMethod = z.object({
  id: PaymentMethodKind,
  name: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** `Config.palette` as the widget reads it: every field optional (see `readPalette`). */
export type ConfigPalette = {
  id?: string;
  name?: string;
  accent?: string;
  background?: string;
  foreground?: string;
  /** Pixels, or a CSS length (checked as one by `paletteCss` before it reaches CSS). */
  radius?: number | string;
};

/**
 * The palette is cosmetic, so it is read leniently: every field that fails its check is
 * left out (the rest still applies), a radius may be a number of pixels or a CSS length,
 * and a palette that is absent or not an object has no fields (the built-in look). A bad
 * palette never loses the rest of the config. Own properties only.
 */
function readPalette(input: unknown): ConfigPalette {
  const given = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  const field = (name: string): unknown =>
    Object.hasOwn(given, name) ? (given as Record<string, unknown>)[name] : undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const radius = field('radius');
  const fields: ConfigPalette = {
    id: text(field('id')),
    name: text(field('name')),
    accent: hexColor(field('accent')),
    background: hexColor(field('background')),
    foreground: hexColor(field('foreground')),
    radius:
      typeof radius === 'string' || (typeof radius === 'number' && radius >= 0)
        ? radius
        : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * `Config.palette`, absent or not: a custom check that never fails (no `z.catch` or
 * `z.union`, which would each add a class to the bundle).
 */
export const ConfigPalette = z._default(
  z.custom<ConfigPalette>().check(z.overwrite(readPalette)),
  () => ({}),
);

/** `GET /config`: bootstrap for a key. */
export const Config = z.object({
  livemode: z.boolean(),
  defaultLang: z.string(),
  palette: ConfigPalette,
  paymentProviders: z.array(PaymentProvider),
  paymentMethods: z.array(PaymentMethod),
});
export type Config = z.infer<typeof Config>;

/** `GET /config/palettes`. */
export const Palettes = z.array(ThemePreset);
export type Palettes = z.infer<typeof Palettes>;

/** `GET /config/frame-origins`: sites allowed to frame this key's checkout. */
export const FrameOrigins = z.object({ origins: z.array(z.string()) });
export type FrameOrigins = z.infer<typeof FrameOrigins>;

/** One ticket type of an event. `price` is an estimate; the quote is authoritative. */
export const Tier = z.object({
  id: z.string().check(nonEmpty()),
  name: z.string(),
  description: opt(z.string()),
  price: Money,
  /** Cosmetic like the palette: a malformed colour is dropped, never the event. */
  color: z.optional(
    z
      .custom<string | null | undefined>()
      .check(z.overwrite((value) => (value === null ? null : hexColor(value)))),
  ),
  available: Count,
  soldOut: z.boolean(),
});
export type Tier = z.infer<typeof Tier>;

/** A question the organizer wants answered at checkout. */
export const Question = z.object({
  id: z.string().check(nonEmpty()),
  label: z.string(),
  required: z.boolean(),
});
export type Question = z.infer<typeof Question>;

/** `GET /events/{ref}`: one event as something sellable. */
export const EventDetail = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: opt(z.string()),
  category: opt(z.string()),
  ageRestriction: opt(z.string()),
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `timezone`. */
  startsAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/)),
  /** Date-time, may carry an offset; shown in `timezone`. */
  endsAt: opt(z.string()),
  timezone: z.string().check(nonEmpty()),
  venueName: z.string(),
  address: opt(z.string()),
  lat: opt(z.number()),
  lng: opt(z.number()),
  coverImageUrl: opt(z.string()),
  posterImageUrl: opt(z.string()),
  organizerName: opt(z.string()),
  seating: Seating,
  currency: Currency,
  status: EventStatus,
  maxTicketsPerOrder: Int.check(atLeast(1)),
  capacity: Count,
  sold: Count,
  available: Count,
  tiers: z.array(Tier).check(distinctIds()),
  questions: z.array(Question).check(distinctIds()),
  paymentsEnabled: z.boolean(),
  acceptsPromoCodes: z.boolean(),
  checkoutUrl: opt(z.string()),
});
export type EventDetail = z.infer<typeof EventDetail>;

/** One row of `GET /events`. */
export const EventSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  startsAt: EventDetail.shape.startsAt,
  endsAt: EventDetail.shape.endsAt,
  timezone: z.string().check(nonEmpty()),
  venueName: z.string(),
  status: EventStatus,
  posterImageUrl: opt(z.string()),
  /** Lowest tier price; `null` when the event has no tiers. */
  priceFrom: z.nullable(Money),
  currency: Currency,
  available: Count,
});
export type EventSummary = z.infer<typeof EventSummary>;

/** `GET /events?limit=&cursor=&from=&to=`: in start order, none that has ended. */
export const EventList = z.object({
  data: z.array(EventSummary),
  nextCursor: z.nullable(z.string()),
});
export type EventList = z.infer<typeof EventList>;
