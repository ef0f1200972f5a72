/** Slovak, purchase half: the form, promo code, summary, submit button and outcome (see `sk.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('sk');
/** The Slovak form of `n`: `one` (1), `few` (2–4), `other` (0, 5 and up), `many` (fractions). */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Slovak UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Zľavový kód',
    apply: 'Uplatniť',
    checking: 'Overuje sa kód…',
    applied: (code) => `Kód ${code} bol uplatnený.`,
    invalid: 'Tento kód nie je platný.',
    expired: 'Platnosť tohto kódu vypršala.',
    unknown: 'Tento kód sa nepodarilo uplatniť.',
  },
  summary: {
    heading: 'Súhrn objednávky',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Medzisúčet',
    discount: 'Zľava',
    fees: 'Poplatky',
    total: 'Spolu',
    estimatedTotal: 'Odhadovaná suma',
    estimate:
      'Cenu sa teraz nepodarilo potvrdiť. Odhad vychádza z cenníkových cien; konečná cena sa potvrdí pri platbe.',
    updating: 'Aktualizuje sa cena…',
    priceChanged: (name, was, now) => `Nová cena pre ${name}: predtým ${was}, teraz ${now}.`,
  },
  form: {
    heading: 'Vaše údaje',
    name: 'Meno a priezvisko',
    // “E-mail” is the Slovak word (Krátky slovník slovenského jazyka).
    email: 'E-mail',
    phone: 'Telefón',
    optional: '(nepovinné)',
    required: '(povinné)',
    phoneHint: 'S predvoľbou krajiny, napr. +421 912 345 678',
    questions: 'Niekoľko otázok od organizátora',
    // 1 „pole“, 2–4 „polia“, 1,5 „poľa“, 0 and 5 and up „polí“.
    errorSummary: (n) =>
      forms(n, {
        one: `Opravte ${n} pole:`,
        few: `Opravte ${n} polia:`,
        many: `Opravte ${n} poľa:`,
        other: `Opravte ${n} polí:`,
      }),
    errors: {
      required: 'Vyplňte toto pole.',
      email_invalid: 'Zadajte e-mail v tvare meno@example.com.',
      phone_invalid: 'Zadajte telefónne číslo s predvoľbou krajiny, napr. +421 912 345 678.',
      invalid: 'Skontrolujte toto pole.',
    },
  },
  submit: {
    pay: (amount) => `Zaplatiť ${amount}`,
    free: 'Získať vstupenky zadarmo',
    busy: 'Spracúva sa…',
    empty: 'Vyberte vstupenky',
  },
  checkout: {
    paidTitle: 'Platba prijatá – tešíme sa na vás!',
    completedTitle: 'Tešíme sa na vás!',
    bought: 'Vaše vstupenky',
    order: (id) => `Číslo objednávky: ${id}`,
    total: (amount) => `Spolu: ${amount}`,
    emailSent: (email) => `Potvrdenie vám pošleme e-mailom na ${email}.`,
    emailSentNoAddress: 'Potvrdenie vám pošleme e-mailom.',
    failedTitle: 'Platba sa nepodarila',
    failed: 'Platba neprebehla a nič sme vám neúčtovali. Vstupenky máte stále v košíku.',
    canceledTitle: 'Platba zrušená',
    canceled: 'Platba bola zrušená. Vstupenky máte stále v košíku.',
    expiredTitle: 'Čas vypršal',
    expired: 'Nákup trval príliš dlho a jeho platnosť vypršala. Vstupenky máte stále v košíku.',
    processingTitle: 'Platba sa ešte spracúva',
    processing:
      'Platba sa ešte overuje. Nemusíte už nič robiť: hneď ako bude dokončená, pošleme vám e-mail.',
    checking: 'Overujeme platbu…',
    popupBlocked: 'Prehliadač zablokoval platobné okno.',
    continuePayment: 'Pokračovať na platbu',
    tryAgain: 'Skúsiť znova',
  },
};
