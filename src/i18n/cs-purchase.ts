/** Czech, purchase half: the form, promo code, summary, submit button and outcome (see `cs.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('cs');
/** The Czech form of `n`: `one` (1), `few` (2–4), `other` (0, 5 and up), `many` (fractions). */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Czech UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Slevový kód',
    apply: 'Uplatnit',
    checking: 'Ověřování kódu…',
    applied: (code) => `Kód ${code} byl uplatněn.`,
    invalid: 'Tento kód není platný.',
    expired: 'Platnost tohoto kódu vypršela.',
    unknown: 'Tento kód se nepodařilo uplatnit.',
  },
  summary: {
    heading: 'Souhrn objednávky',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Mezisoučet',
    discount: 'Sleva',
    fees: 'Poplatky',
    total: 'Celkem',
    estimatedTotal: 'Odhad celkem',
    estimate:
      'Cenu se teď nepodařilo potvrdit. Odhad vychází z ceníkových cen; konečná cena bude potvrzena při platbě.',
    updating: 'Aktualizace ceny…',
    priceChanged: (name, was, now) => `Nová cena pro ${name}: dříve ${was}, nyní ${now}.`,
  },
  form: {
    heading: 'Vaše údaje',
    name: 'Jméno a příjmení',
    // “E-mail” is the Czech word (Internetová jazyková příručka).
    email: 'E-mail',
    phone: 'Telefon',
    optional: '(nepovinné)',
    required: '(povinné)',
    phoneHint: 'S předvolbou země, např. +420 123 456 789',
    questions: 'Několik otázek od pořadatele',
    // 1, 2–4 and 1,5 „pole“, 0 and 5 and up „polí“.
    errorSummary: (n) =>
      forms(n, {
        one: `Opravte prosím ${n} pole:`,
        few: `Opravte prosím ${n} pole:`,
        many: `Opravte prosím ${n} pole:`,
        other: `Opravte prosím ${n} polí:`,
      }),
    errors: {
      required: 'Vyplňte prosím toto pole.',
      email_invalid: 'Zadejte e-mail ve tvaru jmeno@example.com.',
      phone_invalid: 'Zadejte telefonní číslo s předvolbou země, např. +420 123 456 789.',
      invalid: 'Zkontrolujte prosím toto pole.',
    },
  },
  submit: {
    pay: (amount) => `Zaplatit ${amount}`,
    free: 'Získat vstupenky zdarma',
    busy: 'Zpracovává se…',
    empty: 'Vyberte vstupenky',
  },
  checkout: {
    paidTitle: 'Platba přijata – těšíme se na vás!',
    completedTitle: 'Těšíme se na vás!',
    bought: 'Vaše vstupenky',
    order: (id) => `Číslo objednávky: ${id}`,
    total: (amount) => `Celkem: ${amount}`,
    emailSent: (email) => `Potvrzení vám posíláme e-mailem na ${email}.`,
    emailSentNoAddress: 'Potvrzení vám posíláme e-mailem.',
    failedTitle: 'Platba se nezdařila',
    failed: 'Platba neproběhla a nic vám nebylo strženo. Vstupenky máte stále v košíku.',
    canceledTitle: 'Platba zrušena',
    canceled: 'Platba byla zrušena. Vstupenky máte stále v košíku.',
    expiredTitle: 'Čas vypršel',
    expired: 'Nákup trval příliš dlouho a jeho platnost vypršela. Vstupenky máte stále v košíku.',
    processingTitle: 'Platba se stále zpracovává',
    processing:
      'Platba se ještě ověřuje. Nemusíte nic dalšího dělat: jakmile bude dokončena, pošleme vám e-mail.',
    checking: 'Ověřujeme platbu…',
    popupBlocked: 'Prohlížeč zablokoval platební okno.',
    continuePayment: 'Pokračovat k platbě',
    tryAgain: 'Zkusit znovu',
  },
};
