/**
 * Ukrainian, first-render half (the purchase half is `uk-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “ви” (Спробуйте ще раз), as Ukrainian
 * shops do; the apostrophe is the typographic ’ (ім’я, з’єднання), quotes are «…», the dash
 * a spaced em dash.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('uk');
/**
 * The Ukrainian form of `n`: `one` (1, 21, 101…, not 11: «квиток», a singular verb), `few`
 * (2–4, 22–24…: «квитки»), `many` (0, 5–20, 25…: «квитків»), `other` (fractions: «1,5
 * квитка»).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `uk-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Ukrainian UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Завантажуємо квитки…',
  event: {
    more: 'Докладніше',
    posterAlt: (title) => `Афіша: ${title}`,
    organizer: (name) => `Організатор: ${name}`,
    ageRestriction: (age) => `Вікове обмеження: ${age}`,
    addToCalendar: 'Додати до календаря',
    calendarFile: 'Файл календаря (.ics)',
    map: 'Мапа',
    newTab: '(відкриється в новій вкладці)',
  },
  sale: {
    cancelled: 'Захід скасовано.',
    sold_out: 'Усі квитки на цей захід продано.',
    sales_ended: 'Продаж квитків на цей захід завершено.',
    scheduled: 'Квитки ще не надійшли в продаж. Зазирніть трохи згодом.',
    unknown_status: 'Зараз тут не можна придбати квитки на цей захід.',
    reserved_seating:
      'На цей захід квитки продаються з вибором місць: виберіть місця на сайті організатора.',
    unknown_seating: 'Квитки на цей захід продаються на сайті організатора.',
    payments_disabled: 'Платні квитки зараз тут недоступні.',
    no_tiers: 'Квитки на цей захід тут не продаються.',
    buyElsewhere: 'Купити на сайті організатора',
  },
  tiers: {
    heading: 'Квитки',
    free: 'Безкоштовно',
    left: (n) =>
      forms(n, {
        one: `Залишився лише ${n} квиток`,
        few: `Залишилося лише ${n} квитки`,
        many: `Залишилося лише ${n} квитків`,
        other: `Залишилося лише ${n} квитка`,
      }),
    soldOut: 'Розпродано',
    remove: (tier) => `${tier}: прибрати один квиток`,
    add: (tier) => `${tier}: додати один квиток`,
    quantity: (tier) => `${tier}: кількість`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: квитків не залишилося, вилучено з кошика.`
        : `${tier}: кількість зменшено з ${from} до ${to}.`,
    limit: {
      sold_out: 'Розпродано',
      tier_limit: (n) =>
        forms(n, {
          one: `Доступний лише ${n} квиток`,
          few: `Доступно лише ${n} квитки`,
          many: `Доступно лише ${n} квитків`,
          other: `Доступно лише ${n} квитка`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Максимум ${max} квиток в одному замовленні`,
          few: `Максимум ${max} квитки в одному замовленні`,
          many: `Максимум ${max} квитків в одному замовленні`,
          other: `Максимум ${max} квитка в одному замовленні`,
        }),
      event_limit: 'Квитків на цей захід більше немає',
      payments_disabled: 'Недоступно для онлайн-оплати',
    },
  },
  errors: {
    network:
      'Не вдалося з’єднатися з квитковою касою. Перевірте підключення до інтернету й спробуйте ще раз.',
    invalid_response:
      'Квиткова каса надіслала відповідь, яку не вдалося прочитати. Спробуйте пізніше.',
    invalid_payment_url:
      'Адреса сторінки оплати виглядала неправильною, тому ми її не відкрили. Спробуйте ще раз.',
    unauthorized: 'Цю квиткову касу налаштовано неправильно.',
    forbidden: 'Квитки на цей захід не можна продавати на цьому сайті.',
    not_found: 'Захід не знайдено.',
    invalid_request: 'Деякі дані потрібно виправити.',
    idempotency_key_required: 'Не вдалося розпочати покупку. Спробуйте ще раз.',
    basket_limit: 'Забагато квитків для одного замовлення. Виберіть менше.',
    inventory_changed:
      'Поки ви обирали, частину квитків розкупили. Ми оновили ваш кошик: перевірте його й спробуйте ще раз.',
    idempotency_conflict: 'Замовлення змінилося під час надсилання. Спробуйте ще раз.',
    request_in_progress: 'Ваше замовлення ще обробляється. Зачекайте, будь ласка.',
    rate_limited: 'Забагато запитів. Зачекайте кілька секунд і спробуйте ще раз.',
    unavailable: 'Квиткова каса тимчасово недоступна. Спробуйте ще раз трохи згодом.',
    empty_basket: 'Виберіть принаймні один квиток.',
    config: 'Віджет продажу квитків налаштовано неправильно.',
    unknown: 'Щось пішло не так. Спробуйте ще раз.',
    retry: 'Повторити',
  },
  list: {
    heading: 'Найближчі заходи',
    from: (price) => `від ${price}`,
    free: 'Безкоштовно',
    more: 'Показати більше заходів',
    loadingMore: 'Завантажуємо ще заходи…',
    back: 'Усі заходи',
    empty: 'Зараз немає заходів у продажу.',
    status: {
      sold_out: 'Розпродано',
      cancelled: 'Скасовано',
      sales_ended: 'Продаж завершено',
      scheduled: 'Незабаром у продажу',
      unknown: 'Немає в продажу',
      on_sale: 'У продажу',
      few_left: 'Залишилося мало',
    },
  },
  calendar: {
    previousMonth: 'Попередній місяць',
    nextMonth: 'Наступний місяць',
    previousWeek: 'Попередній тиждень',
    nextWeek: 'Наступний тиждень',
    nextMonthWithEvents: 'Наступний місяць із заходами',
    nextWeekWithEvents: 'Наступний тиждень із заходами',
    emptyMonth: (month) => `${month}: заходів немає.`,
    emptyWeek: 'Цього тижня заходів немає.',
    noLater: 'Після цих заходів більше немає.',
    events: (n) =>
      forms(n, {
        one: `${n} захід`,
        few: `${n} заходи`,
        many: `${n} заходів`,
        other: `${n} заходу`,
      }),
    noEvents: 'Цього дня заходів немає.',
  },
  buy: {
    label: 'Купити квитки',
    from: (price) => `від ${price}`,
  },
  embed: {
    frameCheckout: 'Купівля квитків',
    frameList: 'Продаж квитків',
    close: 'Закрити',
    fallback: 'Квитки на сайті організатора',
    problem: (attribute) =>
      `Тут не можна показати квитки: налаштування «${attribute}» віджета продажу квитків потрібно виправити (подробиці в консолі браузера).`,
    failed: 'Зараз не вдається показати квитки. Оновіть сторінку, щоб спробувати ще раз.',
    refused: 'На цій сторінці не можна купити квитки. Придбайте їх на сайті організатора.',
  },
};
