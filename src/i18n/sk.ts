/**
 * Slovak, first-render half (the purchase half is `sk-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “vy” (vykanie), as Slovak shops do;
 * Slovak quotes („…“).
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('sk');
/**
 * The Slovak form of `n`: `one` (1), `few` (2–4: „vstupenky“), `other` (0, 5 and up:
 * „vstupeniek“), `many` (fractions: „1,5 vstupenky“, with a singular verb).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `sk-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Slovak UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Načítavajú sa vstupenky…',
  event: {
    more: 'Viac',
    posterAlt: (title) => `Plagát podujatia ${title}`,
    organizer: (name) => `Organizátor: ${name}`,
    ageRestriction: (age) => `Vekové obmedzenie: ${age}`,
    addToCalendar: 'Pridať do kalendára',
    calendarFile: 'Súbor kalendára (.ics)',
    map: 'Mapa',
    newTab: '(otvorí sa na novej karte)',
  },
  sale: {
    cancelled: 'Toto podujatie bolo zrušené.',
    sold_out: 'Toto podujatie je vypredané.',
    sales_ended: 'Predaj vstupeniek na toto podujatie sa skončil.',
    scheduled: 'Vstupenky ešte nie sú v predaji. Pozrite sa sem čoskoro znova.',
    unknown_status: 'Vstupenky na toto podujatie tu momentálne nemožno kúpiť.',
    reserved_seating: 'Toto podujatie má číslované miesta: vyberte si ich na webe organizátora.',
    unknown_seating: 'Vstupenky na toto podujatie sa predávajú na webe organizátora.',
    payments_disabled: 'Platené vstupenky tu momentálne nie sú k dispozícii.',
    no_tiers: 'Vstupenky na toto podujatie sa tu neponúkajú.',
    buyElsewhere: 'Kúpiť na webe organizátora',
  },
  tiers: {
    heading: 'Vstupenky',
    free: 'Zadarmo',
    left: (n) =>
      forms(n, {
        one: `Zostáva už len ${n} vstupenka`,
        few: `Zostávajú už len ${n} vstupenky`,
        many: `Zostáva už len ${n} vstupenky`,
        other: `Zostáva už len ${n} vstupeniek`,
      }),
    soldOut: 'Vypredané',
    remove: (tier) => `${tier}: odobrať vstupenku`,
    add: (tier) => `${tier}: pridať vstupenku`,
    quantity: (tier) => `${tier}: počet`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: vypredané, odobraté z košíka.`
        : `${tier}: počet znížený z ${from} na ${to}.`,
    limit: {
      sold_out: 'Vypredané',
      tier_limit: (n) =>
        forms(n, {
          one: `K dispozícii je už len ${n} vstupenka`,
          few: `K dispozícii sú už len ${n} vstupenky`,
          many: `K dispozícii je už len ${n} vstupenky`,
          other: `K dispozícii je už len ${n} vstupeniek`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Najviac ${max} vstupenka na objednávku`,
          few: `Najviac ${max} vstupenky na objednávku`,
          many: `Najviac ${max} vstupenky na objednávku`,
          other: `Najviac ${max} vstupeniek na objednávku`,
        }),
      event_limit: 'Na toto podujatie už nie sú žiadne vstupenky',
      payments_disabled: 'Nedá sa zaplatiť online',
    },
  },
  errors: {
    network:
      'Nepodarilo sa spojiť s predajom vstupeniek. Skontrolujte pripojenie a skúste to znova.',
    invalid_response:
      'Predaj vstupeniek poslal odpoveď, ktorú sa nepodarilo prečítať. Skúste to neskôr.',
    invalid_payment_url:
      'Adresa platobnej stránky vyzerala nesprávne, preto sme ju neotvorili. Skúste to znova.',
    unauthorized: 'Tento predaj vstupeniek nie je správne nastavený.',
    forbidden: 'Vstupenky na toto podujatie nemožno predávať na tomto webe.',
    not_found: 'Toto podujatie sme nenašli.',
    invalid_request: 'Niektoré údaje treba opraviť.',
    idempotency_key_required: 'Pri začatí nákupu sa niečo pokazilo. Skúste to znova.',
    basket_limit: 'Príliš veľa vstupeniek v jednej objednávke. Vyberte ich menej.',
    inventory_changed:
      'Počas výberu sa niektoré vstupenky vypredali. Upravili sme váš košík: skontrolujte ho a skúste to znova.',
    idempotency_conflict: 'Objednávka sa počas odosielania zmenila. Skúste to znova.',
    request_in_progress: 'Objednávka sa ešte spracúva. Chvíľu počkajte.',
    rate_limited: 'Príliš veľa požiadaviek. Počkajte niekoľko sekúnd a skúste to znova.',
    unavailable: 'Predaj vstupeniek je dočasne nedostupný. Skúste to o chvíľu.',
    empty_basket: 'Vyberte aspoň jednu vstupenku.',
    config: 'Tento widget predaja vstupeniek nie je správne nastavený.',
    unknown: 'Niečo sa pokazilo. Skúste to znova.',
    retry: 'Skúsiť znova',
  },
  list: {
    heading: 'Nadchádzajúce podujatia',
    from: (price) => `od ${price}`,
    free: 'Zadarmo',
    more: 'Zobraziť ďalšie podujatia',
    loadingMore: 'Načítavajú sa ďalšie podujatia…',
    back: 'Všetky podujatia',
    empty: 'Momentálne nie sú v predaji žiadne podujatia.',
    status: {
      sold_out: 'Vypredané',
      cancelled: 'Zrušené',
      sales_ended: 'Predaj skončil',
      scheduled: 'Čoskoro v predaji',
      unknown: 'Nie je v predaji',
      on_sale: 'V predaji',
      few_left: 'Zostáva málo',
    },
  },
  calendar: {
    previousMonth: 'Predchádzajúci mesiac',
    nextMonth: 'Nasledujúci mesiac',
    previousWeek: 'Predchádzajúci týždeň',
    nextWeek: 'Nasledujúci týždeň',
    nextMonthWithEvents: 'Ďalší mesiac s podujatiami',
    nextWeekWithEvents: 'Ďalší týždeň s podujatiami',
    emptyMonth: (month) => `${month}: žiadne podujatia.`,
    emptyWeek: 'Tento týždeň nie sú žiadne podujatia.',
    noLater: 'Po týchto už nie sú žiadne podujatia.',
    events: (n) =>
      forms(n, {
        one: `${n} podujatie`,
        few: `${n} podujatia`,
        many: `${n} podujatia`,
        other: `${n} podujatí`,
      }),
    noEvents: 'V tento deň nie sú žiadne podujatia.',
  },
  buy: {
    label: 'Kúpiť vstupenky',
    from: (price) => `od ${price}`,
  },
  embed: {
    frameCheckout: 'Nákup vstupeniek',
    frameList: 'Predaj vstupeniek',
    close: 'Zavrieť',
    fallback: 'Vstupenky na webe organizátora',
    problem: (attribute) =>
      `Vstupenky sa tu nedajú zobraziť: nastavenie „${attribute}“ widgetu predaja vstupeniek treba opraviť (podrobnosti v konzole prehliadača).`,
    failed: 'Vstupenky sa teraz nedajú zobraziť. Načítajte stránku znova.',
    refused: 'Na tejto stránke sa vstupenky nedajú kúpiť. Kúpte si ich na webe organizátora.',
  },
};
