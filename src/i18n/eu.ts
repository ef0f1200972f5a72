/**
 * Basque, first-render half (the purchase half is `eu-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Requests use the bare verb (Saiatu berriro), as Basque
 * interfaces do; angle quotes («…»). A case ending on a number or a price depends on how it
 * is read aloud («3tik», «10etik»), so values stand where they need none.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('eu');
/**
 * Picks the Basque form of `n`: `one` (1), else `other`. The noun after a number keeps its
 * bare form («3 sarrera»); the verb agrees («geratzen da / dira»).
 */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** The file and sha384 of `eu-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Basque UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Sarrerak kargatzen…',
  event: {
    more: 'Gehiago',
    posterAlt: (title) => `Kartela: ${title}`,
    organizer: (name) => `Antolatzailea: ${name}`,
    ageRestriction: (age) => `Adin-muga: ${age}`,
    addToCalendar: 'Gehitu egutegira',
    calendarFile: 'Egutegi-fitxategia (.ics)',
    map: 'Mapa',
    newTab: '(fitxa berri batean irekitzen da)',
  },
  sale: {
    cancelled: 'Ekitaldi hau bertan behera geratu da.',
    sold_out: 'Ekitaldi honetarako sarrerak agortuta daude.',
    sales_ended: 'Ekitaldi honetarako sarreren salmenta amaitu da.',
    scheduled: 'Sarrerak ez daude salgai oraindik. Itzuli laster.',
    unknown_status: 'Une honetan ezin dira hemen ekitaldi honetarako sarrerak erosi.',
    reserved_seating:
      'Ekitaldi honek eserleku zenbakidunak ditu: aukeratu eserlekuak antolatzailearen webgunean.',
    unknown_seating: 'Ekitaldi honetarako sarrerak antolatzailearen webgunean saltzen dira.',
    payments_disabled: 'Ordainpeko sarrerak ez daude eskuragarri hemen une honetan.',
    no_tiers: 'Hemen ez da ekitaldi honetarako sarrerarik eskaintzen.',
    buyElsewhere: 'Erosi antolatzailearen webgunean',
  },
  tiers: {
    heading: 'Sarrerak',
    free: 'Doan',
    left: (n) =>
      pick(n, `${n} sarrera baino ez da geratzen`, `${n} sarrera baino ez dira geratzen`),
    soldOut: 'Agortuta',
    remove: (tier) => `${tier}: kendu sarrera bat`,
    add: (tier) => `${tier}: gehitu sarrera bat`,
    quantity: (tier) => `${tier}: kopurua`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: ez da sarrerarik geratzen, saskitik kendu da.`
        : `${tier}: kopurua murriztu da (lehen ${from}, orain ${to}).`,
    limit: {
      sold_out: 'Agortuta',
      tier_limit: (n) =>
        pick(n, `${n} baino ez dago eskuragarri`, `${n} baino ez daude eskuragarri`),
      order_limit: (max) => `Gehienez ${max} sarrera eskaera bakoitzeko`,
      event_limit: 'Ez da sarrera gehiagorik geratzen ekitaldi honetarako',
      payments_disabled: 'Ezin da linean ordaindu',
    },
  },
  errors: {
    network: 'Ezin izan da sarrera-dendarekin konektatu. Egiaztatu konexioa eta saiatu berriro.',
    invalid_response:
      'Sarrera-dendak irakurri ezin dugun erantzun bat bidali du. Saiatu berriro geroago.',
    invalid_payment_url:
      'Ordainketa-orriaren helbideak okerra zirudien, eta ez dugu ireki. Saiatu berriro.',
    unauthorized: 'Sarrera-denda hau ez dago behar bezala konfiguratuta.',
    forbidden: 'Ekitaldi honetarako sarrerak ezin dira webgune honetan saldu.',
    not_found: 'Ez dugu ekitaldi hau aurkitu.',
    invalid_request: 'Datu batzuk zuzendu behar dira.',
    idempotency_key_required: 'Zerbait gaizki joan da erosketa hastean. Saiatu berriro.',
    basket_limit: 'Sarrera gehiegi eskaera bakarrerako. Aukeratu gutxiago.',
    inventory_changed:
      'Sarrera batzuk agortu dira aukeratzen ari zinen bitartean. Saskia eguneratu dugu: berrikusi eta saiatu berriro.',
    idempotency_conflict: 'Eskaera aldatu egin da bidaltzen ari zen bitartean. Saiatu berriro.',
    request_in_progress: 'Eskaera prozesatzen ari da oraindik. Itxaron une batez.',
    rate_limited: 'Eskaera gehiegi une honetan. Itxaron segundo batzuk eta saiatu berriro.',
    unavailable: 'Sarrera-denda ez dago erabilgarri aldi baterako. Saiatu berriro geroxeago.',
    empty_basket: 'Aukeratu sarrera bat gutxienez.',
    config: 'Sarreren trepeta hau ez dago behar bezala konfiguratuta.',
    unknown: 'Zerbait gaizki joan da. Saiatu berriro.',
    retry: 'Saiatu berriro',
  },
  list: {
    heading: 'Hurrengo ekitaldiak',
    from: (price) => `Hasierako prezioa: ${price}`,
    free: 'Doan',
    more: 'Erakutsi ekitaldi gehiago',
    loadingMore: 'Ekitaldi gehiago kargatzen…',
    back: 'Ekitaldi guztiak',
    empty: 'Une honetan ez dago ekitaldirik salgai.',
    status: {
      sold_out: 'Agortuta',
      cancelled: 'Bertan behera',
      sales_ended: 'Salmenta amaituta',
      scheduled: 'Laster salgai',
      unknown: 'Ez dago salgai',
      on_sale: 'Salgai',
      few_left: 'Gutxi geratzen dira',
    },
  },
  calendar: {
    previousMonth: 'Aurreko hilabetea',
    nextMonth: 'Hurrengo hilabetea',
    previousWeek: 'Aurreko astea',
    nextWeek: 'Hurrengo astea',
    nextMonthWithEvents: 'Ekitaldiak dituen hurrengo hilabetea',
    nextWeekWithEvents: 'Ekitaldiak dituen hurrengo astea',
    emptyMonth: (month) => `${month}: ez dago ekitaldirik.`,
    emptyWeek: 'Aste honetan ez dago ekitaldirik.',
    noLater: 'Hauen ondoren ez dago ekitaldi gehiagorik.',
    events: (n) => pick(n, `${n} ekitaldi`, `${n} ekitaldi`),
    noEvents: 'Egun honetan ez dago ekitaldirik.',
  },
  buy: {
    label: 'Erosi sarrerak',
    from: (price) => `Hasierako prezioa: ${price}`,
  },
  embed: {
    frameCheckout: 'Sarrerak erosi',
    frameList: 'Sarreren salmenta',
    close: 'Itxi',
    fallback: 'Sarrerak antolatzailearen webgunean',
    problem: (attribute) =>
      `Ezin dira sarrerak hemen erakutsi: sarreren trepetaren «${attribute}» ezarpena zuzendu behar da (xehetasunak nabigatzailearen kontsolan).`,
    failed: 'Une honetan ezin dira sarrerak erakutsi. Kargatu berriro orria eta saiatu berriro.',
    refused: 'Orri honetan ezin da sarrerarik erosi. Erosi antolatzailearen webgunean.',
  },
};
