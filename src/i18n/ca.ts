/**
 * Catalan, first-render half (the purchase half is `ca-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “tu”, as Catalan ticket shops do;
 * typographic apostrophes (l’organitzador) and angle quotes («…»).
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('ca');
/**
 * The Catalan form of `n`: `one` (1), `many` (millions: «1.000.000 d’entrades»), else
 * `other`.
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `ca-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Catalan UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'S’estan carregant les entrades…',
  event: {
    more: 'Més',
    posterAlt: (title) => `Cartell de ${title}`,
    organizer: (name) => `Organitza: ${name}`,
    ageRestriction: (age) => `Restricció d’edat: ${age}`,
    addToCalendar: 'Afegeix al calendari',
    calendarFile: 'Fitxer de calendari (.ics)',
    map: 'Mapa',
    newTab: '(s’obre en una pestanya nova)',
  },
  sale: {
    cancelled: 'Aquest esdeveniment s’ha cancel·lat.',
    sold_out: 'Les entrades per a aquest esdeveniment estan exhaurides.',
    sales_ended: 'La venda d’entrades per a aquest esdeveniment ha finalitzat.',
    scheduled: 'Les entrades encara no estan a la venda. Torna-hi aviat.',
    unknown_status: 'Ara mateix no es poden comprar aquí entrades per a aquest esdeveniment.',
    reserved_seating:
      'Aquest esdeveniment té seients numerats: tria els teus seients al web de l’organitzador.',
    unknown_seating: 'Les entrades per a aquest esdeveniment es venen al web de l’organitzador.',
    payments_disabled: 'Ara mateix les entrades de pagament no estan disponibles aquí.',
    no_tiers: 'Aquí no s’ofereixen entrades per a aquest esdeveniment.',
    buyElsewhere: 'Compra al web de l’organitzador',
  },
  tiers: {
    heading: 'Entrades',
    free: 'Gratis',
    left: (n) =>
      forms(n, {
        one: `Només en queda ${n}`,
        other: `Només en queden ${n}`,
      }),
    soldOut: 'Exhaurit',
    remove: (tier) => `${tier}: treu una entrada`,
    add: (tier) => `${tier}: afegeix una entrada`,
    quantity: (tier) => `${tier}: quantitat`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: no en queden, s’ha tret de la cistella.`
        : `${tier}: s’ha reduït de ${from} a ${to}.`,
    limit: {
      sold_out: 'Exhaurit',
      tier_limit: (n) =>
        forms(n, { one: `Només ${n} disponible`, other: `Només ${n} disponibles` }),
      order_limit: (max) =>
        forms(max, {
          one: `Màxim ${max} entrada per comanda`,
          many: `Màxim ${max} d’entrades per comanda`,
          other: `Màxim ${max} entrades per comanda`,
        }),
      event_limit: 'No queden més entrades per a aquest esdeveniment',
      payments_disabled: 'No disponible per al pagament en línia',
    },
  },
  errors: {
    network:
      'No s’ha pogut connectar amb la botiga d’entrades. Comprova la connexió i torna-ho a provar.',
    invalid_response:
      'La botiga d’entrades ha enviat una resposta que no hem pogut llegir. Torna-ho a provar més tard.',
    invalid_payment_url:
      'L’adreça de la pàgina de pagament semblava incorrecta i no l’hem oberta. Torna-ho a provar.',
    unauthorized: 'Aquesta botiga d’entrades no està ben configurada.',
    forbidden: 'Les entrades per a aquest esdeveniment no es poden vendre en aquest web.',
    not_found: 'No hem trobat aquest esdeveniment.',
    invalid_request: 'Cal corregir algunes dades.',
    idempotency_key_required: 'Alguna cosa ha fallat en iniciar la compra. Torna-ho a provar.',
    basket_limit: 'Massa entrades per a una sola comanda. Tria’n menys.',
    inventory_changed:
      'Algunes entrades s’han exhaurit mentre triaves. Hem actualitzat la cistella: revisa-la i torna-ho a provar.',
    idempotency_conflict: 'La comanda ha canviat mentre s’enviava. Torna-ho a provar.',
    request_in_progress: 'La comanda encara s’està processant. Espera un moment.',
    rate_limited: 'Ara mateix hi ha massa sol·licituds. Espera uns segons i torna-ho a provar.',
    unavailable:
      'La botiga d’entrades no està disponible temporalment. Torna-ho a provar d’aquí a un moment.',
    empty_basket: 'Tria almenys una entrada.',
    config: 'Aquest giny d’entrades no està ben configurat.',
    unknown: 'Alguna cosa ha fallat. Torna-ho a provar.',
    retry: 'Torna-ho a provar',
  },
  list: {
    heading: 'Propers esdeveniments',
    from: (price) => `des de ${price}`,
    free: 'Gratis',
    more: 'Mostra més esdeveniments',
    loadingMore: 'S’estan carregant més esdeveniments…',
    back: 'Tots els esdeveniments',
    empty: 'Ara mateix no hi ha cap esdeveniment a la venda.',
    status: {
      sold_out: 'Exhaurit',
      cancelled: 'Cancel·lat',
      sales_ended: 'Venda finalitzada',
      scheduled: 'Aviat a la venda',
      unknown: 'No està a la venda',
      on_sale: 'A la venda',
      few_left: 'Queden poques',
    },
  },
  calendar: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes següent',
    previousWeek: 'Setmana anterior',
    nextWeek: 'Setmana següent',
    nextMonthWithEvents: 'Mes següent amb esdeveniments',
    nextWeekWithEvents: 'Setmana següent amb esdeveniments',
    emptyMonth: (month) => `${month}: no hi ha esdeveniments.`,
    emptyWeek: 'Aquesta setmana no hi ha esdeveniments.',
    noLater: 'Després d’aquests no hi ha més esdeveniments.',
    events: (n) => forms(n, { one: `${n} esdeveniment`, other: `${n} esdeveniments` }),
    noEvents: 'Aquest dia no hi ha esdeveniments.',
  },
  buy: {
    label: 'Compra entrades',
    from: (price) => `des de ${price}`,
  },
  embed: {
    frameCheckout: 'Compra d’entrades',
    frameList: 'Venda d’entrades',
    close: 'Tanca',
    fallback: 'Entrades al web de l’organitzador',
    problem: (attribute) =>
      `Aquí no es poden mostrar les entrades: cal corregir el paràmetre «${attribute}» del giny d’entrades (trobaràs els detalls a la consola del navegador).`,
    failed:
      'Ara mateix no es poden mostrar les entrades. Torna a carregar la pàgina per tornar-ho a provar.',
    refused: 'En aquesta pàgina no es poden comprar entrades. Compra-les al web de l’organitzador.',
  },
};
