/** German, purchase half: the form, promo code, summary, submit button and outcome (see `de.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = new Intl.PluralRules('de');
/** Picks the German plural form of `n`. */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** German UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Aktionscode',
    apply: 'Einlösen',
    checking: 'Code wird geprüft…',
    applied: (code) => `Code ${code} eingelöst.`,
    invalid: 'Dieser Code ist ungültig.',
    expired: 'Dieser Code ist abgelaufen.',
    unknown: 'Dieser Code konnte nicht eingelöst werden.',
  },
  summary: {
    heading: 'Bestellübersicht',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    fees: 'Gebühren',
    total: 'Gesamt',
    estimatedTotal: 'Geschätzte Summe',
    estimate:
      'Der Preis konnte gerade nicht bestätigt werden. Die Schätzung beruht auf den Listenpreisen; der endgültige Preis wird beim Bezahlen bestätigt.',
    updating: 'Preis wird aktualisiert…',
    priceChanged: (name, was, now) => `Neuer Preis für ${name}: vorher ${was}, jetzt ${now}.`,
  },
  form: {
    heading: 'Deine Angaben',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    optional: '(optional)',
    required: '(Pflichtfeld)',
    phoneHint: 'Mit Ländervorwahl, z. B. +49 30 1234567',
    questions: 'Fragen des Veranstalters',
    errorSummary: (n) => pick(n, `Bitte korrigiere ${n} Feld:`, `Bitte korrigiere ${n} Felder:`),
    errors: {
      required: 'Bitte fülle dieses Feld aus.',
      email_invalid: 'Gib eine E-Mail-Adresse wie name@example.com ein.',
      phone_invalid: 'Gib eine Telefonnummer mit Ländervorwahl ein, z. B. +49 30 1234567.',
      invalid: 'Bitte prüfe dieses Feld.',
    },
  },
  submit: {
    pay: (amount) => `${amount} bezahlen`,
    free: 'Kostenlose Tickets holen',
    busy: 'Wird verarbeitet…',
    empty: 'Wähle deine Tickets',
  },
  checkout: {
    paidTitle: 'Zahlung erhalten – du bist dabei!',
    completedTitle: 'Du bist dabei!',
    bought: 'Deine Tickets',
    order: (id) => `Bestellnummer: ${id}`,
    total: (amount) => `Gesamt: ${amount}`,
    emailSent: (email) => `Eine Bestätigung ist unterwegs an ${email}.`,
    emailSentNoAddress: 'Eine Bestätigung per E-Mail ist unterwegs.',
    failedTitle: 'Zahlung fehlgeschlagen',
    failed:
      'Deine Zahlung ist nicht durchgegangen, es wurde nichts abgebucht. Deine Tickets sind noch im Warenkorb.',
    canceledTitle: 'Zahlung abgebrochen',
    canceled: 'Die Zahlung wurde abgebrochen. Deine Tickets sind noch im Warenkorb.',
    expiredTitle: 'Bestellung abgelaufen',
    expired:
      'Die Bestellung hat zu lange gedauert und ist abgelaufen. Deine Tickets sind noch im Warenkorb.',
    processingTitle: 'Zahlung wird noch verarbeitet',
    processing:
      'Deine Zahlung wird noch bestätigt. Du musst nichts weiter tun: Wir schicken dir eine E-Mail, sobald sie durch ist.',
    checking: 'Zahlung wird geprüft…',
    popupBlocked: 'Dein Browser hat das Zahlungsfenster blockiert.',
    continuePayment: 'Weiter zur Zahlung',
    tryAgain: 'Erneut versuchen',
  },
};
