/** Polish, purchase half: the form, promo code, summary, submit button and outcome (see `pl.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('pl');
/** The Polish form of `n`: `one`, `few` (2–4…), `many` (0, 5–21…), `other` (fractions). */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Polish UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Kod rabatowy',
    apply: 'Zastosuj',
    checking: 'Sprawdzanie kodu…',
    applied: (code) => `Zastosowano kod ${code}.`,
    invalid: 'Ten kod jest nieprawidłowy.',
    expired: 'Ten kod wygasł.',
    unknown: 'Nie udało się zastosować tego kodu.',
  },
  summary: {
    heading: 'Podsumowanie zamówienia',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Suma częściowa',
    discount: 'Rabat',
    fees: 'Opłaty',
    total: 'Razem',
    estimatedTotal: 'Szacowana kwota',
    estimate:
      'Nie udało się teraz potwierdzić ceny. Szacunek opiera się na cenach katalogowych; ostateczna cena zostanie potwierdzona przy płatności.',
    updating: 'Aktualizowanie ceny…',
    priceChanged: (name, was, now) => `Nowa cena: ${name} – było ${was}, jest ${now}.`,
  },
  form: {
    heading: 'Twoje dane',
    name: 'Imię i nazwisko',
    email: 'Adres e-mail',
    phone: 'Telefon',
    optional: '(opcjonalnie)',
    required: '(wymagane)',
    phoneHint: 'Z numerem kierunkowym kraju, np. +48 12 345 67 89',
    questions: 'Kilka pytań od organizatora',
    errorSummary: (n) =>
      forms(n, {
        one: `Popraw ${n} pole:`,
        few: `Popraw ${n} pola:`,
        many: `Popraw ${n} pól:`,
        other: `Popraw ${n} pola:`,
      }),
    errors: {
      required: 'Wypełnij to pole.',
      email_invalid: 'Wpisz adres e-mail, np. jan.kowalski@example.com.',
      phone_invalid: 'Wpisz numer telefonu z numerem kierunkowym kraju, np. +48 12 345 67 89.',
      invalid: 'Sprawdź to pole.',
    },
  },
  submit: {
    pay: (amount) => `Zapłać ${amount}`,
    free: 'Odbierz bezpłatne bilety',
    busy: 'Przetwarzanie…',
    empty: 'Wybierz bilety',
  },
  checkout: {
    paidTitle: 'Płatność przyjęta – do zobaczenia!',
    completedTitle: 'Do zobaczenia!',
    bought: 'Twoje bilety',
    order: (id) => `Numer zamówienia: ${id}`,
    total: (amount) => `Razem: ${amount}`,
    emailSent: (email) => `Potwierdzenie zostanie wysłane na adres ${email}.`,
    emailSentNoAddress: 'Potwierdzenie zostanie wysłane e-mailem.',
    failedTitle: 'Płatność nieudana',
    failed:
      'Płatność nie powiodła się i nie pobrano żadnych środków. Twoje bilety nadal są w koszyku.',
    canceledTitle: 'Płatność anulowana',
    canceled: 'Płatność została anulowana. Twoje bilety nadal są w koszyku.',
    expiredTitle: 'Czas minął',
    expired: 'Zamówienie trwało zbyt długo i wygasło. Twoje bilety nadal są w koszyku.',
    processingTitle: 'Płatność w toku',
    processing:
      'Płatność jest jeszcze potwierdzana. Nie musisz nic więcej robić: wyślemy e-mail, gdy tylko zostanie zaksięgowana.',
    checking: 'Sprawdzanie płatności…',
    popupBlocked: 'Przeglądarka zablokowała okno płatności.',
    continuePayment: 'Przejdź do płatności',
    tryAgain: 'Spróbuj ponownie',
  },
};
