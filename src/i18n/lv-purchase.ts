/** Latvian, purchase half: the form, promo code, summary, submit button and outcome (see `lv.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('lv');
/** The Latvian form of `n`: `one` (1, 21…), `zero` (0, 10–20, 30…), `other` (2–9, 22…). */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Latvian UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Atlaides kods',
    apply: 'Izmantot',
    checking: 'Pārbauda kodu…',
    applied: (code) => `Kods ${code} ir izmantots.`,
    invalid: 'Šis kods nav derīgs.',
    expired: 'Šī koda derīguma termiņš ir beidzies.',
    unknown: 'Šo kodu neizdevās izmantot.',
  },
  summary: {
    heading: 'Pasūtījuma kopsavilkums',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Starpsumma',
    discount: 'Atlaide',
    fees: 'Apkalpošanas maksa',
    total: 'Kopā',
    estimatedTotal: 'Aptuvenā summa',
    estimate:
      'Pašlaik neizdevās apstiprināt cenu. Šī aplēse balstās uz norādītajām cenām; galīgā cena tiek apstiprināta, veicot maksājumu.',
    updating: 'Atjaunina cenu…',
    priceChanged: (name, was, now) => `Cena mainījusies (${name}): bija ${was}, tagad ${now}.`,
  },
  form: {
    heading: 'Jūsu dati',
    name: 'Vārds, uzvārds',
    email: 'E-pasts',
    phone: 'Tālrunis',
    optional: '(nav obligāti)',
    required: '(obligāti)',
    phoneHint: 'Ar valsts kodu, piem., +371 2123 4567',
    questions: 'Daži organizatora jautājumi',
    // «lauks»: the accusative singular and the genitive plural are both «lauku».
    errorSummary: (n) =>
      forms(n, {
        one: `Lūdzu, izlabojiet ${n} lauku:`,
        zero: `Lūdzu, izlabojiet ${n} lauku:`,
        other: `Lūdzu, izlabojiet ${n} laukus:`,
      }),
    errors: {
      required: 'Lūdzu, aizpildiet šo lauku.',
      email_invalid: 'Ievadiet e-pasta adresi, piemēram, vards@example.com.',
      phone_invalid: 'Ievadiet tālruņa numuru ar valsts kodu, piem., +371 2123 4567.',
      invalid: 'Lūdzu, pārbaudiet šo lauku.',
    },
  },
  submit: {
    pay: (amount) => `Maksāt ${amount}`,
    free: 'Saņemt bezmaksas biļetes',
    busy: 'Apstrādā…',
    empty: 'Izvēlieties biļetes',
  },
  checkout: {
    paidTitle: 'Maksājums saņemts – tiekamies pasākumā!',
    completedTitle: 'Tiekamies pasākumā!',
    bought: 'Jūsu biļetes',
    order: (id) => `Pasūtījuma numurs: ${id}`,
    total: (amount) => `Kopā: ${amount}`,
    emailSent: (email) => `Apstiprinājums tiks nosūtīts uz ${email}.`,
    emailSentNoAddress: 'Apstiprinājums tiks nosūtīts e-pastā.',
    failedTitle: 'Maksājums neizdevās',
    failed: 'Maksājums netika veikts, un nauda no jums netika iekasēta. Biļetes joprojām ir grozā.',
    canceledTitle: 'Maksājums atcelts',
    canceled: 'Maksājums tika atcelts. Biļetes joprojām ir grozā.',
    expiredTitle: 'Pirkuma laiks beidzies',
    expired: 'Pirkums ilga pārāk ilgi, un tā laiks beidzās. Biļetes joprojām ir grozā.',
    processingTitle: 'Maksājums vēl tiek apstrādāts',
    processing:
      'Maksājums vēl tiek apstiprināts. Jums nekas vairs nav jādara: tiklīdz tas būs pabeigts, nosūtīsim jums e-pastu.',
    checking: 'Pārbauda maksājumu…',
    popupBlocked: 'Pārlūks bloķēja maksājuma logu.',
    continuePayment: 'Turpināt uz maksājumu',
    tryAgain: 'Mēģināt vēlreiz',
  },
};
