/** Danish, purchase half: the form, promo code, summary, submit button and outcome (see `da.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('da');
/** The Danish form of `n`: `one` or `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Danish UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Rabatkode',
    apply: 'Indløs',
    checking: 'Tjekker koden…',
    applied: (code) => `Koden ${code} er indløst.`,
    invalid: 'Koden er ugyldig.',
    expired: 'Koden er udløbet.',
    unknown: 'Koden kunne ikke indløses.',
  },
  summary: {
    heading: 'Ordreoversigt',
    line: (quantity, name) => `${quantity} × ${name}`,
    // “Subtotal” is the Danish webshop word (Den Danske Ordbog).
    subtotal: 'Subtotal',
    discount: 'Rabat',
    fees: 'Gebyrer',
    total: 'I alt',
    estimatedTotal: 'Anslået i alt',
    estimate:
      'Vi kunne ikke bekræfte prisen lige nu. Overslaget bygger på listepriserne; den endelige pris bekræftes ved betalingen.',
    updating: 'Opdaterer prisen…',
    priceChanged: (name, was, now) => `Ny pris for ${name}: før ${was}, nu ${now}.`,
  },
  form: {
    heading: 'Dine oplysninger',
    name: 'Navn',
    // “E-mail” is the Danish spelling (Retskrivningsordbogen).
    email: 'E-mail',
    phone: 'Telefon',
    optional: '(valgfrit)',
    required: '(skal udfyldes)',
    phoneHint: 'Med landekode, f.eks. +45 12 34 56 78',
    questions: 'Et par spørgsmål fra arrangøren',
    errorSummary: (n) => forms(n, { one: `Ret ${n} felt:`, other: `Ret ${n} felter:` }),
    errors: {
      required: 'Udfyld dette felt.',
      email_invalid: 'Skriv en e-mailadresse som navn@example.com.',
      phone_invalid: 'Skriv et telefonnummer med landekode, f.eks. +45 12 34 56 78.',
      invalid: 'Tjek dette felt.',
    },
  },
  submit: {
    pay: (amount) => `Betal ${amount}`,
    free: 'Hent gratis billetter',
    busy: 'Behandler…',
    empty: 'Vælg dine billetter',
  },
  checkout: {
    paidTitle: 'Betaling modtaget – vi ses!',
    completedTitle: 'Vi ses!',
    bought: 'Dine billetter',
    order: (id) => `Ordrenummer: ${id}`,
    total: (amount) => `I alt: ${amount}`,
    emailSent: (email) => `En bekræftelse er på vej til ${email}.`,
    emailSentNoAddress: 'En bekræftelse er på vej på e-mail.',
    failedTitle: 'Betalingen mislykkedes',
    failed:
      'Din betaling gik ikke igennem, og der er ikke trukket penge fra din konto. Dine billetter ligger stadig i kurven.',
    canceledTitle: 'Betalingen blev annulleret',
    canceled: 'Betalingen blev annulleret. Dine billetter ligger stadig i kurven.',
    expiredTitle: 'Tiden er udløbet',
    expired: 'Købet tog for lang tid og er udløbet. Dine billetter ligger stadig i kurven.',
    processingTitle: 'Betalingen behandles stadig',
    processing:
      'Din betaling er ved at blive bekræftet. Du behøver ikke gøre mere: vi sender dig en e-mail, så snart den er gået igennem.',
    checking: 'Tjekker din betaling…',
    popupBlocked: 'Din browser blokerede betalingsvinduet.',
    continuePayment: 'Fortsæt til betaling',
    tryAgain: 'Prøv igen',
  },
};
