/**
 * European Portuguese, purchase half: the form, promo code, summary, submit button and outcome
 * (see `pt-PT.ts`).
 */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('pt-PT');
/** The European Portuguese form of `n`: `one` (1 only), `many` (millions), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** European Portuguese UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Código promocional',
    apply: 'Aplicar',
    checking: 'A verificar o código…',
    applied: (code) => `Código ${code} aplicado.`,
    invalid: 'Este código não é válido.',
    expired: 'Este código expirou.',
    unknown: 'Não foi possível aplicar este código.',
  },
  summary: {
    heading: 'Resumo da encomenda',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Desconto',
    fees: 'Taxas',
    total: 'Total',
    estimatedTotal: 'Total estimado',
    estimate:
      'Não foi possível confirmar o preço neste momento. Esta estimativa usa os preços indicados; o preço final é confirmado no pagamento.',
    updating: 'A atualizar o preço…',
    priceChanged: (name, was, now) => `Novo preço de ${name}: antes ${was}, agora ${now}.`,
  },
  form: {
    heading: 'Os seus dados',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    optional: '(opcional)',
    required: '(obrigatório)',
    phoneHint: 'Com o indicativo do país, p. ex. +351 912 345 678',
    questions: 'Algumas perguntas do organizador',
    errorSummary: (n) =>
      forms(n, {
        one: `Corrija ${n} campo:`,
        many: `Corrija ${n} de campos:`,
        other: `Corrija ${n} campos:`,
      }),
    errors: {
      required: 'Preencha este campo.',
      email_invalid: 'Introduza um e-mail como nome@example.com.',
      phone_invalid:
        'Introduza um número de telefone com o indicativo do país, p. ex. +351 912 345 678.',
      invalid: 'Verifique este campo.',
    },
  },
  submit: {
    pay: (amount) => `Pagar ${amount}`,
    free: 'Obter bilhetes gratuitos',
    busy: 'A processar…',
    empty: 'Escolha os bilhetes',
  },
  checkout: {
    paidTitle: 'Pagamento recebido – vemo-nos lá!',
    completedTitle: 'Vemo-nos lá!',
    bought: 'Os seus bilhetes',
    order: (id) => `Referência da encomenda: ${id}`,
    total: (amount) => `Total: ${amount}`,
    emailSent: (email) => `Vai receber um e-mail de confirmação no endereço ${email}.`,
    emailSentNoAddress: 'Vai receber um e-mail de confirmação.',
    failedTitle: 'O pagamento falhou',
    failed:
      'O pagamento não foi concluído e não lhe foi cobrado nada. Os seus bilhetes continuam no carrinho.',
    canceledTitle: 'Pagamento cancelado',
    canceled: 'O pagamento foi cancelado. Os seus bilhetes continuam no carrinho.',
    expiredTitle: 'A compra expirou',
    expired: 'A compra demorou demasiado tempo e expirou. Os seus bilhetes continuam no carrinho.',
    processingTitle: 'Pagamento em processamento',
    processing:
      'O pagamento ainda está a ser confirmado. Não precisa de fazer mais nada: enviamos-lhe um e-mail assim que estiver concluído.',
    checking: 'A verificar o pagamento…',
    popupBlocked: 'O navegador bloqueou a janela de pagamento.',
    continuePayment: 'Continuar para o pagamento',
    tryAgain: 'Tentar novamente',
  },
};
