/**
 * Brazilian Portuguese, purchase half: the form, promo code, summary, submit button and outcome
 * (see `pt.ts`).
 */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('pt');
/** The Portuguese form of `n`: `one`, `many` (millions), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Portuguese UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Código promocional',
    apply: 'Aplicar',
    checking: 'Verificando o código…',
    applied: (code) => `Código ${code} aplicado.`,
    invalid: 'Este código não é válido.',
    expired: 'Este código expirou.',
    unknown: 'Não foi possível aplicar este código.',
  },
  summary: {
    heading: 'Resumo do pedido',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Desconto',
    fees: 'Taxas',
    total: 'Total',
    estimatedTotal: 'Total estimado',
    estimate:
      'Não foi possível confirmar o preço agora. Esta estimativa usa os preços anunciados; o preço final é confirmado no pagamento.',
    updating: 'Atualizando o preço…',
    priceChanged: (name, was, now) => `Novo preço para ${name}: antes ${was}, agora ${now}.`,
  },
  form: {
    heading: 'Seus dados',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    optional: '(opcional)',
    required: '(obrigatório)',
    phoneHint: 'Com o código do país, ex.: +55 11 91234 5678',
    questions: 'Algumas perguntas do organizador',
    errorSummary: (n) =>
      forms(n, {
        one: `Corrija ${n} campo:`,
        many: `Corrija ${n} de campos:`,
        other: `Corrija ${n} campos:`,
      }),
    errors: {
      required: 'Preencha este campo.',
      email_invalid: 'Insira um e-mail como nome@example.com.',
      phone_invalid: 'Insira um telefone com o código do país, ex.: +55 11 91234 5678.',
      invalid: 'Verifique este campo.',
    },
  },
  submit: {
    pay: (amount) => `Pagar ${amount}`,
    free: 'Obter ingressos gratuitos',
    busy: 'Processando…',
    empty: 'Escolha os ingressos',
  },
  checkout: {
    paidTitle: 'Pagamento recebido – presença confirmada!',
    completedTitle: 'Presença confirmada!',
    bought: 'Seus ingressos',
    order: (id) => `Número do pedido: ${id}`,
    total: (amount) => `Total: ${amount}`,
    emailSent: (email) => `Enviaremos um e-mail de confirmação para ${email}.`,
    emailSentNoAddress: 'Enviaremos um e-mail de confirmação.',
    failedTitle: 'Falha no pagamento',
    failed:
      'O pagamento não foi concluído e nada foi cobrado. Seus ingressos continuam no carrinho.',
    canceledTitle: 'Pagamento cancelado',
    canceled: 'O pagamento foi cancelado. Seus ingressos continuam no carrinho.',
    expiredTitle: 'Tempo esgotado',
    expired:
      'A finalização da compra demorou demais e expirou. Seus ingressos continuam no carrinho.',
    processingTitle: 'Pagamento em processamento',
    processing:
      'O pagamento ainda está em confirmação. Não é preciso fazer mais nada: enviaremos um e-mail assim que ele for aprovado.',
    checking: 'Verificando o pagamento…',
    popupBlocked: 'O navegador bloqueou a janela de pagamento.',
    continuePayment: 'Ir para o pagamento',
    tryAgain: 'Tentar novamente',
  },
};
