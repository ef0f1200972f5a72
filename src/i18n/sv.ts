/**
 * Swedish, first-render half (the purchase half is `sv-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “du”.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('sv');
/** The Swedish form of `n`: `one` or `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `sv-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Swedish UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Laddar biljetter…',
  event: {
    more: 'Mer',
    posterAlt: (title) => `Affisch för ${title}`,
    organizer: (name) => `Arrangör: ${name}`,
    ageRestriction: (age) => `Åldersgräns: ${age}`,
    addToCalendar: 'Lägg till i kalendern',
    calendarFile: 'Kalenderfil (.ics)',
    map: 'Karta',
    newTab: '(öppnas i en ny flik)',
  },
  sale: {
    cancelled: 'Evenemanget är inställt.',
    sold_out: 'Evenemanget är slutsålt.',
    sales_ended: 'Biljettförsäljningen till evenemanget har avslutats.',
    scheduled: 'Biljetterna har inte släppts än. Kom tillbaka snart.',
    unknown_status: 'Biljetter till evenemanget går inte att köpa här just nu.',
    reserved_seating: 'Evenemanget har numrerade platser: välj dina platser hos arrangören.',
    unknown_seating: 'Biljetter till evenemanget säljs hos arrangören.',
    payments_disabled: 'Biljetter som kostar pengar går inte att köpa här just nu.',
    no_tiers: 'Inga biljetter till det här evenemanget erbjuds här.',
    buyElsewhere: 'Köp hos arrangören',
  },
  tiers: {
    heading: 'Biljetter',
    free: 'Gratis',
    left: (n) => forms(n, { one: `Bara ${n} biljett kvar`, other: `Bara ${n} biljetter kvar` }),
    soldOut: 'Slutsålt',
    remove: (tier) => `${tier}: ta bort en biljett`,
    add: (tier) => `${tier}: lägg till en biljett`,
    quantity: (tier) => `${tier}: antal`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: slutsåld och borttagen från varukorgen.`
        : `${tier}: antalet har minskats från ${from} till ${to}.`,
    limit: {
      sold_out: 'Slutsålt',
      tier_limit: (n) =>
        forms(n, {
          one: `Bara ${n} biljett tillgänglig`,
          other: `Bara ${n} biljetter tillgängliga`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Högst ${max} biljett per beställning`,
          other: `Högst ${max} biljetter per beställning`,
        }),
      event_limit: 'Inga fler biljetter kvar till evenemanget',
      payments_disabled: 'Kan inte betalas online',
    },
  },
  errors: {
    network: 'Vi når inte biljettbutiken. Kontrollera din anslutning och försök igen.',
    invalid_response:
      'Biljettbutiken skickade ett svar som vi inte kunde läsa. Försök igen senare.',
    invalid_payment_url: 'Betalsidans adress såg felaktig ut, så vi öppnade den inte. Försök igen.',
    unauthorized: 'Biljettbutiken är inte rätt inställd.',
    forbidden: 'Biljetter till evenemanget får inte säljas på den här webbplatsen.',
    not_found: 'Vi hittade inte evenemanget.',
    invalid_request: 'Vissa uppgifter behöver rättas.',
    idempotency_key_required: 'Något gick fel när köpet skulle starta. Försök igen.',
    basket_limit: 'För många biljetter i en beställning. Välj färre.',
    inventory_changed:
      'Några biljetter sålde slut medan du valde. Vi har uppdaterat din varukorg: kontrollera den och försök igen.',
    idempotency_conflict: 'Din beställning ändrades medan den skickades. Försök igen.',
    request_in_progress: 'Din beställning behandlas fortfarande. Vänta en stund.',
    rate_limited: 'För många förfrågningar just nu. Vänta några sekunder och försök igen.',
    unavailable: 'Biljettbutiken är tillfälligt otillgänglig. Försök igen om en stund.',
    empty_basket: 'Välj minst en biljett.',
    config: 'Biljettwidgeten är inte rätt inställd.',
    unknown: 'Något gick fel. Försök igen.',
    retry: 'Försök igen',
  },
  list: {
    heading: 'Kommande evenemang',
    from: (price) => `från ${price}`,
    free: 'Gratis',
    more: 'Visa fler evenemang',
    loadingMore: 'Laddar fler evenemang…',
    back: 'Alla evenemang',
    empty: 'Inga evenemang är till salu just nu.',
    status: {
      sold_out: 'Slutsålt',
      cancelled: 'Inställt',
      sales_ended: 'Försäljningen har avslutats',
      scheduled: 'Snart till salu',
      unknown: 'Inte till salu',
      on_sale: 'Till salu',
      few_left: 'Få kvar',
    },
  },
  calendar: {
    previousMonth: 'Föregående månad',
    nextMonth: 'Nästa månad',
    previousWeek: 'Föregående vecka',
    nextWeek: 'Nästa vecka',
    nextMonthWithEvents: 'Nästa månad med evenemang',
    nextWeekWithEvents: 'Nästa vecka med evenemang',
    emptyMonth: (month) => `Inga evenemang i ${month}.`,
    emptyWeek: 'Inga evenemang den här veckan.',
    noLater: 'Inga fler evenemang efter dessa.',
    events: (n) => forms(n, { one: `${n} evenemang`, other: `${n} evenemang` }),
    noEvents: 'Inga evenemang den här dagen.',
  },
  buy: {
    label: 'Köp biljetter',
    from: (price) => `från ${price}`,
  },
  embed: {
    frameCheckout: 'Biljettköp',
    frameList: 'Biljettförsäljning',
    close: 'Stäng',
    fallback: 'Biljetter på arrangörens webbplats',
    problem: (attribute) =>
      `Biljetterna kan inte visas här: biljettwidgetens inställning ”${attribute}” behöver rättas (detaljer i webbläsarens konsol).`,
    failed: 'Biljetterna kan inte visas just nu. Ladda om sidan för att försöka igen.',
    refused: 'Biljetter kan inte köpas på den här sidan. Köp dem på arrangörens webbplats.',
  },
};
