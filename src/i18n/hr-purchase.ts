/** Croatian, purchase half: the form, promo code, summary, submit button and outcome (see `hr.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('hr');
/** The Croatian form of `n`: `one` (1, 21…), `few` (2–4, 22–24…), `other` (0, 5–20…). */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Croatian UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Promotivni kod',
    apply: 'Primijeni',
    checking: 'Provjera koda…',
    applied: (code) => `Kod ${code} je primijenjen.`,
    invalid: 'Ovaj kod nije valjan.',
    expired: 'Ovaj je kod istekao.',
    unknown: 'Ovaj kod nije moguće primijeniti.',
  },
  summary: {
    heading: 'Pregled narudžbe',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Međuzbroj',
    discount: 'Popust',
    fees: 'Naknade',
    total: 'Ukupno',
    estimatedTotal: 'Procijenjeni iznos',
    estimate:
      'Cijenu trenutačno nismo mogli potvrditi. Procjena se temelji na navedenim cijenama; konačna cijena potvrđuje se pri plaćanju.',
    updating: 'Ažuriranje cijene…',
    priceChanged: (name, was, now) => `Nova cijena za ${name}: prije ${was}, sada ${now}.`,
  },
  form: {
    heading: 'Vaši podaci',
    name: 'Ime i prezime',
    email: 'E-pošta',
    phone: 'Telefon',
    optional: '(nije obavezno)',
    required: '(obavezno)',
    phoneHint: 'S pozivnim brojem države, npr. +385 91 234 5678',
    questions: 'Nekoliko pitanja organizatora',
    // „polje”: 1 (and 21…) the nominative singular, 2–4 and 5 and up both „polja”.
    errorSummary: (n) =>
      forms(n, {
        one: `Ispravite ${n} polje:`,
        few: `Ispravite ${n} polja:`,
        other: `Ispravite ${n} polja:`,
      }),
    errors: {
      required: 'Ispunite ovo polje.',
      email_invalid: 'Unesite adresu e-pošte, npr. ime@example.com.',
      phone_invalid: 'Unesite broj telefona s pozivnim brojem države, npr. +385 91 234 5678.',
      invalid: 'Provjerite ovo polje.',
    },
  },
  submit: {
    pay: (amount) => `Plati ${amount}`,
    free: 'Preuzmi besplatne ulaznice',
    busy: 'Obrada…',
    empty: 'Odaberi ulaznice',
  },
  checkout: {
    paidTitle: 'Plaćanje primljeno – vidimo se!',
    completedTitle: 'Vidimo se!',
    bought: 'Vaše ulaznice',
    order: (id) => `Broj narudžbe: ${id}`,
    total: (amount) => `Ukupno: ${amount}`,
    emailSent: (email) => `Potvrda stiže e-poštom na ${email}.`,
    emailSentNoAddress: 'Potvrda stiže e-poštom.',
    failedTitle: 'Plaćanje nije uspjelo',
    failed: 'Plaćanje nije provedeno i ništa vam nije naplaćeno. Ulaznice su i dalje u košarici.',
    canceledTitle: 'Plaćanje otkazano',
    canceled: 'Plaćanje je otkazano. Ulaznice su i dalje u košarici.',
    expiredTitle: 'Vrijeme za kupnju je isteklo',
    expired: 'Kupnja je trajala predugo pa je vrijeme isteklo. Ulaznice su i dalje u košarici.',
    processingTitle: 'Plaćanje se još obrađuje',
    processing:
      'Plaćanje se još potvrđuje. Ne morate ništa više učiniti: poslat ćemo vam e-poruku čim bude gotovo.',
    checking: 'Provjera plaćanja…',
    popupBlocked: 'Preglednik je blokirao prozor za plaćanje.',
    continuePayment: 'Nastavi na plaćanje',
    tryAgain: 'Pokušaj ponovno',
  },
};
