/**
 * Norwegian Bokmål, purchase half: the form, promo code, summary, submit button and outcome
 * (see `nb.ts`).
 */
import type { PurchaseMessages } from './en-purchase';

/** Norwegian Bokmål UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Rabattkode',
    apply: 'Bruk',
    checking: 'Sjekker koden…',
    applied: (code) => `Rabattkoden ${code} er lagt til.`,
    invalid: 'Koden er ikke gyldig.',
    expired: 'Koden er utløpt.',
    unknown: 'Koden kunne ikke brukes.',
  },
  summary: {
    heading: 'Sammendrag av bestillingen',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Delsum',
    discount: 'Rabatt',
    fees: 'Gebyrer',
    total: 'Totalt',
    estimatedTotal: 'Anslått totalsum',
    estimate:
      'Vi kunne ikke bekrefte prisen akkurat nå. Anslaget bygger på de oppgitte prisene; endelig pris bekreftes ved betaling.',
    updating: 'Oppdaterer prisen…',
    priceChanged: (name, was, now) => `Ny pris for ${name}: før ${was}, nå ${now}.`,
  },
  form: {
    heading: 'Dine opplysninger',
    name: 'Navn',
    email: 'E-post',
    phone: 'Telefon',
    optional: '(valgfritt)',
    required: '(påkrevd)',
    phoneHint: 'Med landskode, f.eks. +47 412 34 567',
    questions: 'Noen spørsmål fra arrangøren',
    // «felt» is the same in the singular and the plural.
    errorSummary: (n) => `Rett opp ${n} felt:`,
    errors: {
      required: 'Fyll ut dette feltet.',
      email_invalid: 'Skriv inn en e-postadresse som navn@example.com.',
      phone_invalid: 'Skriv inn et telefonnummer med landskode, f.eks. +47 412 34 567.',
      invalid: 'Sjekk dette feltet.',
    },
  },
  submit: {
    pay: (amount) => `Betal ${amount}`,
    free: 'Få gratisbilletter',
    busy: 'Behandler…',
    empty: 'Velg billetter',
  },
  checkout: {
    paidTitle: 'Betaling mottatt – vi ses!',
    completedTitle: 'Vi ses!',
    bought: 'Billettene dine',
    order: (id) => `Bestillingsnummer: ${id}`,
    total: (amount) => `Totalt: ${amount}`,
    emailSent: (email) => `En bekreftelse er på vei til ${email}.`,
    emailSentNoAddress: 'En bekreftelse er på vei på e-post.',
    failedTitle: 'Betalingen mislyktes',
    failed:
      'Betalingen gikk ikke gjennom, og du har ikke blitt belastet. Billettene ligger fortsatt i handlekurven.',
    canceledTitle: 'Betalingen er avbrutt',
    canceled: 'Betalingen ble avbrutt. Billettene ligger fortsatt i handlekurven.',
    expiredTitle: 'Tiden gikk ut',
    expired:
      'Kjøpet tok for lang tid, og tiden gikk ut. Billettene ligger fortsatt i handlekurven.',
    processingTitle: 'Betalingen behandles fortsatt',
    processing:
      'Betalingen din bekreftes fortsatt. Du trenger ikke gjøre noe mer: vi sender deg en e-post så snart den er gjennomført.',
    checking: 'Sjekker betalingen…',
    popupBlocked: 'Nettleseren blokkerte betalingsvinduet.',
    continuePayment: 'Gå videre til betaling',
    tryAgain: 'Prøv igjen',
  },
};
