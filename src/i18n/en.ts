/**
 * The English source catalogue, built into the app (and the fallback of every other
 * language), with its purchase half in `en-purchase.ts` (in the purchase chunk). Their types
 * are the contract every other language satisfies with two files, each a chunk of its own:
 * `xx.ts` (`export const messages: CoreMessages`) and `xx-purchase.ts`
 * (`export const messages: PurchaseMessages`). More languages are files, not code. Strings are plain text (rendered as text, never HTML).
 * Interpolation is a small function; amounts and dates arrive already formatted by
 * `format.ts` so catalogues never format money. Counts arrive as a `Count`: pick the plural
 * form on `n.value` and write the number as `${n}`, its text in the widget's digits (Latin or
 * Arabic-Indic, as the locale and the browser decide: see format.ts). So a catalogue's text
 * has no digit of its own ('Only 1 left' would stay Latin in an Arabic-Indic widget) but for
 * its phone examples, which the UI writes in the widget's digits. `loading`, `buy` and `embed`
 * come from `src/shared/loader-text.ts`: they are the only English text the loader carries.
 */
import { buy, embed, loading } from '../shared/loader-text';
import type { PurchaseMessages } from './en-purchase';
import type { Count } from './format';

export type { Count } from './format';

const plural = /* @__PURE__ */ new Intl.PluralRules('en');
/** Picks the English plural form of `n`. */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** English UI text. */
export const en = {
  loading,
  event: {
    /** Unfolds the event's long description in a narrow widget (a disclosure button). */
    more: 'More',
    posterAlt: (title: string) => `Poster for ${title}`,
    organizer: (name: string) => `Presented by ${name}`,
    /** Read before the age badge ("18+") by screen readers; the colon is the language's. */
    ageRestriction: (age: string) => `Age restriction: ${age}`,
    /** Opens the ways to add the event to the buyer's calendar (a disclosure button). */
    addToCalendar: 'Add to calendar',
    /** The `.ics` file, for Apple Calendar and every other calendar app. */
    calendarFile: 'Calendar file (.ics)',
    /** The venue on a map (a link). */
    map: 'Map',
    /** Read after a link that opens in a new tab. */
    newTab: '(opens in a new tab)',
  },
  /** Why the widget does not sell this event here (`sellability.ts`). */
  sale: {
    cancelled: 'This event has been cancelled.',
    sold_out: 'This event is sold out.',
    sales_ended: 'Ticket sales for this event have ended.',
    scheduled: 'Tickets are not on sale yet. Check back soon.',
    unknown_status: "Tickets for this event can't be bought here right now.",
    reserved_seating:
      'This event has reserved seating: pick your seats on the organizer’s checkout.',
    unknown_seating: 'Tickets for this event are sold on the organizer’s checkout.',
    payments_disabled: 'Paid tickets are not available here right now.',
    no_tiers: 'No tickets for this event are offered here.',
    buyElsewhere: 'Buy on the organizer’s checkout',
  },
  tiers: {
    heading: 'Tickets',
    free: 'Free',
    left: (n: Count) => `Only ${n} left`,
    soldOut: 'Sold out',
    remove: (tier: string) => `${tier}: remove one`,
    add: (tier: string) => `${tier}: add one`,
    quantity: (tier: string) => `${tier}: quantity`,
    /** What a `409 inventory_changed` recovery did to one tier of the basket. */
    reduced: (tier: string, from: Count, to: Count) =>
      to.value === 0
        ? `${tier}: none left, removed from your basket.`
        : `${tier}: reduced from ${from} to ${to}.`,
    /** Why "+" is disabled for a tier. */
    limit: {
      sold_out: 'Sold out',
      tier_limit: (n: Count) => `Only ${n} available`,
      order_limit: (max: Count) =>
        pick(max, `Maximum ${max} ticket per order`, `Maximum ${max} tickets per order`),
      event_limit: 'No more tickets left for this event',
      payments_disabled: 'Not available for online payment',
    },
  },
  /** Error text by `errorCode(error)` (src/api/errors.ts) and the widget's own codes. */
  errors: {
    network: "We couldn't reach the ticket shop. Check your connection and try again.",
    invalid_response: 'The ticket shop sent an answer we couldn’t read. Please try again later.',
    invalid_payment_url:
      'The payment page address looked wrong, so we didn’t open it. Please try again.',
    unauthorized: "This ticket shop isn't set up correctly.",
    forbidden: "Tickets for this event can't be sold on this website.",
    not_found: "We couldn't find this event.",
    invalid_request: 'Some details need correcting.',
    idempotency_key_required: 'Something went wrong starting your purchase. Please try again.',
    basket_limit: 'Too many tickets for one order. Please choose fewer.',
    inventory_changed:
      'Some tickets sold out while you were choosing. We updated your basket: please check it and try again.',
    idempotency_conflict: 'Your order changed while it was being sent. Please try again.',
    request_in_progress: 'Your order is still being processed. Please wait a moment.',
    rate_limited: 'Too many requests right now. Please wait a few seconds and try again.',
    unavailable: 'The ticket shop is temporarily unavailable. Please try again in a moment.',
    empty_basket: 'Choose at least one ticket.',
    config: "This ticket widget isn't set up correctly.",
    unknown: 'Something went wrong. Please try again.',
    retry: 'Try again',
  },
  list: {
    heading: 'Upcoming events',
    from: (price: string) => `from ${price}`,
    free: 'Free',
    more: 'Show more events',
    loadingMore: 'Loading more events…',
    back: 'All events',
    empty: 'There are no events on sale right now.',
    status: {
      sold_out: 'Sold out',
      cancelled: 'Cancelled',
      sales_ended: 'Sales ended',
      scheduled: 'On sale soon',
      unknown: 'Not on sale',
      /** The calendar's words for an event on sale, and one with few tickets left. */
      on_sale: 'On sale',
      few_left: 'Few left',
    },
  },
  /** The calendar and week views of the list (`data-view`). */
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    /** Shown with a month (week) without events: moves to the next one that has some. */
    nextMonthWithEvents: 'Next month with events',
    nextWeekWithEvents: 'Next week with events',
    /** The month as `Intl` names it: "February 2027". */
    emptyMonth: (month: string) => `No events in ${month}.`,
    emptyWeek: 'No events this week.',
    /** No event after the month (week) shown. */
    noLater: 'No events after these.',
    /** How many events a day has, read with its date. */
    events: (n: Count) => pick(n, `${n} event`, `${n} events`),
    noEvents: 'No events on this day.',
  },
  buy,
  embed,
};

/** The English text the app renders before the purchase half arrives. */
export type CoreMessages = typeof en;
/** A whole catalogue: both halves. */
export type Messages = CoreMessages & PurchaseMessages;
/** Codes that have error text (see `errorText` in `index.ts`). */
export type ErrorTextCode = Exclude<keyof Messages['errors'], 'retry'>;
