/**
 * Czech, first-render half (the purchase half is `cs-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “vy” (vykání), as Czech shops do.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('cs');
/**
 * The Czech form of `n`: `one` (1), `few` (2–4: „vstupenky“), `other` (0, 5 and up:
 * „vstupenek“), `many` (fractions: „1,5 vstupenky“, with a singular verb).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `cs-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Czech UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Načítání vstupenek…',
  event: {
    more: 'Více',
    posterAlt: (title) => `Plakát k akci ${title}`,
    organizer: (name) => `Pořadatel: ${name}`,
    ageRestriction: (age) => `Věkové omezení: ${age}`,
    addToCalendar: 'Přidat do kalendáře',
    calendarFile: 'Soubor kalendáře (.ics)',
    map: 'Mapa',
    newTab: '(otevře se na nové kartě)',
  },
  sale: {
    cancelled: 'Tato akce byla zrušena.',
    sold_out: 'Tato akce je vyprodaná.',
    sales_ended: 'Prodej vstupenek na tuto akci skončil.',
    scheduled: 'Vstupenky zatím nejsou v prodeji. Zkuste to brzy znovu.',
    unknown_status: 'Vstupenky na tuto akci zde teď nelze koupit.',
    reserved_seating: 'Tato akce má číslovaná místa: vyberte si je na webu pořadatele.',
    unknown_seating: 'Vstupenky na tuto akci se prodávají na webu pořadatele.',
    payments_disabled: 'Placené vstupenky zde teď nejsou k dispozici.',
    no_tiers: 'Vstupenky na tuto akci se zde nenabízejí.',
    buyElsewhere: 'Koupit na webu pořadatele',
  },
  tiers: {
    heading: 'Vstupenky',
    free: 'Zdarma',
    left: (n) =>
      forms(n, {
        one: `Zbývá už jen ${n} vstupenka`,
        few: `Zbývají už jen ${n} vstupenky`,
        many: `Zbývá už jen ${n} vstupenky`,
        other: `Zbývá už jen ${n} vstupenek`,
      }),
    soldOut: 'Vyprodáno',
    remove: (tier) => `${tier}: odebrat vstupenku`,
    add: (tier) => `${tier}: přidat vstupenku`,
    quantity: (tier) => `${tier}: počet`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: vyprodáno, odebráno z košíku.`
        : `${tier}: počet snížen z ${from} na ${to}.`,
    limit: {
      sold_out: 'Vyprodáno',
      tier_limit: (n) =>
        forms(n, {
          one: `K dispozici je už jen ${n} vstupenka`,
          few: `K dispozici jsou už jen ${n} vstupenky`,
          many: `K dispozici je už jen ${n} vstupenky`,
          other: `K dispozici je už jen ${n} vstupenek`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Nejvýše ${max} vstupenka na objednávku`,
          few: `Nejvýše ${max} vstupenky na objednávku`,
          many: `Nejvýše ${max} vstupenky na objednávku`,
          other: `Nejvýše ${max} vstupenek na objednávku`,
        }),
      event_limit: 'Na tuto akci už nejsou žádné vstupenky',
      payments_disabled: 'Nelze zaplatit online',
    },
  },
  errors: {
    network: 'Nepodařilo se spojit s předprodejem. Zkontrolujte připojení a zkuste to znovu.',
    invalid_response: 'Předprodej poslal odpověď, kterou nelze přečíst. Zkuste to prosím později.',
    invalid_payment_url:
      'Adresa platební stránky vypadala chybně, proto jsme ji neotevřeli. Zkuste to prosím znovu.',
    unauthorized: 'Tento předprodej není správně nastavený.',
    forbidden: 'Vstupenky na tuto akci nelze na tomto webu prodávat.',
    not_found: 'Tuto akci jsme nenašli.',
    invalid_request: 'Některé údaje je potřeba opravit.',
    idempotency_key_required: 'Při zahájení nákupu se něco pokazilo. Zkuste to prosím znovu.',
    basket_limit: 'Příliš mnoho vstupenek v jedné objednávce. Vyberte jich méně.',
    inventory_changed:
      'Během výběru se některé vstupenky vyprodaly. Upravili jsme váš košík: zkontrolujte ho a zkuste to znovu.',
    idempotency_conflict: 'Objednávka se během odesílání změnila. Zkuste to prosím znovu.',
    request_in_progress: 'Objednávka se stále zpracovává. Chvíli prosím počkejte.',
    rate_limited: 'Příliš mnoho požadavků. Počkejte pár sekund a zkuste to znovu.',
    unavailable: 'Předprodej je dočasně nedostupný. Zkuste to prosím za chvíli.',
    empty_basket: 'Vyberte alespoň jednu vstupenku.',
    config: 'Tento widget předprodeje není správně nastavený.',
    unknown: 'Něco se pokazilo. Zkuste to prosím znovu.',
    retry: 'Zkusit znovu',
  },
  list: {
    heading: 'Nadcházející akce',
    from: (price) => `od ${price}`,
    free: 'Zdarma',
    more: 'Zobrazit další akce',
    loadingMore: 'Načítání dalších akcí…',
    back: 'Všechny akce',
    empty: 'Momentálně nejsou v prodeji žádné akce.',
    status: {
      sold_out: 'Vyprodáno',
      cancelled: 'Zrušeno',
      sales_ended: 'Prodej skončil',
      scheduled: 'Brzy v prodeji',
      unknown: 'Není v prodeji',
      on_sale: 'V prodeji',
      few_left: 'Zbývá jen pár',
    },
  },
  calendar: {
    previousMonth: 'Předchozí měsíc',
    nextMonth: 'Další měsíc',
    previousWeek: 'Předchozí týden',
    nextWeek: 'Další týden',
    nextMonthWithEvents: 'Další měsíc s akcemi',
    nextWeekWithEvents: 'Další týden s akcemi',
    emptyMonth: (month) => `Žádné akce v období: ${month}.`,
    emptyWeek: 'Tento týden nejsou žádné akce.',
    noLater: 'Žádné další akce.',
    events: (n) =>
      forms(n, { one: `${n} akce`, few: `${n} akce`, many: `${n} akce`, other: `${n} akcí` }),
    noEvents: 'V tento den nejsou žádné akce.',
  },
  buy: {
    label: 'Koupit vstupenky',
    from: (price) => `od ${price}`,
  },
  embed: {
    frameCheckout: 'Nákup vstupenek',
    frameList: 'Prodej vstupenek',
    close: 'Zavřít',
    fallback: 'Vstupenky na webu pořadatele',
    problem: (attribute) =>
      `Vstupenky zde nelze zobrazit: nastavení „${attribute}“ widgetu předprodeje je potřeba opravit (podrobnosti v konzoli prohlížeče).`,
    failed: 'Vstupenky teď nelze zobrazit. Načtěte prosím stránku znovu.',
    refused: 'Na této stránce nelze vstupenky koupit. Kupte si je prosím na webu pořadatele.',
  },
};
