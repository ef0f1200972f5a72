/** Dutch, purchase half: the form, promo code, summary, submit button and outcome (see `nl.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('nl');
/** The Dutch form of `n`: `one` or `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Dutch UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Kortingscode',
    apply: 'Toepassen',
    checking: 'Code controleren…',
    applied: (code) => `Code ${code} toegepast.`,
    invalid: 'Deze code is niet geldig.',
    expired: 'Deze code is verlopen.',
    unknown: 'Deze code kon niet worden toegepast.',
  },
  summary: {
    heading: 'Overzicht van je bestelling',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotaal',
    discount: 'Korting',
    fees: 'Kosten',
    total: 'Totaal',
    estimatedTotal: 'Geschat totaal',
    estimate:
      'We konden de prijs nu niet bevestigen. Deze schatting gaat uit van de vermelde prijzen; de definitieve prijs wordt bij het afrekenen bevestigd.',
    updating: 'Prijs bijwerken…',
    priceChanged: (name, was, now) => `Prijs gewijzigd voor ${name}: eerst ${was}, nu ${now}.`,
  },
  form: {
    heading: 'Je gegevens',
    name: 'Naam',
    // “E-mail” is the Dutch spelling (Van Dale).
    email: 'E-mail',
    phone: 'Telefoon',
    optional: '(optioneel)',
    required: '(verplicht)',
    phoneHint: 'Met landnummer, bijv. +31 20 123 4567',
    questions: 'Een paar vragen van de organisator',
    errorSummary: (n) => forms(n, { one: `Verbeter ${n} veld:`, other: `Verbeter ${n} velden:` }),
    errors: {
      required: 'Vul dit veld in.',
      email_invalid: 'Vul een e-mailadres in zoals naam@example.com.',
      phone_invalid: 'Vul een telefoonnummer met landnummer in, bijv. +31 20 123 4567.',
      invalid: 'Controleer dit veld.',
    },
  },
  submit: {
    pay: (amount) => `Betaal ${amount}`,
    free: 'Gratis tickets bestellen',
    busy: 'Bezig met verwerken…',
    empty: 'Kies je tickets',
  },
  checkout: {
    paidTitle: 'Betaling ontvangen – je bent erbij!',
    completedTitle: 'Je bent erbij!',
    bought: 'Je tickets',
    order: (id) => `Bestelnummer: ${id}`,
    total: (amount) => `Totaal: ${amount}`,
    emailSent: (email) => `Er is een bevestigingsmail onderweg naar ${email}.`,
    emailSentNoAddress: 'Er is een bevestigingsmail onderweg.',
    failedTitle: 'Betaling mislukt',
    failed:
      'Je betaling is niet gelukt en er is niets afgeschreven. Je tickets staan nog in je winkelwagen.',
    canceledTitle: 'Betaling geannuleerd',
    canceled: 'De betaling is geannuleerd. Je tickets staan nog in je winkelwagen.',
    expiredTitle: 'Bestelling verlopen',
    expired: 'Het afrekenen duurde te lang en is verlopen. Je tickets staan nog in je winkelwagen.',
    processingTitle: 'Betaling wordt nog verwerkt',
    processing:
      'Je betaling wordt nog bevestigd. Je hoeft niets meer te doen: we mailen je zodra die rond is.',
    checking: 'Betaling controleren…',
    popupBlocked: 'Je browser heeft het betaalvenster geblokkeerd.',
    continuePayment: 'Verder naar betalen',
    tryAgain: 'Opnieuw proberen',
  },
};
