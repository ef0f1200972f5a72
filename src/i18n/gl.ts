/**
 * Galician, first-render half (the purchase half is `gl-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “ti”, as Galician ticket shops do;
 * angle quotes («…»).
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('gl');
/** Picks the Galician form of `n`: `one` (1), else `other`. */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** The file and sha384 of `gl-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Galician UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Cargando entradas…',
  event: {
    more: 'Máis',
    posterAlt: (title) => `Cartel de ${title}`,
    organizer: (name) => `Organiza: ${name}`,
    ageRestriction: (age) => `Restrición de idade: ${age}`,
    addToCalendar: 'Engadir ao calendario',
    calendarFile: 'Ficheiro de calendario (.ics)',
    map: 'Mapa',
    newTab: '(ábrese nunha nova lapela)',
  },
  sale: {
    cancelled: 'Este evento foi cancelado.',
    sold_out: 'As entradas para este evento están esgotadas.',
    sales_ended: 'A venda de entradas para este evento rematou.',
    scheduled: 'As entradas aínda non están á venda. Volve pronto.',
    unknown_status: 'Agora mesmo non se poden comprar aquí entradas para este evento.',
    reserved_seating:
      'Este evento ten asentos numerados: escolle os teus asentos na web do organizador.',
    unknown_seating: 'As entradas para este evento véndense na web do organizador.',
    payments_disabled: 'Agora mesmo as entradas de pago non están dispoñibles aquí.',
    no_tiers: 'Aquí non se ofrecen entradas para este evento.',
    buyElsewhere: 'Comprar na web do organizador',
  },
  tiers: {
    heading: 'Entradas',
    free: 'Gratis',
    left: (n) => pick(n, `Só queda ${n}`, `Só quedan ${n}`),
    soldOut: 'Esgotado',
    remove: (tier) => `${tier}: quitar unha entrada`,
    add: (tier) => `${tier}: engadir unha entrada`,
    quantity: (tier) => `${tier}: cantidade`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: non quedan entradas, quitouse da cesta.`
        : `${tier}: reduciuse de ${from} a ${to}.`,
    limit: {
      sold_out: 'Esgotado',
      tier_limit: (n) => pick(n, `Só ${n} dispoñible`, `Só ${n} dispoñibles`),
      order_limit: (max) =>
        pick(max, `Máximo ${max} entrada por pedido`, `Máximo ${max} entradas por pedido`),
      event_limit: 'Non quedan máis entradas para este evento',
      payments_disabled: 'Non dispoñible para pagamento en liña',
    },
  },
  errors: {
    network: 'Non foi posible conectar coa billeteira. Comproba a conexión e téntao de novo.',
    invalid_response:
      'A billeteira enviou unha resposta que non puidemos ler. Téntao de novo máis tarde.',
    invalid_payment_url:
      'O enderezo da páxina de pagamento parecía incorrecto, así que non o abrimos. Téntao de novo.',
    unauthorized: 'Esta billeteira non está ben configurada.',
    forbidden: 'As entradas para este evento non se poden vender neste sitio web.',
    not_found: 'Non atopamos este evento.',
    invalid_request: 'Hai que corrixir algúns datos.',
    idempotency_key_required: 'Algo fallou ao iniciar a compra. Téntao de novo.',
    basket_limit: 'Demasiadas entradas para un só pedido. Escolle menos.',
    inventory_changed:
      'Algunhas entradas esgotáronse mentres escollías. Actualizamos a túa cesta: revísaa e téntao de novo.',
    idempotency_conflict: 'O teu pedido cambiou mentres se enviaba. Téntao de novo.',
    request_in_progress: 'O teu pedido aínda se está a procesar. Agarda un momento.',
    rate_limited: 'Demasiadas solicitudes agora mesmo. Agarda uns segundos e téntao de novo.',
    unavailable: 'A billeteira non está dispoñible temporalmente. Téntao de novo nun momento.',
    empty_basket: 'Escolle polo menos unha entrada.',
    config: 'Este widget de entradas non está ben configurado.',
    unknown: 'Algo fallou. Téntao de novo.',
    retry: 'Tentar de novo',
  },
  list: {
    heading: 'Próximos eventos',
    from: (price) => `desde ${price}`,
    free: 'Gratis',
    more: 'Amosar máis eventos',
    loadingMore: 'Cargando máis eventos…',
    back: 'Todos os eventos',
    empty: 'Agora mesmo non hai eventos á venda.',
    status: {
      sold_out: 'Esgotado',
      cancelled: 'Cancelado',
      sales_ended: 'Venda rematada',
      scheduled: 'Á venda en breve',
      unknown: 'Non está á venda',
      on_sale: 'Á venda',
      few_left: 'Quedan poucas',
    },
  },
  calendar: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes seguinte',
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana seguinte',
    nextMonthWithEvents: 'Seguinte mes con eventos',
    nextWeekWithEvents: 'Seguinte semana con eventos',
    emptyMonth: (month) => `Non hai eventos en ${month}.`,
    emptyWeek: 'Non hai eventos esta semana.',
    noLater: 'Non hai máis eventos despois destes.',
    events: (n) => pick(n, `${n} evento`, `${n} eventos`),
    noEvents: 'Non hai eventos este día.',
  },
  buy: {
    label: 'Comprar entradas',
    from: (price) => `desde ${price}`,
  },
  embed: {
    frameCheckout: 'Compra de entradas',
    frameList: 'Venda de entradas',
    close: 'Pechar',
    fallback: 'Entradas na web do organizador',
    problem: (attribute) =>
      `Aquí non se poden amosar as entradas: hai que corrixir o axuste «${attribute}» do widget de entradas (detalles na consola do navegador).`,
    failed: 'Agora mesmo non se poden amosar as entradas. Recarga a páxina para tentalo de novo.',
    refused: 'Nesta páxina non se poden comprar entradas. Cómpraas na web do organizador.',
  },
};
