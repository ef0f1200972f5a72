/** Spanish, purchase half: the form, promo code, summary, submit button and outcome (see `es.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('es');
/** The Spanish form of `n`: `one`, `many` (millions), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Spanish UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Código promocional',
    apply: 'Aplicar',
    checking: 'Comprobando el código…',
    applied: (code) => `Código ${code} aplicado.`,
    invalid: 'Este código no es válido.',
    expired: 'Este código ha expirado.',
    unknown: 'No se pudo aplicar este código.',
  },
  summary: {
    heading: 'Resumen del pedido',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Descuento',
    fees: 'Cargos',
    total: 'Total',
    estimatedTotal: 'Total estimado',
    estimate:
      'No pudimos confirmar el precio en este momento. Esta estimación usa los precios publicados; el precio final se confirma al pagar.',
    updating: 'Actualizando el precio…',
    priceChanged: (name, was, now) => `Nuevo precio para ${name}: antes ${was}, ahora ${now}.`,
  },
  form: {
    heading: 'Tus datos',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    optional: '(opcional)',
    required: '(obligatorio)',
    phoneHint: 'Con prefijo internacional, p. ej. +34 912 345 678',
    questions: 'Unas preguntas del organizador',
    errorSummary: (n) =>
      forms(n, {
        one: `Corrige ${n} campo:`,
        many: `Corrige ${n} de campos:`,
        other: `Corrige ${n} campos:`,
      }),
    errors: {
      required: 'Completa este campo.',
      email_invalid: 'Escribe un correo electrónico como nombre@example.com.',
      phone_invalid: 'Escribe un teléfono con prefijo internacional, p. ej. +34 912 345 678.',
      invalid: 'Revisa este campo.',
    },
  },
  submit: {
    pay: (amount) => `Pagar ${amount}`,
    free: 'Obtener entradas gratis',
    busy: 'Procesando…',
    empty: 'Elige tus entradas',
  },
  checkout: {
    paidTitle: 'Pago recibido: ¡nos vemos allí!',
    completedTitle: '¡Nos vemos allí!',
    bought: 'Tus entradas',
    order: (id) => `Referencia del pedido: ${id}`,
    total: (amount) => `Total: ${amount}`,
    emailSent: (email) => `Recibirás un correo de confirmación en ${email}.`,
    emailSentNoAddress: 'Recibirás un correo de confirmación.',
    failedTitle: 'Error en el pago',
    failed: 'Tu pago no se completó y no se te ha cobrado nada. Tus entradas siguen en el carrito.',
    canceledTitle: 'Pago cancelado',
    canceled: 'El pago se canceló. Tus entradas siguen en el carrito.',
    expiredTitle: 'Tiempo agotado',
    expired: 'Se agotó el tiempo para completar la compra. Tus entradas siguen en el carrito.',
    processingTitle: 'Pago en proceso',
    processing:
      'Tu pago aún se está confirmando. No tienes que hacer nada más: te enviaremos un correo en cuanto se complete.',
    checking: 'Comprobando tu pago…',
    popupBlocked: 'Tu navegador bloqueó la ventana de pago.',
    continuePayment: 'Continuar al pago',
    tryAgain: 'Reintentar',
  },
};
