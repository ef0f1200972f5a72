/**
 * Spanish, first-render half (the purchase half is `es-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Neutral Spanish for Spain and Latin America, buyers addressed
 * with «tú» (as most ticket shops do); «entradas» and «carrito» are understood everywhere.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('es');
/** The Spanish form of `n`: `one`, `many` (millions: «1.000.000 de entradas»), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `es-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Spanish UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Cargando entradas…',
  event: {
    more: 'Más',
    posterAlt: (title) => `Cartel de ${title}`,
    organizer: (name) => `Organizado por ${name}`,
    ageRestriction: (age) => `Restricción de edad: ${age}`,
    addToCalendar: 'Añadir al calendario',
    calendarFile: 'Archivo de calendario (.ics)',
    map: 'Mapa',
    newTab: '(se abre en una pestaña nueva)',
  },
  sale: {
    cancelled: 'Este evento está cancelado.',
    sold_out: 'Las entradas para este evento están agotadas.',
    sales_ended: 'La venta de entradas para este evento ha finalizado.',
    scheduled: 'Las entradas aún no están a la venta. Vuelve pronto.',
    unknown_status: 'En este momento no se pueden comprar aquí entradas para este evento.',
    reserved_seating:
      'Este evento tiene asientos numerados: elige tus asientos en la web del organizador.',
    unknown_seating: 'Las entradas para este evento se venden en la web del organizador.',
    payments_disabled: 'Las entradas de pago no están disponibles aquí en este momento.',
    no_tiers: 'Aquí no se ofrecen entradas para este evento.',
    buyElsewhere: 'Comprar en la web del organizador',
  },
  tiers: {
    heading: 'Entradas',
    free: 'Gratis',
    left: (n) => forms(n, { one: `Solo queda ${n}`, other: `Solo quedan ${n}` }),
    soldOut: 'Agotado',
    remove: (tier) => `${tier}: quitar una entrada`,
    add: (tier) => `${tier}: añadir una entrada`,
    quantity: (tier) => `${tier}: cantidad`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: ya no quedan entradas, así que lo hemos quitado de tu carrito.`
        : `${tier}: cantidad reducida de ${from} a ${to}.`,
    limit: {
      sold_out: 'Agotado',
      tier_limit: (n) => forms(n, { one: `Solo ${n} disponible`, other: `Solo ${n} disponibles` }),
      order_limit: (max) =>
        forms(max, {
          one: `Máximo ${max} entrada por pedido`,
          many: `Máximo ${max} de entradas por pedido`,
          other: `Máximo ${max} entradas por pedido`,
        }),
      event_limit: 'No quedan más entradas para este evento',
      payments_disabled: 'No disponible para pago en línea',
    },
  },
  errors: {
    network: 'No se pudo conectar con la taquilla. Revisa tu conexión e inténtalo de nuevo.',
    invalid_response:
      'La taquilla envió una respuesta que no pudimos leer. Inténtalo de nuevo más tarde.',
    invalid_payment_url:
      'La dirección de la página de pago parecía incorrecta, así que no la abrimos. Inténtalo de nuevo.',
    unauthorized: 'Esta taquilla no está configurada correctamente.',
    forbidden: 'Las entradas para este evento no se pueden vender en este sitio web.',
    not_found: 'No encontramos este evento.',
    invalid_request: 'Algunos datos deben corregirse.',
    idempotency_key_required: 'Algo salió mal al iniciar tu compra. Inténtalo de nuevo.',
    basket_limit: 'Demasiadas entradas para un solo pedido. Elige menos.',
    inventory_changed:
      'Algunas entradas se agotaron mientras elegías. Hemos actualizado tu carrito: revísalo e inténtalo de nuevo.',
    idempotency_conflict: 'Tu pedido cambió mientras se enviaba. Inténtalo de nuevo.',
    request_in_progress: 'Tu pedido aún se está procesando. Espera un momento.',
    rate_limited:
      'Demasiadas solicitudes en este momento. Espera unos segundos e inténtalo de nuevo.',
    unavailable: 'La taquilla no está disponible temporalmente. Inténtalo de nuevo en un momento.',
    empty_basket: 'Elige al menos una entrada.',
    config: 'Este widget de venta de entradas no está configurado correctamente.',
    unknown: 'Algo salió mal. Inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  list: {
    heading: 'Próximos eventos',
    from: (price) => `desde ${price}`,
    free: 'Gratis',
    more: 'Ver más eventos',
    loadingMore: 'Cargando más eventos…',
    back: 'Todos los eventos',
    empty: 'No hay eventos a la venta en este momento.',
    status: {
      sold_out: 'Agotado',
      cancelled: 'Cancelado',
      sales_ended: 'Venta finalizada',
      scheduled: 'Próximamente a la venta',
      unknown: 'No está a la venta',
      on_sale: 'A la venta',
      few_left: 'Quedan pocas',
    },
  },
  calendar: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana siguiente',
    nextMonthWithEvents: 'Siguiente mes con eventos',
    nextWeekWithEvents: 'Siguiente semana con eventos',
    emptyMonth: (month) => `No hay eventos en ${month}.`,
    emptyWeek: 'No hay eventos esta semana.',
    noLater: 'No hay más eventos después de estos.',
    events: (n) => forms(n, { one: `${n} evento`, other: `${n} eventos` }),
    noEvents: 'No hay eventos este día.',
  },
  buy: {
    label: 'Comprar entradas',
    from: (price) => `desde ${price}`,
  },
  embed: {
    frameCheckout: 'Compra de entradas',
    frameList: 'Venta de entradas',
    close: 'Cerrar',
    fallback: 'Entradas en la web del organizador',
    problem: (attribute) =>
      `No se pueden mostrar las entradas aquí: hay que corregir el ajuste «${attribute}» del widget de venta de entradas (más detalles en la consola del navegador).`,
    failed:
      'Ahora mismo no se pueden mostrar las entradas. Recarga la página para volver a intentarlo.',
    refused: 'No se pueden comprar entradas en esta página. Cómpralas en la web del organizador.',
  },
};
