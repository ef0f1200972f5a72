/**
 * Dutch, first-render half (the purchase half is `nl-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “je”, as Dutch ticket shops do.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('nl');
/** The Dutch form of `n`: `one` or `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `nl-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Dutch UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Tickets laden…',
  event: {
    more: 'Meer',
    posterAlt: (title) => `Affiche van ${title}`,
    organizer: (name) => `Georganiseerd door ${name}`,
    ageRestriction: (age) => `Leeftijdsgrens: ${age}`,
    addToCalendar: 'Toevoegen aan agenda',
    calendarFile: 'Agendabestand (.ics)',
    map: 'Kaart',
    newTab: '(opent in een nieuw tabblad)',
  },
  sale: {
    cancelled: 'Dit evenement is geannuleerd.',
    sold_out: 'Dit evenement is uitverkocht.',
    sales_ended: 'De ticketverkoop voor dit evenement is gesloten.',
    scheduled: 'De ticketverkoop is nog niet begonnen. Kom snel terug.',
    unknown_status: 'Tickets voor dit evenement zijn hier nu niet te koop.',
    reserved_seating:
      'Dit evenement heeft genummerde plaatsen: kies je plaatsen in de ticketshop van de organisator.',
    unknown_seating: 'Tickets voor dit evenement koop je in de ticketshop van de organisator.',
    payments_disabled: 'Betaalde tickets zijn hier nu niet te koop.',
    no_tiers: 'Voor dit evenement worden hier geen tickets aangeboden.',
    buyElsewhere: 'Koop bij de organisator',
  },
  tiers: {
    // “Tickets” is the word Dutch ticket shops use.
    heading: 'Tickets',
    free: 'Gratis',
    left: (n) =>
      forms(n, { one: `Nog maar ${n} ticket over`, other: `Nog maar ${n} tickets over` }),
    soldOut: 'Uitverkocht',
    remove: (tier) => `${tier}: ticket verwijderen`,
    add: (tier) => `${tier}: ticket toevoegen`,
    quantity: (tier) => `${tier}: aantal`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: uitverkocht, uit je winkelwagen gehaald.`
        : `${tier}: aantal verlaagd van ${from} naar ${to}.`,
    limit: {
      sold_out: 'Uitverkocht',
      tier_limit: (n) =>
        forms(n, {
          one: `Nog maar ${n} ticket beschikbaar`,
          other: `Nog maar ${n} tickets beschikbaar`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Maximaal ${max} ticket per bestelling`,
          other: `Maximaal ${max} tickets per bestelling`,
        }),
      event_limit: 'Geen tickets meer over voor dit evenement',
      payments_disabled: 'Niet online te betalen',
    },
  },
  errors: {
    network:
      'We kunnen de ticketshop niet bereiken. Controleer je verbinding en probeer het opnieuw.',
    invalid_response:
      'De ticketshop stuurde een antwoord dat we niet konden lezen. Probeer het later opnieuw.',
    invalid_payment_url:
      'Het adres van de betaalpagina leek niet te kloppen, dus we hebben het niet geopend. Probeer het opnieuw.',
    unauthorized: 'Deze ticketshop is niet goed ingesteld.',
    forbidden: 'Tickets voor dit evenement mogen niet op deze website worden verkocht.',
    not_found: 'We konden dit evenement niet vinden.',
    invalid_request: 'Sommige gegevens moeten worden verbeterd.',
    idempotency_key_required:
      'Er ging iets mis bij het starten van je aankoop. Probeer het opnieuw.',
    basket_limit: 'Te veel tickets voor één bestelling. Kies er minder.',
    inventory_changed:
      'Sommige tickets raakten uitverkocht terwijl je aan het kiezen was. We hebben je winkelwagen aangepast: controleer hem en probeer het opnieuw.',
    idempotency_conflict: 'Je bestelling is gewijzigd tijdens het versturen. Probeer het opnieuw.',
    request_in_progress: 'Je bestelling wordt nog verwerkt. Een ogenblik geduld.',
    rate_limited: 'Er zijn nu te veel verzoeken. Wacht een paar seconden en probeer het opnieuw.',
    unavailable: 'De ticketshop is tijdelijk niet beschikbaar. Probeer het zo opnieuw.',
    empty_basket: 'Kies minstens één ticket.',
    config: 'Deze ticketwidget is niet goed ingesteld.',
    unknown: 'Er ging iets mis. Probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  list: {
    heading: 'Komende evenementen',
    from: (price) => `vanaf ${price}`,
    free: 'Gratis',
    more: 'Meer evenementen tonen',
    loadingMore: 'Meer evenementen laden…',
    back: 'Alle evenementen',
    empty: 'Er zijn nu geen evenementen in de verkoop.',
    status: {
      sold_out: 'Uitverkocht',
      cancelled: 'Geannuleerd',
      sales_ended: 'Verkoop gesloten',
      scheduled: 'Binnenkort in de verkoop',
      unknown: 'Niet in de verkoop',
      on_sale: 'In de verkoop',
      few_left: 'Bijna uitverkocht',
    },
  },
  calendar: {
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    previousWeek: 'Vorige week',
    nextWeek: 'Volgende week',
    nextMonthWithEvents: 'Volgende maand met evenementen',
    nextWeekWithEvents: 'Volgende week met evenementen',
    emptyMonth: (month) => `Geen evenementen in ${month}.`,
    emptyWeek: 'Geen evenementen deze week.',
    noLater: 'Hierna zijn er geen evenementen meer.',
    events: (n) => forms(n, { one: `${n} evenement`, other: `${n} evenementen` }),
    noEvents: 'Geen evenementen op deze dag.',
  },
  buy: {
    label: 'Tickets kopen',
    from: (price) => `vanaf ${price}`,
  },
  embed: {
    frameCheckout: 'Tickets bestellen',
    frameList: 'Ticketverkoop',
    close: 'Sluiten',
    fallback: 'Tickets op de website van de organisator',
    problem: (attribute) =>
      `Tickets kunnen hier niet worden getoond: de instelling ‘${attribute}’ van de ticketwidget moet worden aangepast (details in de browserconsole).`,
    failed: 'Tickets kunnen nu niet worden getoond. Herlaad de pagina om het opnieuw te proberen.',
    refused: 'Op deze pagina kun je geen tickets kopen. Koop ze op de website van de organisator.',
  },
};
