/**
 * Romanian, first-render half (the purchase half is `ro-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “dumneavoastră” (Încercați din nou),
 * as Romanian shops do; ș and ț with the comma below, Romanian quotes („…”).
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('ro');
/**
 * The Romanian form of `n`: `one` (1: «bilet»), `few` (0, 2–19, 101–119…, fractions:
 * «bilete»), `other` (20 and up, whose last two digits are 00 or 20–99: «de bilete»).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `ro-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Romanian UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Se încarcă biletele…',
  event: {
    more: 'Mai mult',
    posterAlt: (title) => `Afișul evenimentului ${title}`,
    organizer: (name) => `Organizator: ${name}`,
    ageRestriction: (age) => `Restricție de vârstă: ${age}`,
    addToCalendar: 'Adăugați în calendar',
    calendarFile: 'Fișier de calendar (.ics)',
    map: 'Hartă',
    newTab: '(se deschide într-o filă nouă)',
  },
  sale: {
    cancelled: 'Acest eveniment a fost anulat.',
    sold_out: 'Biletele pentru acest eveniment s-au epuizat.',
    sales_ended: 'Vânzarea biletelor pentru acest eveniment s-a încheiat.',
    scheduled: 'Biletele nu sunt încă puse în vânzare. Reveniți în curând.',
    unknown_status: 'Momentan, biletele pentru acest eveniment nu pot fi cumpărate aici.',
    reserved_seating:
      'Acest eveniment are locuri numerotate: alegeți-vă locurile pe site-ul organizatorului.',
    unknown_seating: 'Biletele pentru acest eveniment se vând pe site-ul organizatorului.',
    payments_disabled: 'Momentan, biletele cu plată nu sunt disponibile aici.',
    no_tiers: 'Aici nu se oferă bilete pentru acest eveniment.',
    buyElsewhere: 'Cumpărați de pe site-ul organizatorului',
  },
  tiers: {
    heading: 'Bilete',
    free: 'Gratuit',
    left: (n) =>
      forms(n, {
        one: `A mai rămas doar ${n} bilet`,
        few: `Au mai rămas doar ${n} bilete`,
        other: `Au mai rămas doar ${n} de bilete`,
      }),
    soldOut: 'Epuizat',
    remove: (tier) => `${tier}: eliminați un bilet`,
    add: (tier) => `${tier}: adăugați un bilet`,
    quantity: (tier) => `${tier}: cantitate`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: nu mai sunt bilete, a fost eliminat din coș.`
        : `${tier}: cantitatea a fost redusă de la ${from} la ${to}.`,
    limit: {
      sold_out: 'Epuizat',
      tier_limit: (n) =>
        forms(n, {
          one: `Doar ${n} bilet disponibil`,
          few: `Doar ${n} bilete disponibile`,
          other: `Doar ${n} de bilete disponibile`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Maximum ${max} bilet pe comandă`,
          few: `Maximum ${max} bilete pe comandă`,
          other: `Maximum ${max} de bilete pe comandă`,
        }),
      event_limit: 'Nu mai sunt bilete pentru acest eveniment',
      payments_disabled: 'Indisponibil pentru plata online',
    },
  },
  errors: {
    network:
      'Nu ne-am putut conecta la casa de bilete. Verificați conexiunea și încercați din nou.',
    invalid_response:
      'Casa de bilete a trimis un răspuns pe care nu l-am putut citi. Încercați din nou mai târziu.',
    invalid_payment_url:
      'Adresa paginii de plată părea greșită, așa că nu am deschis-o. Încercați din nou.',
    unauthorized: 'Această casă de bilete nu este configurată corect.',
    forbidden: 'Biletele pentru acest eveniment nu pot fi vândute pe acest site.',
    not_found: 'Nu am găsit acest eveniment.',
    invalid_request: 'Unele date trebuie corectate.',
    idempotency_key_required: 'A apărut o problemă la începerea cumpărării. Încercați din nou.',
    basket_limit: 'Prea multe bilete pentru o singură comandă. Alegeți mai puține.',
    inventory_changed:
      'Unele bilete s-au epuizat în timp ce alegeați. V-am actualizat coșul: verificați-l și încercați din nou.',
    idempotency_conflict: 'Comanda s-a modificat în timpul trimiterii. Încercați din nou.',
    request_in_progress: 'Comanda dumneavoastră este încă în curs de procesare. Așteptați puțin.',
    rate_limited:
      'Prea multe solicitări în acest moment. Așteptați câteva secunde și încercați din nou.',
    unavailable: 'Casa de bilete este temporar indisponibilă. Încercați din nou în câteva clipe.',
    empty_basket: 'Alegeți cel puțin un bilet.',
    config: 'Acest widget de bilete nu este configurat corect.',
    unknown: 'A apărut o problemă. Încercați din nou.',
    retry: 'Încercați din nou',
  },
  list: {
    heading: 'Evenimente viitoare',
    from: (price) => `de la ${price}`,
    free: 'Gratuit',
    more: 'Afișați mai multe evenimente',
    loadingMore: 'Se încarcă mai multe evenimente…',
    back: 'Toate evenimentele',
    empty: 'Momentan nu sunt evenimente în vânzare.',
    status: {
      sold_out: 'Epuizat',
      cancelled: 'Anulat',
      sales_ended: 'Vânzare încheiată',
      scheduled: 'În curând în vânzare',
      unknown: 'Nu este în vânzare',
      on_sale: 'În vânzare',
      few_left: 'Au mai rămas puține',
    },
  },
  calendar: {
    previousMonth: 'Luna anterioară',
    nextMonth: 'Luna următoare',
    previousWeek: 'Săptămâna anterioară',
    nextWeek: 'Săptămâna următoare',
    nextMonthWithEvents: 'Următoarea lună cu evenimente',
    nextWeekWithEvents: 'Următoarea săptămână cu evenimente',
    emptyMonth: (month) => `${month}: nu sunt evenimente.`,
    emptyWeek: 'Nu sunt evenimente în această săptămână.',
    noLater: 'Nu mai sunt evenimente după acestea.',
    events: (n) =>
      forms(n, { one: `${n} eveniment`, few: `${n} evenimente`, other: `${n} de evenimente` }),
    noEvents: 'Nu sunt evenimente în această zi.',
  },
  buy: {
    label: 'Cumpărați bilete',
    from: (price) => `de la ${price}`,
  },
  embed: {
    frameCheckout: 'Cumpărare bilete',
    frameList: 'Vânzare bilete',
    close: 'Închideți',
    fallback: 'Bilete pe site-ul organizatorului',
    problem: (attribute) =>
      `Biletele nu pot fi afișate aici: setarea „${attribute}” a widgetului de bilete trebuie corectată (detalii în consola browserului).`,
    failed: 'Momentan, biletele nu pot fi afișate. Reîncărcați pagina pentru a încerca din nou.',
    refused:
      'Pe această pagină nu se pot cumpăra bilete. Cumpărați-le de pe site-ul organizatorului.',
  },
};
