/** Catalan, purchase half: the form, promo code, summary, submit button and outcome (see `ca.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('ca');
/** The Catalan form of `n`: `one`, `many` (millions), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Catalan UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Codi promocional',
    apply: 'Aplica',
    checking: 'S’està comprovant el codi…',
    applied: (code) => `S’ha aplicat el codi ${code}.`,
    invalid: 'Aquest codi no és vàlid.',
    expired: 'Aquest codi ha caducat.',
    unknown: 'No s’ha pogut aplicar aquest codi.',
  },
  summary: {
    heading: 'Resum de la comanda',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Descompte',
    fees: 'Despeses de gestió',
    total: 'Total',
    estimatedTotal: 'Total estimat',
    estimate:
      'Ara mateix no hem pogut confirmar el preu. Aquesta estimació fa servir els preus publicats; el preu final es confirma en el pagament.',
    updating: 'S’està actualitzant el preu…',
    priceChanged: (name, was, now) => `Preu actualitzat de ${name}: abans ${was}, ara ${now}.`,
  },
  form: {
    heading: 'Les teves dades',
    name: 'Nom',
    email: 'Correu electrònic',
    phone: 'Telèfon',
    optional: '(opcional)',
    required: '(obligatori)',
    phoneHint: 'Amb el prefix del país, p. ex. +34 612 345 678',
    questions: 'Unes preguntes de l’organitzador',
    errorSummary: (n) =>
      forms(n, {
        one: `Corregeix ${n} camp:`,
        many: `Corregeix ${n} de camps:`,
        other: `Corregeix ${n} camps:`,
      }),
    errors: {
      required: 'Omple aquest camp.',
      email_invalid: 'Escriu una adreça de correu com nom@example.com.',
      phone_invalid: 'Escriu un telèfon amb el prefix del país, p. ex. +34 612 345 678.',
      invalid: 'Revisa aquest camp.',
    },
  },
  submit: {
    pay: (amount) => `Paga ${amount}`,
    free: 'Obtén les entrades gratuïtes',
    busy: 'S’està processant…',
    empty: 'Tria les entrades',
  },
  checkout: {
    paidTitle: 'Pagament rebut: ens hi veiem!',
    completedTitle: 'Ens hi veiem!',
    bought: 'Les teves entrades',
    order: (id) => `Referència de la comanda: ${id}`,
    total: (amount) => `Total: ${amount}`,
    emailSent: (email) => `Rebràs un correu de confirmació a ${email}.`,
    emailSentNoAddress: 'Rebràs un correu de confirmació.',
    failedTitle: 'El pagament ha fallat',
    failed:
      'El pagament no s’ha completat i no se t’ha cobrat res. Les entrades continuen a la cistella.',
    canceledTitle: 'Pagament cancel·lat',
    canceled: 'S’ha cancel·lat el pagament. Les entrades continuen a la cistella.',
    expiredTitle: 'La compra ha caducat',
    expired: 'La compra ha trigat massa i ha caducat. Les entrades continuen a la cistella.',
    processingTitle: 'El pagament encara s’està processant',
    processing:
      'El pagament encara s’està confirmant. No cal que facis res més: t’enviarem un correu tan aviat com es completi.',
    checking: 'S’està comprovant el pagament…',
    popupBlocked: 'El navegador ha bloquejat la finestra de pagament.',
    continuePayment: 'Continua cap al pagament',
    tryAgain: 'Torna-ho a provar',
  },
};
