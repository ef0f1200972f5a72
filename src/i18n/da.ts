/**
 * Danish, first-render half (the purchase half is `da-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “du”.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('da');
/** The Danish form of `n`: `one` or `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `da-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Danish UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Henter billetter…',
  event: {
    more: 'Mere',
    posterAlt: (title) => `Plakat for ${title}`,
    organizer: (name) => `Arrangør: ${name}`,
    ageRestriction: (age) => `Aldersgrænse: ${age}`,
    addToCalendar: 'Føj til kalender',
    calendarFile: 'Kalenderfil (.ics)',
    map: 'Kort',
    newTab: '(åbner i en ny fane)',
  },
  sale: {
    cancelled: 'Arrangementet er aflyst.',
    sold_out: 'Arrangementet er udsolgt.',
    sales_ended: 'Billetsalget til arrangementet er slut.',
    scheduled: 'Billetsalget er ikke startet endnu. Kig forbi igen snart.',
    unknown_status: 'Billetter til arrangementet kan ikke købes her lige nu.',
    reserved_seating: 'Arrangementet har nummererede pladser: vælg dine pladser hos arrangøren.',
    unknown_seating: 'Billetter til arrangementet sælges hos arrangøren.',
    payments_disabled: 'Billetter, der koster penge, kan ikke købes her lige nu.',
    no_tiers: 'Der tilbydes ingen billetter til dette arrangement her.',
    buyElsewhere: 'Køb hos arrangøren',
  },
  tiers: {
    heading: 'Billetter',
    free: 'Gratis',
    left: (n) => forms(n, { one: `Kun ${n} billet tilbage`, other: `Kun ${n} billetter tilbage` }),
    soldOut: 'Udsolgt',
    remove: (tier) => `${tier}: fjern én billet`,
    add: (tier) => `${tier}: tilføj én billet`,
    quantity: (tier) => `${tier}: antal`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: udsolgt og fjernet fra kurven.`
        : `${tier}: antallet er sat ned fra ${from} til ${to}.`,
    limit: {
      sold_out: 'Udsolgt',
      tier_limit: (n) =>
        forms(n, { one: `Kun ${n} billet ledig`, other: `Kun ${n} billetter ledige` }),
      order_limit: (max) =>
        forms(max, {
          one: `Højst ${max} billet pr. ordre`,
          other: `Højst ${max} billetter pr. ordre`,
        }),
      event_limit: 'Der er ikke flere billetter til arrangementet',
      payments_disabled: 'Kan ikke betales online',
    },
  },
  errors: {
    network: 'Vi kan ikke få forbindelse til billetbutikken. Tjek din forbindelse, og prøv igen.',
    invalid_response: 'Billetbutikken sendte et svar, vi ikke kunne læse. Prøv igen senere.',
    invalid_payment_url:
      'Adressen på betalingssiden så forkert ud, så vi åbnede den ikke. Prøv igen.',
    unauthorized: 'Billetbutikken er ikke sat korrekt op.',
    forbidden: 'Billetter til arrangementet må ikke sælges på dette websted.',
    not_found: 'Vi kunne ikke finde arrangementet.',
    invalid_request: 'Nogle oplysninger skal rettes.',
    idempotency_key_required: 'Noget gik galt, da dit køb skulle starte. Prøv igen.',
    basket_limit: 'For mange billetter til én ordre. Vælg færre.',
    inventory_changed:
      'Nogle billetter blev udsolgt, mens du valgte. Vi har opdateret din kurv: tjek den, og prøv igen.',
    idempotency_conflict: 'Din ordre blev ændret, mens den blev sendt. Prøv igen.',
    request_in_progress: 'Din ordre behandles stadig. Vent et øjeblik.',
    rate_limited: 'For mange forespørgsler lige nu. Vent et par sekunder, og prøv igen.',
    unavailable: 'Billetbutikken er midlertidigt utilgængelig. Prøv igen om lidt.',
    empty_basket: 'Vælg mindst én billet.',
    config: 'Billetwidgetten er ikke sat korrekt op.',
    unknown: 'Noget gik galt. Prøv igen.',
    retry: 'Prøv igen',
  },
  list: {
    heading: 'Kommende arrangementer',
    from: (price) => `fra ${price}`,
    free: 'Gratis',
    more: 'Vis flere arrangementer',
    loadingMore: 'Henter flere arrangementer…',
    back: 'Alle arrangementer',
    empty: 'Der er ingen arrangementer til salg lige nu.',
    status: {
      sold_out: 'Udsolgt',
      cancelled: 'Aflyst',
      sales_ended: 'Salget er slut',
      scheduled: 'Snart til salg',
      unknown: 'Ikke til salg',
      on_sale: 'Til salg',
      few_left: 'Få tilbage',
    },
  },
  calendar: {
    previousMonth: 'Forrige måned',
    nextMonth: 'Næste måned',
    previousWeek: 'Forrige uge',
    nextWeek: 'Næste uge',
    nextMonthWithEvents: 'Næste måned med arrangementer',
    nextWeekWithEvents: 'Næste uge med arrangementer',
    emptyMonth: (month) => `Ingen arrangementer i ${month}.`,
    emptyWeek: 'Ingen arrangementer i denne uge.',
    noLater: 'Ingen arrangementer efter disse.',
    events: (n) => forms(n, { one: `${n} arrangement`, other: `${n} arrangementer` }),
    noEvents: 'Ingen arrangementer denne dag.',
  },
  buy: {
    label: 'Køb billetter',
    from: (price) => `fra ${price}`,
  },
  embed: {
    frameCheckout: 'Billetkøb',
    frameList: 'Billetsalg',
    close: 'Luk',
    fallback: 'Billetter på arrangørens websted',
    problem: (attribute) =>
      `Billetterne kan ikke vises her: billetwidgettens indstilling »${attribute}« skal rettes (detaljer i browserens konsol).`,
    failed: 'Billetterne kan ikke vises lige nu. Genindlæs siden for at prøve igen.',
    refused: 'Billetter kan ikke købes på denne side. Køb dem på arrangørens websted.',
  },
};
