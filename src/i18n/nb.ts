/**
 * Norwegian Bokmål, first-render half (the purchase half is `nb-purchase.ts`). A chunk of its
 * own that imports nothing at run time. Buyers are addressed with “du”, as Norwegian shops
 * do; angle quotes («…»). Also the text for `no` and Nynorsk (`nn`): see docs/languages.md.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('nb');
/** Picks the Norwegian form of `n`: `one` (1: «billett»), else `other` («billetter»). */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** The file and sha384 of `nb-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Norwegian Bokmål UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Laster inn billetter…',
  event: {
    more: 'Mer',
    posterAlt: (title) => `Plakat for ${title}`,
    organizer: (name) => `Arrangør: ${name}`,
    ageRestriction: (age) => `Aldersgrense: ${age}`,
    addToCalendar: 'Legg til i kalender',
    calendarFile: 'Kalenderfil (.ics)',
    map: 'Kart',
    newTab: '(åpnes i ny fane)',
  },
  sale: {
    cancelled: 'Arrangementet er avlyst.',
    sold_out: 'Arrangementet er utsolgt.',
    sales_ended: 'Billettsalget til dette arrangementet er avsluttet.',
    scheduled: 'Billettsalget har ikke startet ennå. Kom tilbake snart.',
    unknown_status: 'Billetter til dette arrangementet kan ikke kjøpes her akkurat nå.',
    reserved_seating: 'Arrangementet har nummererte plasser: velg plassene dine hos arrangøren.',
    unknown_seating: 'Billetter til dette arrangementet selges hos arrangøren.',
    payments_disabled: 'Billetter som koster penger, kan ikke kjøpes her akkurat nå.',
    no_tiers: 'Det selges ingen billetter til dette arrangementet her.',
    buyElsewhere: 'Kjøp hos arrangøren',
  },
  tiers: {
    heading: 'Billetter',
    free: 'Gratis',
    left: (n) => pick(n, `Bare ${n} billett igjen`, `Bare ${n} billetter igjen`),
    soldOut: 'Utsolgt',
    remove: (tier) => `${tier}: fjern én`,
    add: (tier) => `${tier}: legg til én`,
    quantity: (tier) => `${tier}: antall`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: ingen igjen, fjernet fra handlekurven.`
        : `${tier}: redusert fra ${from} til ${to}.`,
    limit: {
      sold_out: 'Utsolgt',
      tier_limit: (n) => pick(n, `Bare ${n} tilgjengelig`, `Bare ${n} tilgjengelige`),
      order_limit: (max) =>
        pick(max, `Maks ${max} billett per bestilling`, `Maks ${max} billetter per bestilling`),
      event_limit: 'Det er ingen flere billetter igjen til dette arrangementet',
      payments_disabled: 'Kan ikke betales på nett',
    },
  },
  errors: {
    network: 'Vi får ikke kontakt med billettbutikken. Sjekk tilkoblingen og prøv igjen.',
    invalid_response: 'Billettbutikken sendte et svar vi ikke kunne lese. Prøv igjen senere.',
    invalid_payment_url:
      'Adressen til betalingssiden så feil ut, så vi åpnet den ikke. Prøv igjen.',
    unauthorized: 'Denne billettbutikken er ikke satt opp riktig.',
    forbidden: 'Billetter til dette arrangementet kan ikke selges på dette nettstedet.',
    not_found: 'Vi fant ikke dette arrangementet.',
    invalid_request: 'Noen opplysninger må rettes.',
    idempotency_key_required: 'Noe gikk galt da kjøpet skulle starte. Prøv igjen.',
    basket_limit: 'For mange billetter for én bestilling. Velg færre.',
    inventory_changed:
      'Noen billetter ble utsolgt mens du valgte. Vi har oppdatert handlekurven din: sjekk den og prøv igjen.',
    idempotency_conflict: 'Bestillingen din ble endret mens den ble sendt. Prøv igjen.',
    request_in_progress: 'Bestillingen din behandles fortsatt. Vent litt.',
    rate_limited: 'For mange forespørsler akkurat nå. Vent noen sekunder og prøv igjen.',
    unavailable: 'Billettbutikken er midlertidig utilgjengelig. Prøv igjen om litt.',
    empty_basket: 'Velg minst én billett.',
    config: 'Denne billettwidgeten er ikke satt opp riktig.',
    unknown: 'Noe gikk galt. Prøv igjen.',
    retry: 'Prøv igjen',
  },
  list: {
    heading: 'Kommende arrangementer',
    from: (price) => `fra ${price}`,
    free: 'Gratis',
    more: 'Vis flere arrangementer',
    loadingMore: 'Laster inn flere arrangementer…',
    back: 'Alle arrangementer',
    empty: 'Det er ingen arrangementer i salg akkurat nå.',
    status: {
      sold_out: 'Utsolgt',
      cancelled: 'Avlyst',
      sales_ended: 'Salget er avsluttet',
      scheduled: 'Snart i salg',
      unknown: 'Ikke i salg',
      on_sale: 'I salg',
      few_left: 'Få igjen',
    },
  },
  calendar: {
    previousMonth: 'Forrige måned',
    nextMonth: 'Neste måned',
    previousWeek: 'Forrige uke',
    nextWeek: 'Neste uke',
    nextMonthWithEvents: 'Neste måned med arrangementer',
    nextWeekWithEvents: 'Neste uke med arrangementer',
    emptyMonth: (month) => `Ingen arrangementer i ${month}.`,
    emptyWeek: 'Ingen arrangementer denne uken.',
    noLater: 'Ingen arrangementer etter disse.',
    events: (n) => pick(n, `${n} arrangement`, `${n} arrangementer`),
    noEvents: 'Ingen arrangementer denne dagen.',
  },
  buy: {
    label: 'Kjøp billetter',
    from: (price) => `fra ${price}`,
  },
  embed: {
    frameCheckout: 'Billettkjøp',
    frameList: 'Billettsalg',
    close: 'Lukk',
    fallback: 'Billetter på arrangørens nettsted',
    problem: (attribute) =>
      `Billettene kan ikke vises her: innstillingen «${attribute}» i billettwidgeten må rettes (detaljer i nettleserkonsollen).`,
    failed: 'Billettene kan ikke vises akkurat nå. Last inn siden på nytt for å prøve igjen.',
    refused: 'Billetter kan ikke kjøpes på denne siden. Kjøp dem på arrangørens nettsted.',
  },
};
