/** Russian, purchase half: the form, promo code, summary, submit button and outcome (see `ru.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('ru');
/**
 * The Russian form of `n`: `one` (1, 21…), `few` (2–4, 22–24…), `many` (0, 5–20…), `other`
 * (fractions).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Russian UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Промокод',
    apply: 'Применить',
    checking: 'Проверяем промокод…',
    applied: (code) => `Промокод ${code} применён.`,
    invalid: 'Этот промокод недействителен.',
    expired: 'Срок действия промокода истёк.',
    unknown: 'Не удалось применить промокод.',
  },
  summary: {
    heading: 'Ваш заказ',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Промежуточный итог',
    discount: 'Скидка',
    fees: 'Сборы',
    total: 'Итого',
    estimatedTotal: 'Итого, предварительно',
    estimate:
      'Сейчас не удалось подтвердить цену. Расчёт основан на указанных ценах; окончательная цена будет подтверждена при оплате.',
    updating: 'Обновляем цену…',
    priceChanged: (name, was, now) => `Цена изменилась (${name}): было ${was}, стало ${now}.`,
  },
  form: {
    heading: 'Ваши данные',
    name: 'Имя и фамилия',
    email: 'Эл. почта',
    phone: 'Телефон',
    optional: '(необязательно)',
    required: '(обязательно)',
    phoneHint: 'С кодом страны, например +7 912 345-67-89',
    questions: 'Несколько вопросов от организатора',
    errorSummary: (n) =>
      forms(n, {
        one: `Исправьте ${n} поле:`,
        few: `Исправьте ${n} поля:`,
        many: `Исправьте ${n} полей:`,
        other: `Исправьте ${n} поля:`,
      }),
    errors: {
      required: 'Заполните это поле.',
      email_invalid: 'Введите адрес эл. почты, например name@example.com.',
      phone_invalid: 'Введите номер телефона с кодом страны, например +7 912 345-67-89.',
      invalid: 'Проверьте это поле.',
    },
  },
  submit: {
    pay: (amount) => `Оплатить ${amount}`,
    free: 'Получить бесплатные билеты',
    busy: 'Обработка…',
    empty: 'Выберите билеты',
  },
  checkout: {
    paidTitle: 'Оплата получена — ждём вас!',
    completedTitle: 'Ждём вас!',
    bought: 'Ваши билеты',
    order: (id) => `Номер заказа: ${id}`,
    total: (amount) => `Итого: ${amount}`,
    emailSent: (email) => `Подтверждение придёт на ${email}.`,
    emailSentNoAddress: 'Подтверждение придёт на электронную почту.',
    failedTitle: 'Оплата не прошла',
    failed: 'Оплата не прошла, деньги не списаны. Билеты по-прежнему в корзине.',
    canceledTitle: 'Оплата отменена',
    canceled: 'Оплата отменена. Билеты по-прежнему в корзине.',
    expiredTitle: 'Время на оформление истекло',
    expired:
      'Оформление заказа заняло слишком много времени, и время истекло. Билеты по-прежнему в корзине.',
    processingTitle: 'Платёж обрабатывается',
    processing:
      'Платёж ещё подтверждается. Больше ничего делать не нужно: мы пришлём письмо, как только он пройдёт.',
    checking: 'Проверяем оплату…',
    popupBlocked: 'Браузер заблокировал окно оплаты.',
    continuePayment: 'Перейти к оплате',
    tryAgain: 'Попробовать ещё раз',
  },
};
