/**
 * Basque, purchase half: the form, promo code, summary, submit button and outcome (see
 * `eu.ts`; the noun after a number keeps its bare form, so the error count needs no plural).
 */
import type { PurchaseMessages } from './en-purchase';

/** Basque UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Deskontu-kodea',
    apply: 'Aplikatu',
    checking: 'Kodea egiaztatzen…',
    applied: (code) => `${code} kodea aplikatu da.`,
    invalid: 'Kode hau ez da baliozkoa.',
    expired: 'Kode hau iraungita dago.',
    unknown: 'Ezin izan da kode hau aplikatu.',
  },
  summary: {
    heading: 'Eskaeraren laburpena',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Azpitotala',
    discount: 'Deskontua',
    fees: 'Kudeaketa-gastuak',
    total: 'Guztira',
    estimatedTotal: 'Guztira, gutxi gorabehera',
    estimate:
      'Ezin izan dugu prezioa berretsi oraintxe. Kalkulu hau zerrendako prezioetan oinarritzen da; azken prezioa ordaintzean berresten da.',
    updating: 'Prezioa eguneratzen…',
    priceChanged: (name, was, now) => `${name}: prezioa eguneratu da (lehen ${was}, orain ${now}).`,
  },
  form: {
    heading: 'Zure datuak',
    name: 'Izen-abizenak',
    email: 'Helbide elektronikoa',
    phone: 'Telefonoa',
    optional: '(aukerakoa)',
    required: '(derrigorrezkoa)',
    phoneHint: 'Herrialde-kodearekin, adib. +34 612 345 678',
    questions: 'Antolatzailearen galdera batzuk',
    errorSummary: (n) => `Zuzendu ${n} eremu, mesedez:`,
    errors: {
      required: 'Bete eremu hau.',
      email_invalid: 'Idatzi helbide elektroniko bat, adibidez izena@example.com.',
      phone_invalid: 'Idatzi telefono-zenbaki bat herrialde-kodearekin, adib. +34 612 345 678.',
      invalid: 'Egiaztatu eremu hau.',
    },
  },
  submit: {
    pay: (amount) => `Ordaindu ${amount}`,
    free: 'Eskuratu doako sarrerak',
    busy: 'Prozesatzen…',
    empty: 'Aukeratu sarrerak',
  },
  checkout: {
    paidTitle: 'Ordainketa jaso dugu – ikusi arte!',
    completedTitle: 'Ikusi arte!',
    bought: 'Zure sarrerak',
    order: (id) => `Eskaeraren erreferentzia: ${id}`,
    total: (amount) => `Guztira: ${amount}`,
    emailSent: (email) => `Berrespen-mezu bat bidaliko dizugu helbide honetara: ${email}.`,
    emailSentNoAddress: 'Berrespen-mezu bat bidaliko dizugu.',
    failedTitle: 'Ordainketak huts egin du',
    failed: 'Ordainketa ez da egin, eta ez zaizu ezer kobratu. Sarrerak saskian daude oraindik.',
    canceledTitle: 'Ordainketa bertan behera',
    canceled: 'Ordainketa bertan behera utzi da. Sarrerak saskian daude oraindik.',
    expiredTitle: 'Erosketa iraungi da',
    expired: 'Erosketak gehiegi iraun du eta iraungi egin da. Sarrerak saskian daude oraindik.',
    processingTitle: 'Ordainketa prozesatzen',
    processing:
      'Ordainketa berresten ari dira oraindik. Ez duzu ezer gehiago egin behar: mezu bat bidaliko dizugu amaitu bezain laster.',
    checking: 'Ordainketa egiaztatzen…',
    popupBlocked: 'Nabigatzaileak ordainketa-leihoa blokeatu du.',
    continuePayment: 'Jarraitu ordainketara',
    tryAgain: 'Saiatu berriro',
  },
};
