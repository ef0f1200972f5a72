/** Italian, purchase half: the form, promo code, summary, submit button and outcome (see `it.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('it');
/** The Italian form of `n`: `one`, `many` (millions), else `other`. */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Italian UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Codice promozionale',
    apply: 'Applica',
    checking: 'Verifica del codice…',
    applied: (code) => `Codice ${code} applicato.`,
    invalid: 'Questo codice non è valido.',
    expired: 'Questo codice è scaduto.',
    unknown: 'Impossibile applicare questo codice.',
  },
  summary: {
    heading: 'Riepilogo dell’ordine',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotale',
    discount: 'Sconto',
    fees: 'Commissioni',
    total: 'Totale',
    estimatedTotal: 'Totale stimato',
    estimate:
      'Al momento non è stato possibile confermare il prezzo. Questa stima si basa sui prezzi di listino; il prezzo finale viene confermato al pagamento.',
    updating: 'Aggiornamento del prezzo…',
    priceChanged: (name, was, now) => `Prezzo aggiornato per ${name}: prima ${was}, ora ${now}.`,
  },
  form: {
    heading: 'I tuoi dati',
    name: 'Nome e cognome',
    email: 'Email',
    phone: 'Telefono',
    optional: '(facoltativo)',
    required: '(obbligatorio)',
    phoneHint: 'Con prefisso internazionale, ad es. +39 06 1234 5678',
    questions: 'Alcune domande dell’organizzatore',
    errorSummary: (n) =>
      forms(n, {
        one: `Correggi ${n} campo:`,
        many: `Correggi ${n} di campi:`,
        other: `Correggi ${n} campi:`,
      }),
    errors: {
      required: 'Compila questo campo.',
      email_invalid: 'Inserisci un indirizzo email come nome@example.com.',
      phone_invalid:
        'Inserisci un numero di telefono con il prefisso internazionale, ad es. +39 06 1234 5678.',
      invalid: 'Controlla questo campo.',
    },
  },
  submit: {
    pay: (amount) => `Paga ${amount}`,
    free: 'Ottieni i biglietti gratuiti',
    busy: 'Elaborazione…',
    empty: 'Scegli i biglietti',
  },
  checkout: {
    paidTitle: 'Pagamento ricevuto: ci vediamo all’evento!',
    completedTitle: 'Ci vediamo all’evento!',
    bought: 'I tuoi biglietti',
    order: (id) => `Numero d’ordine: ${id}`,
    total: (amount) => `Totale: ${amount}`,
    emailSent: (email) => `Riceverai un’email di conferma all’indirizzo ${email}.`,
    emailSentNoAddress: 'Riceverai un’email di conferma.',
    failedTitle: 'Pagamento non riuscito',
    failed:
      'Il pagamento non è andato a buon fine e non ti è stato addebitato nulla. I tuoi biglietti sono ancora nel carrello.',
    canceledTitle: 'Pagamento annullato',
    canceled: 'Il pagamento è stato annullato. I tuoi biglietti sono ancora nel carrello.',
    expiredTitle: 'Tempo scaduto',
    expired:
      'Il tempo per completare l’acquisto è scaduto. I tuoi biglietti sono ancora nel carrello.',
    processingTitle: 'Pagamento in elaborazione',
    processing:
      'Il pagamento è ancora in fase di conferma. Non devi fare altro: ti invieremo un’email appena sarà completato.',
    checking: 'Verifica del pagamento…',
    popupBlocked: 'Il browser ha bloccato la finestra di pagamento.',
    continuePayment: 'Procedi al pagamento',
    tryAgain: 'Riprova',
  },
};
