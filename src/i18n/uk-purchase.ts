/** Ukrainian, purchase half: the form, promo code, summary, submit button and outcome (see `uk.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('uk');
/**
 * The Ukrainian form of `n`: `one` (1, 21…), `few` (2–4, 22–24…), `many` (0, 5–20…), `other`
 * (fractions).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Ukrainian UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Промокод',
    apply: 'Застосувати',
    checking: 'Перевіряємо промокод…',
    applied: (code) => `Промокод ${code} застосовано.`,
    invalid: 'Цей промокод недійсний.',
    expired: 'Термін дії промокоду минув.',
    unknown: 'Не вдалося застосувати промокод.',
  },
  summary: {
    heading: 'Ваше замовлення',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Проміжний підсумок',
    discount: 'Знижка',
    fees: 'Збори',
    total: 'Разом',
    estimatedTotal: 'Разом, попередньо',
    estimate:
      'Зараз не вдалося підтвердити ціну. Розрахунок ґрунтується на вказаних цінах; остаточну ціну буде підтверджено під час оплати.',
    updating: 'Оновлюємо ціну…',
    priceChanged: (name, was, now) => `Ціна змінилася (${name}): було ${was}, стало ${now}.`,
  },
  form: {
    heading: 'Ваші дані',
    name: 'Ім’я та прізвище',
    email: 'Ел. пошта',
    phone: 'Телефон',
    optional: '(необов’язково)',
    required: '(обов’язково)',
    phoneHint: 'З кодом країни, наприклад +380 67 123 4567',
    questions: 'Кілька запитань від організатора',
    errorSummary: (n) =>
      forms(n, {
        one: `Виправте ${n} поле:`,
        few: `Виправте ${n} поля:`,
        many: `Виправте ${n} полів:`,
        other: `Виправте ${n} поля:`,
      }),
    errors: {
      required: 'Заповніть це поле.',
      email_invalid: 'Введіть адресу ел. пошти, наприклад name@example.com.',
      phone_invalid: 'Введіть номер телефону з кодом країни, наприклад +380 67 123 4567.',
      invalid: 'Перевірте це поле.',
    },
  },
  submit: {
    pay: (amount) => `Оплатити ${amount}`,
    free: 'Отримати безкоштовні квитки',
    busy: 'Обробка…',
    empty: 'Виберіть квитки',
  },
  checkout: {
    paidTitle: 'Оплату отримано — чекаємо на вас!',
    completedTitle: 'Чекаємо на вас!',
    bought: 'Ваші квитки',
    order: (id) => `Номер замовлення: ${id}`,
    total: (amount) => `Разом: ${amount}`,
    emailSent: (email) => `Підтвердження надійде на ${email}.`,
    emailSentNoAddress: 'Підтвердження надійде на електронну пошту.',
    failedTitle: 'Оплата не пройшла',
    failed: 'Оплата не пройшла, кошти не списано. Квитки й далі у кошику.',
    canceledTitle: 'Оплату скасовано',
    canceled: 'Оплату скасовано. Квитки й далі у кошику.',
    expiredTitle: 'Час на оформлення минув',
    expired: 'Оформлення замовлення тривало надто довго, і час минув. Квитки й далі у кошику.',
    processingTitle: 'Платіж обробляється',
    processing:
      'Платіж ще підтверджується. Більше нічого робити не потрібно: ми надішлемо лист, щойно він пройде.',
    checking: 'Перевіряємо оплату…',
    popupBlocked: 'Браузер заблокував вікно оплати.',
    continuePayment: 'Перейти до оплати',
    tryAgain: 'Спробувати ще раз',
  },
};
