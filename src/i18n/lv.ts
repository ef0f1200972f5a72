/**
 * Latvian, first-render half (the purchase half is `lv-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “jūs” and «Lūdzu», as Latvian shops
 * do; Latvian quotes („…“). Counts stand beside verbs that do not change with them («ir»,
 * «var»), so only the noun takes the form of its number.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('lv');
/**
 * The Latvian form of `n`: `one` (1, 21, 31…, not 11: «biļete»), `zero` (0, 10–20, 30, 40…,
 * 100…: the genitive plural «biļešu», as after «desmit»), `other` (2–9, 22–29…, fractions:
 * «biļetes»).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `lv-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Latvian UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Ielādē biļetes…',
  event: {
    more: 'Vairāk',
    posterAlt: (title) => `Plakāts: ${title}`,
    organizer: (name) => `Organizators: ${name}`,
    ageRestriction: (age) => `Vecuma ierobežojums: ${age}`,
    addToCalendar: 'Pievienot kalendāram',
    calendarFile: 'Kalendāra fails (.ics)',
    map: 'Karte',
    newTab: '(atveras jaunā cilnē)',
  },
  sale: {
    cancelled: 'Šis pasākums ir atcelts.',
    sold_out: 'Biļetes uz šo pasākumu ir izpārdotas.',
    sales_ended: 'Biļešu tirdzniecība uz šo pasākumu ir beigusies.',
    scheduled: 'Biļetes vēl nav nopērkamas. Lūdzu, ieskatieties drīzumā vēlreiz.',
    unknown_status: 'Biļetes uz šo pasākumu šeit pašlaik nevar iegādāties.',
    reserved_seating:
      'Šim pasākumam ir numurētas vietas: izvēlieties vietas organizatora biļešu veikalā.',
    unknown_seating: 'Biļetes uz šo pasākumu pārdod organizatora biļešu veikalā.',
    payments_disabled: 'Maksas biļetes šeit pašlaik nav pieejamas.',
    no_tiers: 'Biļetes uz šo pasākumu šeit netiek piedāvātas.',
    buyElsewhere: 'Pirkt organizatora biļešu veikalā',
  },
  tiers: {
    heading: 'Biļetes',
    free: 'Bez maksas',
    left: (n) =>
      forms(n, {
        one: `Vēl ir tikai ${n} biļete`,
        zero: `Vēl ir tikai ${n} biļešu`,
        other: `Vēl ir tikai ${n} biļetes`,
      }),
    soldOut: 'Izpārdots',
    remove: (tier) => `${tier}: noņemt vienu biļeti`,
    add: (tier) => `${tier}: pievienot vienu biļeti`,
    quantity: (tier) => `${tier}: daudzums`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: biļešu vairs nav, izņemts no groza.`
        : `${tier}: daudzums samazināts no ${from} uz ${to}.`,
    limit: {
      sold_out: 'Izpārdots',
      tier_limit: (n) =>
        forms(n, {
          one: `Var iegādāties tikai ${n} biļeti`,
          zero: `Var iegādāties tikai ${n} biļešu`,
          other: `Var iegādāties tikai ${n} biļetes`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Vienā pasūtījumā ne vairāk kā ${max} biļete`,
          zero: `Vienā pasūtījumā ne vairāk kā ${max} biļešu`,
          other: `Vienā pasūtījumā ne vairāk kā ${max} biļetes`,
        }),
      event_limit: 'Biļešu uz šo pasākumu vairs nav',
      payments_disabled: 'Nav pieejams, maksājot tiešsaistē',
    },
  },
  errors: {
    network:
      'Neizdevās sazināties ar biļešu veikalu. Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
    invalid_response:
      'Biļešu veikals nosūtīja atbildi, ko neizdevās nolasīt. Lūdzu, mēģiniet vēlāk.',
    invalid_payment_url:
      'Maksājuma lapas adrese šķita nepareiza, tāpēc mēs to neatvērām. Lūdzu, mēģiniet vēlreiz.',
    unauthorized: 'Šis biļešu veikals nav pareizi iestatīts.',
    forbidden: 'Biļetes uz šo pasākumu nevar pārdot šajā vietnē.',
    not_found: 'Šo pasākumu neizdevās atrast.',
    invalid_request: 'Dažus datus nepieciešams labot.',
    idempotency_key_required: 'Sākot pirkumu, radās kļūda. Lūdzu, mēģiniet vēlreiz.',
    basket_limit: 'Pārāk daudz biļešu vienam pasūtījumam. Lūdzu, izvēlieties mazāk.',
    inventory_changed:
      'Kamēr izvēlējāties, dažas biļetes tika izpārdotas. Mēs atjauninājām jūsu grozu: pārbaudiet to un mēģiniet vēlreiz.',
    idempotency_conflict: 'Pasūtījums mainījās nosūtīšanas laikā. Lūdzu, mēģiniet vēlreiz.',
    request_in_progress: 'Jūsu pasūtījums joprojām tiek apstrādāts. Lūdzu, uzgaidiet mirkli.',
    rate_limited:
      'Pašlaik ir pārāk daudz pieprasījumu. Uzgaidiet dažas sekundes un mēģiniet vēlreiz.',
    unavailable: 'Biļešu veikals īslaicīgi nav pieejams. Lūdzu, mēģiniet vēlreiz pēc brīža.',
    empty_basket: 'Izvēlieties vismaz vienu biļeti.',
    config: 'Šis biļešu logrīks nav pareizi iestatīts.',
    unknown: 'Radās kļūda. Lūdzu, mēģiniet vēlreiz.',
    retry: 'Mēģināt vēlreiz',
  },
  list: {
    heading: 'Gaidāmie pasākumi',
    from: (price) => `no ${price}`,
    free: 'Bez maksas',
    more: 'Rādīt vairāk pasākumu',
    loadingMore: 'Ielādē vēl pasākumus…',
    back: 'Visi pasākumi',
    empty: 'Pašlaik nav neviena pasākuma, uz kuru var iegādāties biļetes.',
    status: {
      sold_out: 'Izpārdots',
      cancelled: 'Atcelts',
      sales_ended: 'Tirdzniecība beigusies',
      scheduled: 'Drīzumā tirdzniecībā',
      unknown: 'Nav tirdzniecībā',
      on_sale: 'Pārdošanā',
      few_left: 'Palicis maz',
    },
  },
  calendar: {
    previousMonth: 'Iepriekšējais mēnesis',
    nextMonth: 'Nākamais mēnesis',
    previousWeek: 'Iepriekšējā nedēļa',
    nextWeek: 'Nākamā nedēļa',
    nextMonthWithEvents: 'Nākamais mēnesis ar pasākumiem',
    nextWeekWithEvents: 'Nākamā nedēļa ar pasākumiem',
    emptyMonth: (month) => `${month}: pasākumu nav.`,
    emptyWeek: 'Šonedēļ pasākumu nav.',
    noLater: 'Pēc šiem pasākumu vairs nav.',
    events: (n) =>
      forms(n, { one: `${n} pasākums`, zero: `${n} pasākumu`, other: `${n} pasākumi` }),
    noEvents: 'Šajā dienā pasākumu nav.',
  },
  buy: {
    label: 'Pirkt biļetes',
    from: (price) => `no ${price}`,
  },
  embed: {
    frameCheckout: 'Biļešu iegāde',
    frameList: 'Biļešu tirdzniecība',
    close: 'Aizvērt',
    fallback: 'Biļetes organizatora vietnē',
    problem: (attribute) =>
      `Biļetes šeit nevar parādīt: jālabo biļešu logrīka iestatījums „${attribute}“ (sīkāka informācija pārlūka konsolē).`,
    failed: 'Biļetes pašlaik nevar parādīt. Lūdzu, pārlādējiet lapu un mēģiniet vēlreiz.',
    refused: 'Šajā lapā nevar iegādāties biļetes. Lūdzu, iegādājieties tās organizatora vietnē.',
  },
};
