/**
 * Russian, first-render half (the purchase half is `ru-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Buyers are addressed with “вы” (Попробуйте ещё раз), as Russian
 * shops do; ё written out, angle quotes («…»), a spaced em dash.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('ru');
/**
 * The Russian form of `n`: `one` (1, 21, 101…, not 11: «билет», a singular verb), `few` (2–4,
 * 22–24…: «билета»), `many` (0, 5–20, 25…: «билетов»), `other` (fractions: «1,5 билета»).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `ru-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Russian UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Загружаем билеты…',
  event: {
    more: 'Подробнее',
    posterAlt: (title) => `Афиша: ${title}`,
    organizer: (name) => `Организатор: ${name}`,
    ageRestriction: (age) => `Возрастное ограничение: ${age}`,
    addToCalendar: 'Добавить в календарь',
    calendarFile: 'Файл календаря (.ics)',
    map: 'Карта',
    newTab: '(откроется в новой вкладке)',
  },
  sale: {
    cancelled: 'Мероприятие отменено.',
    sold_out: 'Все билеты на это мероприятие проданы.',
    sales_ended: 'Продажа билетов на это мероприятие завершена.',
    scheduled: 'Билеты ещё не поступили в продажу. Загляните чуть позже.',
    unknown_status: 'Сейчас здесь нельзя купить билеты на это мероприятие.',
    reserved_seating:
      'На это мероприятие билеты продаются с выбором мест: выберите места на сайте организатора.',
    unknown_seating: 'Билеты на это мероприятие продаются на сайте организатора.',
    payments_disabled: 'Платные билеты сейчас здесь недоступны.',
    no_tiers: 'Билеты на это мероприятие здесь не продаются.',
    buyElsewhere: 'Купить на сайте организатора',
  },
  tiers: {
    heading: 'Билеты',
    free: 'Бесплатно',
    left: (n) =>
      forms(n, {
        one: `Остался всего ${n} билет`,
        few: `Осталось всего ${n} билета`,
        many: `Осталось всего ${n} билетов`,
        other: `Осталось всего ${n} билета`,
      }),
    soldOut: 'Распродано',
    remove: (tier) => `${tier}: убрать один билет`,
    add: (tier) => `${tier}: добавить один билет`,
    quantity: (tier) => `${tier}: количество`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: билетов не осталось, удалено из корзины.`
        : `${tier}: количество уменьшено с ${from} до ${to}.`,
    limit: {
      sold_out: 'Распродано',
      tier_limit: (n) =>
        forms(n, {
          one: `Доступен только ${n} билет`,
          few: `Доступно только ${n} билета`,
          many: `Доступно только ${n} билетов`,
          other: `Доступно только ${n} билета`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: `Максимум ${max} билет в заказе`,
          few: `Максимум ${max} билета в заказе`,
          many: `Максимум ${max} билетов в заказе`,
          other: `Максимум ${max} билета в заказе`,
        }),
      event_limit: 'Билетов на это мероприятие больше нет',
      payments_disabled: 'Недоступно для онлайн-оплаты',
    },
  },
  errors: {
    network:
      'Не удалось связаться с билетной кассой. Проверьте подключение к интернету и попробуйте ещё раз.',
    invalid_response:
      'Билетная касса прислала ответ, который не удалось прочитать. Попробуйте позже.',
    invalid_payment_url:
      'Адрес страницы оплаты выглядел неверным, поэтому мы его не открыли. Попробуйте ещё раз.',
    unauthorized: 'Эта билетная касса настроена неправильно.',
    forbidden: 'Билеты на это мероприятие нельзя продавать на этом сайте.',
    not_found: 'Мероприятие не найдено.',
    invalid_request: 'Некоторые данные нужно исправить.',
    idempotency_key_required: 'Не удалось начать покупку. Попробуйте ещё раз.',
    basket_limit: 'Слишком много билетов для одного заказа. Выберите меньше.',
    inventory_changed:
      'Пока вы выбирали, часть билетов раскупили. Мы обновили вашу корзину: проверьте её и попробуйте ещё раз.',
    idempotency_conflict: 'Заказ изменился во время отправки. Попробуйте ещё раз.',
    request_in_progress: 'Ваш заказ ещё обрабатывается. Пожалуйста, подождите.',
    rate_limited: 'Слишком много запросов. Подождите несколько секунд и попробуйте ещё раз.',
    unavailable: 'Билетная касса временно недоступна. Попробуйте ещё раз чуть позже.',
    empty_basket: 'Выберите хотя бы один билет.',
    config: 'Виджет продажи билетов настроен неправильно.',
    unknown: 'Что-то пошло не так. Попробуйте ещё раз.',
    retry: 'Повторить',
  },
  list: {
    heading: 'Ближайшие мероприятия',
    from: (price) => `от ${price}`,
    free: 'Бесплатно',
    more: 'Показать ещё мероприятия',
    loadingMore: 'Загружаем ещё мероприятия…',
    back: 'Все мероприятия',
    empty: 'Сейчас нет мероприятий в продаже.',
    status: {
      sold_out: 'Распродано',
      cancelled: 'Отменено',
      sales_ended: 'Продажи завершены',
      scheduled: 'Скоро в продаже',
      unknown: 'Нет в продаже',
      on_sale: 'В продаже',
      few_left: 'Осталось мало',
    },
  },
  calendar: {
    previousMonth: 'Предыдущий месяц',
    nextMonth: 'Следующий месяц',
    previousWeek: 'Предыдущая неделя',
    nextWeek: 'Следующая неделя',
    nextMonthWithEvents: 'Следующий месяц с мероприятиями',
    nextWeekWithEvents: 'Следующая неделя с мероприятиями',
    emptyMonth: (month) => `${month}: мероприятий нет.`,
    emptyWeek: 'На этой неделе мероприятий нет.',
    noLater: 'После этих мероприятий больше нет.',
    events: (n) =>
      forms(n, {
        one: `${n} мероприятие`,
        few: `${n} мероприятия`,
        many: `${n} мероприятий`,
        other: `${n} мероприятия`,
      }),
    noEvents: 'В этот день мероприятий нет.',
  },
  buy: {
    label: 'Купить билеты',
    from: (price) => `от ${price}`,
  },
  embed: {
    frameCheckout: 'Покупка билетов',
    frameList: 'Продажа билетов',
    close: 'Закрыть',
    fallback: 'Билеты на сайте организатора',
    problem: (attribute) =>
      `Здесь нельзя показать билеты: настройку «${attribute}» виджета продажи билетов нужно исправить (подробности в консоли браузера).`,
    failed: 'Сейчас не удаётся показать билеты. Обновите страницу, чтобы попробовать ещё раз.',
    refused: 'На этой странице нельзя купить билеты. Купите их на сайте организатора.',
  },
};
