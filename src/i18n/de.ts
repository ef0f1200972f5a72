/**
 * German, first-render half: everything but the purchase (`de-purchase.ts`). Each half is a
 * chunk of its own that imports nothing at run time; the loader loads this one with the
 * widget, the app loads the other with the purchase chunk.
 */
import type { CoreMessages, Count } from './en';

const plural = new Intl.PluralRules('de');
/** Picks the German plural form of `n`. */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** The file and sha384 of `de-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** German UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Tickets werden geladen…',
  event: {
    more: 'Mehr',
    posterAlt: (title) => `Plakat für ${title}`,
    organizer: (name) => `Veranstaltet von ${name}`,
    ageRestriction: (age) => `Altersfreigabe: ${age}`,
    addToCalendar: 'Zum Kalender hinzufügen',
    calendarFile: 'Kalenderdatei (.ics)',
    map: 'Karte',
    newTab: '(öffnet in neuem Tab)',
  },
  sale: {
    cancelled: 'Diese Veranstaltung wurde abgesagt.',
    sold_out: 'Diese Veranstaltung ist ausverkauft.',
    sales_ended: 'Der Ticketverkauf für diese Veranstaltung ist beendet.',
    scheduled: 'Der Vorverkauf hat noch nicht begonnen. Schau bald wieder vorbei.',
    unknown_status: 'Tickets für diese Veranstaltung gibt es hier gerade nicht.',
    reserved_seating:
      'Diese Veranstaltung hat nummerierte Plätze: Wähle deine Plätze beim Veranstalter.',
    unknown_seating: 'Tickets für diese Veranstaltung gibt es beim Veranstalter.',
    payments_disabled: 'Kostenpflichtige Tickets sind hier gerade nicht erhältlich.',
    no_tiers: 'Für diese Veranstaltung werden hier keine Tickets angeboten.',
    buyElsewhere: 'Beim Veranstalter kaufen',
  },
  tiers: {
    heading: 'Tickets',
    free: 'Kostenlos',
    left: (n) => `Nur noch ${n} übrig`,
    soldOut: 'Ausverkauft',
    remove: (tier) => `${tier}: ein Ticket weniger`,
    add: (tier) => `${tier}: ein Ticket mehr`,
    quantity: (tier) => `${tier}: Anzahl`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: keine mehr übrig, aus dem Warenkorb entfernt.`
        : `${tier}: von ${from} auf ${to} reduziert.`,
    limit: {
      sold_out: 'Ausverkauft',
      tier_limit: (n) => `Nur ${n} verfügbar`,
      order_limit: (max) =>
        pick(
          max,
          `Höchstens ${max} Ticket pro Bestellung`,
          `Höchstens ${max} Tickets pro Bestellung`,
        ),
      event_limit: 'Für diese Veranstaltung sind keine Tickets mehr übrig',
      payments_disabled: 'Online nicht bezahlbar',
    },
  },
  errors: {
    network: 'Der Ticketshop ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    invalid_response: 'Die Antwort des Ticketshops war unlesbar. Bitte versuche es später erneut.',
    invalid_payment_url:
      'Die Adresse der Zahlungsseite war fehlerhaft und wurde nicht geöffnet. Bitte versuche es erneut.',
    unauthorized: 'Dieser Ticketshop ist nicht richtig eingerichtet.',
    forbidden: 'Tickets für diese Veranstaltung können auf dieser Website nicht verkauft werden.',
    not_found: 'Diese Veranstaltung wurde nicht gefunden.',
    invalid_request: 'Einige Angaben müssen korrigiert werden.',
    idempotency_key_required:
      'Beim Start des Kaufs ist etwas schiefgegangen. Bitte versuche es erneut.',
    basket_limit: 'Zu viele Tickets für eine Bestellung. Bitte wähle weniger.',
    inventory_changed:
      'Einige Tickets wurden während deiner Auswahl verkauft. Wir haben deinen Warenkorb angepasst: Bitte prüfe ihn und versuche es erneut.',
    idempotency_conflict:
      'Deine Bestellung hat sich beim Senden geändert. Bitte versuche es erneut.',
    request_in_progress: 'Deine Bestellung wird noch bearbeitet. Bitte warte einen Moment.',
    rate_limited: 'Gerade zu viele Anfragen. Bitte warte ein paar Sekunden und versuche es erneut.',
    unavailable:
      'Der Ticketshop ist vorübergehend nicht erreichbar. Bitte versuche es gleich noch einmal.',
    empty_basket: 'Wähle mindestens ein Ticket.',
    config: 'Dieses Ticket-Widget ist nicht richtig eingerichtet.',
    unknown: 'Etwas ist schiefgegangen. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
  },
  list: {
    heading: 'Kommende Veranstaltungen',
    from: (price) => `ab ${price}`,
    free: 'Kostenlos',
    more: 'Weitere Veranstaltungen',
    loadingMore: 'Weitere Veranstaltungen werden geladen…',
    back: 'Alle Veranstaltungen',
    empty: 'Gerade sind keine Veranstaltungen im Verkauf.',
    status: {
      sold_out: 'Ausverkauft',
      cancelled: 'Abgesagt',
      sales_ended: 'Verkauf beendet',
      scheduled: 'Bald im Verkauf',
      unknown: 'Nicht im Verkauf',
      on_sale: 'Im Verkauf',
      few_left: 'Nur noch wenige',
    },
  },
  calendar: {
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    previousWeek: 'Vorherige Woche',
    nextWeek: 'Nächste Woche',
    nextMonthWithEvents: 'Nächster Monat mit Veranstaltungen',
    nextWeekWithEvents: 'Nächste Woche mit Veranstaltungen',
    emptyMonth: (month) => `Keine Veranstaltungen im ${month}.`,
    emptyWeek: 'Keine Veranstaltungen in dieser Woche.',
    noLater: 'Danach gibt es keine Veranstaltungen.',
    events: (n) => pick(n, `${n} Veranstaltung`, `${n} Veranstaltungen`),
    noEvents: 'An diesem Tag gibt es keine Veranstaltungen.',
  },
  buy: {
    label: 'Tickets kaufen',
    from: (price) => `ab ${price}`,
  },
  embed: {
    frameCheckout: 'Ticketkauf',
    frameList: 'Ticketverkauf',
    close: 'Schließen',
    fallback: 'Tickets auf der Website des Veranstalters',
    problem: (attribute) =>
      `Tickets können hier nicht angezeigt werden: Die Einstellung „${attribute}“ des Ticket-Widgets muss korrigiert werden (Details in der Browser-Konsole).`,
    failed: 'Tickets können gerade nicht angezeigt werden. Bitte lade die Seite neu.',
    refused:
      'Auf dieser Seite können keine Tickets gekauft werden. Bitte kaufe sie auf der Website des Veranstalters.',
  },
};
