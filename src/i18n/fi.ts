/**
 * Finnish, first-render half (the purchase half is `fi-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Requests in the singular imperative (Yritä uudelleen), as
 * Finnish shops write them; Finnish quotes (”…”). A case ending on a number («3:sta») depends
 * on how it is read aloud, so values stand where they need none.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('fi');
/** Picks the Finnish form of `n`: `one` (1: «lippu»), else `other` (the partitive «lippua»). */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** The file and sha384 of `fi-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Finnish UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Ladataan lippuja…',
  event: {
    more: 'Näytä lisää',
    posterAlt: (title) => `Juliste: ${title}`,
    organizer: (name) => `Järjestäjä: ${name}`,
    ageRestriction: (age) => `Ikäraja: ${age}`,
    addToCalendar: 'Lisää kalenteriin',
    calendarFile: 'Kalenteritiedosto (.ics)',
    map: 'Kartta',
    newTab: '(avautuu uuteen välilehteen)',
  },
  sale: {
    cancelled: 'Tapahtuma on peruttu.',
    sold_out: 'Tapahtuma on loppuunmyyty.',
    sales_ended: 'Tämän tapahtuman lipunmyynti on päättynyt.',
    scheduled: 'Liput eivät ole vielä myynnissä. Tarkista pian uudelleen.',
    unknown_status: 'Tämän tapahtuman lippuja ei voi juuri nyt ostaa täältä.',
    reserved_seating:
      'Tapahtumassa on numeroidut paikat: valitse paikkasi järjestäjän lippukaupassa.',
    unknown_seating: 'Tämän tapahtuman lippuja myydään järjestäjän lippukaupassa.',
    payments_disabled: 'Maksullisia lippuja ei ole juuri nyt saatavilla täällä.',
    no_tiers: 'Tähän tapahtumaan ei ole tarjolla lippuja täällä.',
    buyElsewhere: 'Osta järjestäjän lippukaupasta',
  },
  tiers: {
    heading: 'Liput',
    free: 'Maksuton',
    left: (n) => pick(n, `Vain ${n} lippu jäljellä`, `Vain ${n} lippua jäljellä`),
    soldOut: 'Loppuunmyyty',
    remove: (tier) => `${tier}: poista yksi`,
    add: (tier) => `${tier}: lisää yksi`,
    quantity: (tier) => `${tier}: määrä`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: lippuja ei ole enää jäljellä, poistettu ostoskorista.`
        : `${tier}: määrää vähennettiin (aiemmin ${from}, nyt ${to}).`,
    limit: {
      sold_out: 'Loppuunmyyty',
      tier_limit: (n) => `Vain ${n} saatavilla`,
      order_limit: (max) =>
        pick(
          max,
          `Enintään ${max} lippu tilausta kohden`,
          `Enintään ${max} lippua tilausta kohden`,
        ),
      event_limit: 'Tähän tapahtumaan ei ole enää lippuja jäljellä',
      payments_disabled: 'Ei ostettavissa verkkomaksulla',
    },
  },
  errors: {
    network: 'Lippukauppaan ei saatu yhteyttä. Tarkista verkkoyhteytesi ja yritä uudelleen.',
    invalid_response:
      'Lippukauppa lähetti vastauksen, jota emme pystyneet lukemaan. Yritä myöhemmin uudelleen.',
    invalid_payment_url:
      'Maksusivun osoite näytti virheelliseltä, joten emme avanneet sitä. Yritä uudelleen.',
    unauthorized: 'Tätä lippukauppaa ei ole määritetty oikein.',
    forbidden: 'Tämän tapahtuman lippuja ei voi myydä tällä sivustolla.',
    not_found: 'Tapahtumaa ei löytynyt.',
    invalid_request: 'Joitakin tietoja on korjattava.',
    idempotency_key_required: 'Oston aloittamisessa tapahtui virhe. Yritä uudelleen.',
    basket_limit: 'Liian monta lippua yhteen tilaukseen. Valitse vähemmän.',
    inventory_changed:
      'Osa lipuista myytiin loppuun valintasi aikana. Päivitimme ostoskorisi: tarkista se ja yritä uudelleen.',
    idempotency_conflict: 'Tilauksesi muuttui lähetyksen aikana. Yritä uudelleen.',
    request_in_progress: 'Tilaustasi käsitellään vielä. Odota hetki.',
    rate_limited: 'Liikaa pyyntöjä juuri nyt. Odota muutama sekunti ja yritä uudelleen.',
    unavailable: 'Lippukauppa ei ole tilapäisesti käytettävissä. Yritä hetken kuluttua uudelleen.',
    empty_basket: 'Valitse vähintään yksi lippu.',
    config: 'Tätä lippuwidgetiä ei ole määritetty oikein.',
    unknown: 'Jokin meni vikaan. Yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
  list: {
    heading: 'Tulevat tapahtumat',
    from: (price) => `alkaen ${price}`,
    free: 'Maksuton',
    more: 'Näytä lisää tapahtumia',
    loadingMore: 'Ladataan lisää tapahtumia…',
    back: 'Kaikki tapahtumat',
    empty: 'Myynnissä ei ole juuri nyt tapahtumia.',
    status: {
      sold_out: 'Loppuunmyyty',
      cancelled: 'Peruttu',
      sales_ended: 'Myynti päättynyt',
      scheduled: 'Tulossa myyntiin',
      unknown: 'Ei myynnissä',
      on_sale: 'Myynnissä',
      few_left: 'Vähän jäljellä',
    },
  },
  calendar: {
    previousMonth: 'Edellinen kuukausi',
    nextMonth: 'Seuraava kuukausi',
    previousWeek: 'Edellinen viikko',
    nextWeek: 'Seuraava viikko',
    nextMonthWithEvents: 'Seuraava kuukausi, jossa on tapahtumia',
    nextWeekWithEvents: 'Seuraava viikko, jossa on tapahtumia',
    emptyMonth: (month) => `${month}: ei tapahtumia.`,
    emptyWeek: 'Tällä viikolla ei ole tapahtumia.',
    noLater: 'Näiden jälkeen ei ole tapahtumia.',
    events: (n) => pick(n, `${n} tapahtuma`, `${n} tapahtumaa`),
    noEvents: 'Tänä päivänä ei ole tapahtumia.',
  },
  buy: {
    label: 'Osta liput',
    from: (price) => `alkaen ${price}`,
  },
  embed: {
    frameCheckout: 'Lippujen osto',
    frameList: 'Lipunmyynti',
    close: 'Sulje',
    fallback: 'Liput järjestäjän sivustolla',
    problem: (attribute) =>
      `Lippuja ei voi näyttää tässä: lippuwidgetin asetus ”${attribute}” on korjattava (lisätietoja selaimen konsolissa).`,
    failed: 'Lippuja ei voi näyttää juuri nyt. Päivitä sivu ja yritä uudelleen.',
    refused: 'Tällä sivulla ei voi ostaa lippuja. Osta ne järjestäjän sivustolta.',
  },
};
