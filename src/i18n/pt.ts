/**
 * Brazilian Portuguese, first-render half (the purchase half is `pt-purchase.ts`). A chunk of
 * its own that imports nothing at run time. Third-person imperatives («Escolha», «Tente
 * novamente») and Brazil's words («ingressos», «bilheteria», «Carregando…»); Portugal's
 * Portuguese is `pt-PT.ts`. Plurals follow `Intl.PluralRules('pt')` (Brazil: 0 and 1 are
 * `one`).
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('pt');
/** The Portuguese form of `n`: `one`, `many` (millions: «1.000.000 de ingressos»), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `pt-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Portuguese UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Carregando ingressos…',
  event: {
    more: 'Mais',
    posterAlt: (title) => `Cartaz de ${title}`,
    organizer: (name) => `Organizado por ${name}`,
    ageRestriction: (age) => `Classificação etária: ${age}`,
    addToCalendar: 'Adicionar à agenda',
    calendarFile: 'Arquivo de agenda (.ics)',
    map: 'Mapa',
    newTab: '(abre em uma nova aba)',
  },
  sale: {
    cancelled: 'Este evento foi cancelado.',
    sold_out: 'Os ingressos para este evento estão esgotados.',
    sales_ended: 'As vendas de ingressos para este evento foram encerradas.',
    scheduled: 'Os ingressos ainda não estão à venda. Volte em breve.',
    unknown_status: 'No momento, não é possível comprar aqui ingressos para este evento.',
    reserved_seating:
      'Este evento tem lugares marcados: escolha os lugares no site do organizador.',
    unknown_seating: 'Os ingressos para este evento são vendidos no site do organizador.',
    payments_disabled: 'Ingressos pagos não estão disponíveis aqui no momento.',
    no_tiers: 'Não há ingressos para este evento à venda aqui.',
    buyElsewhere: 'Comprar no site do organizador',
  },
  tiers: {
    heading: 'Ingressos',
    free: 'Gratuito',
    left: (n) => forms(n, { one: `Resta apenas ${n}`, other: `Restam apenas ${n}` }),
    soldOut: 'Esgotado',
    remove: (tier) => `${tier}: remover um ingresso`,
    add: (tier) => `${tier}: adicionar um ingresso`,
    quantity: (tier) => `${tier}: quantidade`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: esgotado, removido do carrinho.`
        : `${tier}: quantidade reduzida de ${from} para ${to}.`,
    limit: {
      sold_out: 'Esgotado',
      tier_limit: (n) =>
        forms(n, { one: `Apenas ${n} disponível`, other: `Apenas ${n} disponíveis` }),
      order_limit: (max) =>
        forms(max, {
          one: `Máximo de ${max} ingresso por pedido`,
          many: `Máximo de ${max} de ingressos por pedido`,
          other: `Máximo de ${max} ingressos por pedido`,
        }),
      event_limit: 'Não há mais ingressos para este evento',
      payments_disabled: 'Indisponível para pagamento online',
    },
  },
  errors: {
    network: 'Não foi possível conectar à bilheteria. Verifique a sua conexão e tente novamente.',
    invalid_response:
      'A bilheteria enviou uma resposta que não conseguimos ler. Tente novamente mais tarde.',
    invalid_payment_url:
      'O endereço da página de pagamento parecia incorreto, por isso não o abrimos. Tente novamente.',
    unauthorized: 'Esta bilheteria não está configurada corretamente.',
    forbidden: 'Os ingressos para este evento não podem ser vendidos neste site.',
    not_found: 'Não encontramos este evento.',
    invalid_request: 'Alguns dados precisam de correção.',
    idempotency_key_required: 'Algo deu errado ao iniciar a compra. Tente novamente.',
    basket_limit: 'Ingressos demais para um só pedido. Escolha menos.',
    inventory_changed:
      'Alguns ingressos esgotaram durante a sua escolha. Atualizamos o seu carrinho: confira e tente novamente.',
    idempotency_conflict: 'O seu pedido mudou durante o envio. Tente novamente.',
    request_in_progress: 'O seu pedido ainda está em processamento. Aguarde um momento.',
    rate_limited: 'Muitas solicitações no momento. Aguarde alguns segundos e tente novamente.',
    unavailable: 'A bilheteria está temporariamente indisponível. Tente novamente em instantes.',
    empty_basket: 'Escolha pelo menos um ingresso.',
    config: 'Este widget de ingressos não está configurado corretamente.',
    unknown: 'Algo deu errado. Tente novamente.',
    retry: 'Tentar novamente',
  },
  list: {
    heading: 'Próximos eventos',
    from: (price) => `a partir de ${price}`,
    free: 'Gratuito',
    more: 'Mostrar mais eventos',
    loadingMore: 'Carregando mais eventos…',
    back: 'Todos os eventos',
    empty: 'Não há eventos à venda no momento.',
    status: {
      sold_out: 'Esgotado',
      cancelled: 'Cancelado',
      sales_ended: 'Vendas encerradas',
      scheduled: 'Em breve à venda',
      unknown: 'Fora de venda',
      on_sale: 'À venda',
      few_left: 'Últimos ingressos',
    },
  },
  calendar: {
    previousMonth: 'Mês anterior',
    nextMonth: 'Próximo mês',
    previousWeek: 'Semana anterior',
    nextWeek: 'Próxima semana',
    nextMonthWithEvents: 'Próximo mês com eventos',
    nextWeekWithEvents: 'Próxima semana com eventos',
    emptyMonth: (month) => `Nenhum evento em ${month}.`,
    emptyWeek: 'Nenhum evento nesta semana.',
    noLater: 'Nenhum evento depois destes.',
    events: (n) => forms(n, { one: `${n} evento`, many: `${n} de eventos`, other: `${n} eventos` }),
    noEvents: 'Nenhum evento neste dia.',
  },
  buy: {
    label: 'Comprar ingressos',
    from: (price) => `a partir de ${price}`,
  },
  embed: {
    frameCheckout: 'Compra de ingressos',
    frameList: 'Venda de ingressos',
    close: 'Fechar',
    fallback: 'Ingressos no site do organizador',
    problem: (attribute) =>
      `Não é possível exibir os ingressos aqui: a configuração “${attribute}” do widget de ingressos precisa ser corrigida (detalhes no console do navegador).`,
    failed: 'Não é possível exibir os ingressos agora. Recarregue a página para tentar novamente.',
    refused: 'Não é possível comprar ingressos nesta página. Compre-os no site do organizador.',
  },
};
