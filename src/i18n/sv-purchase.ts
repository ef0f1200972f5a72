/** Swedish, purchase half: the form, promo code, summary, submit button and outcome (see `sv.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('sv');
/** The Swedish form of `n`: `one` or `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Swedish UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Rabattkod',
    apply: 'Använd',
    checking: 'Kontrollerar koden…',
    applied: (code) => `Koden ${code} har lagts till.`,
    invalid: 'Koden är ogiltig.',
    expired: 'Koden har gått ut.',
    unknown: 'Koden kunde inte användas.',
  },
  summary: {
    heading: 'Din beställning',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Delsumma',
    discount: 'Rabatt',
    fees: 'Avgifter',
    total: 'Totalt',
    estimatedTotal: 'Beräknat totalbelopp',
    estimate:
      'Vi kunde inte bekräfta priset just nu. Beräkningen bygger på listpriserna; det slutliga priset bekräftas vid betalningen.',
    updating: 'Uppdaterar priset…',
    priceChanged: (name, was, now) => `Nytt pris för ${name}: tidigare ${was}, nu ${now}.`,
  },
  form: {
    heading: 'Dina uppgifter',
    name: 'Namn',
    email: 'E-post',
    phone: 'Telefon',
    optional: '(valfritt)',
    required: '(obligatoriskt)',
    phoneHint: 'Med landsnummer, t.ex. +46 8 123 456 78',
    questions: 'Några frågor från arrangören',
    errorSummary: (n) => forms(n, { one: `Rätta ${n} uppgift:`, other: `Rätta ${n} uppgifter:` }),
    errors: {
      required: 'Fyll i det här fältet.',
      email_invalid: 'Ange en e-postadress som namn@example.com.',
      phone_invalid: 'Ange ett telefonnummer med landsnummer, t.ex. +46 8 123 456 78.',
      invalid: 'Kontrollera det här fältet.',
    },
  },
  submit: {
    pay: (amount) => `Betala ${amount}`,
    free: 'Hämta gratisbiljetter',
    busy: 'Bearbetar…',
    empty: 'Välj dina biljetter',
  },
  checkout: {
    paidTitle: 'Betalningen är klar – vi ses där!',
    completedTitle: 'Vi ses där!',
    bought: 'Dina biljetter',
    order: (id) => `Ordernummer: ${id}`,
    total: (amount) => `Totalt: ${amount}`,
    emailSent: (email) => `En bekräftelse är på väg till ${email}.`,
    emailSentNoAddress: 'En bekräftelse är på väg via e-post.',
    failedTitle: 'Betalningen misslyckades',
    failed:
      'Betalningen gick inte igenom och du har inte debiterats. Dina biljetter ligger kvar i varukorgen.',
    canceledTitle: 'Betalningen avbröts',
    canceled: 'Betalningen avbröts. Dina biljetter ligger kvar i varukorgen.',
    expiredTitle: 'Tiden har gått ut',
    expired: 'Köpet tog för lång tid och har gått ut. Dina biljetter ligger kvar i varukorgen.',
    processingTitle: 'Betalningen behandlas',
    processing:
      'Din betalning håller på att bekräftas. Du behöver inte göra något mer: vi mejlar dig så snart den har gått igenom.',
    checking: 'Kontrollerar betalningen…',
    popupBlocked: 'Webbläsaren blockerade betalningsfönstret.',
    continuePayment: 'Fortsätt till betalning',
    tryAgain: 'Försök igen',
  },
};
