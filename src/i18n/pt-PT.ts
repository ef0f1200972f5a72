/**
 * European Portuguese, first-render half (the purchase half is `pt-PT-purchase.ts`). A chunk of
 * its own that imports nothing at run time; Brazilian Portuguese is `pt.ts`. Written as shops
 * in Portugal write: third-person requests («Escolha», «Tente novamente»), «bilhetes»,
 * «bilheteira», «encomenda», «a carregar…» rather than the gerund, angle quotes («…»).
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('pt-PT');
/**
 * The European Portuguese form of `n`: `one` (1 only; 0 takes the plural, unlike Brazil's),
 * `many` (millions: «1 000 000 de bilhetes»), else `other`.
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `pt-PT-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** European Portuguese UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'A carregar bilhetes…',
  event: {
    more: 'Mais',
    posterAlt: (title) => `Cartaz de ${title}`,
    organizer: (name) => `Organização: ${name}`,
    ageRestriction: (age) => `Classificação etária: ${age}`,
    addToCalendar: 'Adicionar ao calendário',
    calendarFile: 'Ficheiro de calendário (.ics)',
    map: 'Mapa',
    newTab: '(abre num novo separador)',
  },
  sale: {
    cancelled: 'Este evento foi cancelado.',
    sold_out: 'Os bilhetes para este evento estão esgotados.',
    sales_ended: 'A venda de bilhetes para este evento terminou.',
    scheduled: 'Os bilhetes ainda não estão à venda. Volte em breve.',
    unknown_status: 'De momento, não é possível comprar aqui bilhetes para este evento.',
    reserved_seating:
      'Este evento tem lugares marcados: escolha os seus lugares no site do organizador.',
    unknown_seating: 'Os bilhetes para este evento são vendidos no site do organizador.',
    payments_disabled: 'De momento, os bilhetes pagos não estão disponíveis aqui.',
    no_tiers: 'Não há bilhetes à venda aqui para este evento.',
    buyElsewhere: 'Comprar no site do organizador',
  },
  tiers: {
    heading: 'Bilhetes',
    free: 'Gratuito',
    left: (n) =>
      forms(n, {
        one: `Resta apenas ${n} bilhete`,
        many: `Restam apenas ${n} de bilhetes`,
        other: `Restam apenas ${n} bilhetes`,
      }),
    soldOut: 'Esgotado',
    remove: (tier) => `${tier}: remover um bilhete`,
    add: (tier) => `${tier}: adicionar um bilhete`,
    quantity: (tier) => `${tier}: quantidade`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: esgotado, retirado do carrinho.`
        : `${tier}: quantidade reduzida de ${from} para ${to}.`,
    limit: {
      sold_out: 'Esgotado',
      tier_limit: (n) =>
        forms(n, { one: `Apenas ${n} disponível`, other: `Apenas ${n} disponíveis` }),
      order_limit: (max) =>
        forms(max, {
          one: `Máximo de ${max} bilhete por encomenda`,
          many: `Máximo de ${max} de bilhetes por encomenda`,
          other: `Máximo de ${max} bilhetes por encomenda`,
        }),
      event_limit: 'Já não há bilhetes para este evento',
      payments_disabled: 'Indisponível para pagamento online',
    },
  },
  errors: {
    network: 'Não foi possível ligar à bilheteira. Verifique a sua ligação e tente novamente.',
    invalid_response:
      'A bilheteira enviou uma resposta que não conseguimos ler. Tente novamente mais tarde.',
    invalid_payment_url:
      'O endereço da página de pagamento parecia incorreto, por isso não o abrimos. Tente novamente.',
    unauthorized: 'Esta bilheteira não está configurada corretamente.',
    forbidden: 'Os bilhetes para este evento não podem ser vendidos neste site.',
    not_found: 'Não encontrámos este evento.',
    invalid_request: 'Alguns dados têm de ser corrigidos.',
    idempotency_key_required: 'Ocorreu um erro ao iniciar a compra. Tente novamente.',
    basket_limit: 'Demasiados bilhetes para uma só encomenda. Escolha menos.',
    inventory_changed:
      'Alguns bilhetes esgotaram enquanto escolhia. Atualizámos o seu carrinho: verifique-o e tente novamente.',
    idempotency_conflict: 'A sua encomenda foi alterada durante o envio. Tente novamente.',
    request_in_progress: 'A sua encomenda ainda está a ser processada. Aguarde um momento.',
    rate_limited: 'Demasiados pedidos neste momento. Aguarde alguns segundos e tente novamente.',
    unavailable: 'A bilheteira está temporariamente indisponível. Tente novamente daqui a pouco.',
    empty_basket: 'Escolha pelo menos um bilhete.',
    config: 'Este widget de bilhetes não está configurado corretamente.',
    unknown: 'Ocorreu um erro. Tente novamente.',
    retry: 'Tentar novamente',
  },
  list: {
    heading: 'Próximos eventos',
    from: (price) => `desde ${price}`,
    free: 'Gratuito',
    more: 'Mostrar mais eventos',
    loadingMore: 'A carregar mais eventos…',
    back: 'Todos os eventos',
    empty: 'De momento, não há eventos à venda.',
    status: {
      sold_out: 'Esgotado',
      cancelled: 'Cancelado',
      sales_ended: 'Vendas terminadas',
      scheduled: 'Brevemente à venda',
      unknown: 'Fora de venda',
      on_sale: 'À venda',
      few_left: 'Restam poucos',
    },
  },
  calendar: {
    previousMonth: 'Mês anterior',
    nextMonth: 'Mês seguinte',
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana seguinte',
    nextMonthWithEvents: 'Próximo mês com eventos',
    nextWeekWithEvents: 'Próxima semana com eventos',
    emptyMonth: (month) => `Não há eventos em ${month}.`,
    emptyWeek: 'Não há eventos esta semana.',
    noLater: 'Não há mais eventos depois destes.',
    events: (n) => forms(n, { one: `${n} evento`, many: `${n} de eventos`, other: `${n} eventos` }),
    noEvents: 'Não há eventos neste dia.',
  },
  buy: {
    label: 'Comprar bilhetes',
    from: (price) => `desde ${price}`,
  },
  embed: {
    frameCheckout: 'Compra de bilhetes',
    frameList: 'Venda de bilhetes',
    close: 'Fechar',
    fallback: 'Bilhetes no site do organizador',
    problem: (attribute) =>
      `Não é possível mostrar os bilhetes aqui: a definição «${attribute}» do widget de bilhetes tem de ser corrigida (detalhes na consola do navegador).`,
    failed:
      'De momento, não é possível mostrar os bilhetes. Recarregue a página para tentar novamente.',
    refused: 'Não é possível comprar bilhetes nesta página. Compre-os no site do organizador.',
  },
};
