/** Romanian, purchase half: the form, promo code, summary, submit button and outcome (see `ro.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('ro');
/** The Romanian form of `n`: `one` (1), `few` (0, 2–19, 101–119…), `other` (20 and up: «de»). */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Romanian UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Cod promoțional',
    apply: 'Aplicați',
    checking: 'Se verifică codul…',
    applied: (code) => `Codul ${code} a fost aplicat.`,
    invalid: 'Acest cod nu este valabil.',
    expired: 'Acest cod a expirat.',
    unknown: 'Acest cod nu a putut fi aplicat.',
  },
  summary: {
    heading: 'Rezumatul comenzii',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Reducere',
    fees: 'Taxe',
    total: 'Total',
    estimatedTotal: 'Total estimat',
    estimate:
      'Momentan nu am putut confirma prețul. Această estimare folosește prețurile afișate; prețul final se confirmă la plată.',
    updating: 'Se actualizează prețul…',
    priceChanged: (name, was, now) =>
      `Preț actualizat pentru ${name}: înainte ${was}, acum ${now}.`,
  },
  form: {
    heading: 'Datele dumneavoastră',
    name: 'Nume și prenume',
    email: 'E-mail',
    phone: 'Telefon',
    optional: '(opțional)',
    required: '(obligatoriu)',
    phoneHint: 'Cu prefixul țării, de ex. +40 712 345 678',
    questions: 'Câteva întrebări de la organizator',
    errorSummary: (n) =>
      forms(n, {
        one: `Corectați ${n} câmp:`,
        few: `Corectați ${n} câmpuri:`,
        other: `Corectați ${n} de câmpuri:`,
      }),
    errors: {
      required: 'Completați acest câmp.',
      email_invalid: 'Introduceți o adresă de e-mail, de ex. nume@example.com.',
      phone_invalid: 'Introduceți un număr de telefon cu prefixul țării, de ex. +40 712 345 678.',
      invalid: 'Verificați acest câmp.',
    },
  },
  submit: {
    pay: (amount) => `Plătiți ${amount}`,
    free: 'Obțineți biletele gratuite',
    busy: 'Se procesează…',
    empty: 'Alegeți biletele',
  },
  checkout: {
    paidTitle: 'Plată primită – ne vedem acolo!',
    completedTitle: 'Ne vedem acolo!',
    bought: 'Biletele dumneavoastră',
    order: (id) => `Numărul comenzii: ${id}`,
    total: (amount) => `Total: ${amount}`,
    emailSent: (email) => `Veți primi un e-mail de confirmare la ${email}.`,
    emailSentNoAddress: 'Veți primi un e-mail de confirmare.',
    failedTitle: 'Plata nu a reușit',
    failed: 'Plata nu a reușit și nu vi s-a perceput nimic. Biletele sunt în continuare în coș.',
    canceledTitle: 'Plată anulată',
    canceled: 'Plata a fost anulată. Biletele sunt în continuare în coș.',
    expiredTitle: 'Timpul a expirat',
    expired: 'Comanda a durat prea mult și timpul a expirat. Biletele sunt în continuare în coș.',
    processingTitle: 'Plata este în curs de procesare',
    processing:
      'Plata este încă în curs de confirmare. Nu mai trebuie să faceți nimic: vă trimitem un e-mail imediat ce se finalizează.',
    checking: 'Se verifică plata…',
    popupBlocked: 'Browserul a blocat fereastra de plată.',
    continuePayment: 'Continuați spre plată',
    tryAgain: 'Încercați din nou',
  },
};
