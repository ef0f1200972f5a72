/** Galician, purchase half: the form, promo code, summary, submit button and outcome (see `gl.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('gl');
/** Picks the Galician form of `n`: `one` (1), else `other`. */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** Galician UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Código promocional',
    apply: 'Aplicar',
    checking: 'Comprobando o código…',
    applied: (code) => `Aplicouse o código ${code}.`,
    invalid: 'Este código non é válido.',
    expired: 'Este código caducou.',
    unknown: 'Non se puido aplicar este código.',
  },
  summary: {
    heading: 'Resumo do pedido',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Desconto',
    fees: 'Gastos de xestión',
    total: 'Total',
    estimatedTotal: 'Total estimado',
    estimate:
      'Agora mesmo non puidemos confirmar o prezo. Esta estimación usa os prezos publicados; o prezo final confírmase no pagamento.',
    updating: 'Actualizando o prezo…',
    priceChanged: (name, was, now) => `Prezo actualizado de ${name}: antes ${was}, agora ${now}.`,
  },
  form: {
    heading: 'Os teus datos',
    name: 'Nome',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    optional: '(opcional)',
    required: '(obrigatorio)',
    phoneHint: 'Co prefixo do país, p. ex. +34 612 345 678',
    questions: 'Unhas preguntas do organizador',
    errorSummary: (n) => pick(n, `Corrixe ${n} campo:`, `Corrixe ${n} campos:`),
    errors: {
      required: 'Enche este campo.',
      email_invalid: 'Escribe un enderezo de correo como nome@example.com.',
      phone_invalid: 'Escribe un teléfono co prefixo do país, p. ex. +34 612 345 678.',
      invalid: 'Revisa este campo.',
    },
  },
  submit: {
    pay: (amount) => `Pagar ${amount}`,
    free: 'Obter as entradas gratuítas',
    busy: 'Procesando…',
    empty: 'Escolle as entradas',
  },
  checkout: {
    paidTitle: 'Pagamento recibido: vémonos alí!',
    completedTitle: 'Vémonos alí!',
    bought: 'As túas entradas',
    order: (id) => `Referencia do pedido: ${id}`,
    total: (amount) => `Total: ${amount}`,
    emailSent: (email) => `Recibirás un correo de confirmación en ${email}.`,
    emailSentNoAddress: 'Recibirás un correo de confirmación.',
    failedTitle: 'Fallou o pagamento',
    failed: 'O pagamento non se completou e non se che cobrou nada. As entradas seguen na cesta.',
    canceledTitle: 'Pagamento cancelado',
    canceled: 'Cancelouse o pagamento. As entradas seguen na cesta.',
    expiredTitle: 'A compra caducou',
    expired: 'A compra levou demasiado tempo e caducou. As entradas seguen na cesta.',
    processingTitle: 'O pagamento aínda se está a procesar',
    processing:
      'O pagamento aínda se está a confirmar. Non tes que facer nada máis: enviarémosche un correo en canto se complete.',
    checking: 'Comprobando o pagamento…',
    popupBlocked: 'O navegador bloqueou a xanela de pagamento.',
    continuePayment: 'Continuar co pagamento',
    tryAgain: 'Tentar de novo',
  },
};
