/**
 * Chinese in Simplified characters, first-render half (the purchase half is
 * `zh-Hans-purchase.ts`). A chunk of its own that imports nothing at run time. Mainland usage
 * (门票, 主办方, 购物车), 您 for the buyer, full-width punctuation and quotes (“…”). Chinese has
 * a single plural category (`Intl.PluralRules('zh')` knows only `other`): a count takes its
 * measure word (张 for tickets) whatever its value. “One” said by the text itself is written
 * in characters (一张), as a count the widget formats is in the widget's digits.
 */
import type { CoreMessages } from './en';

/** The file and sha384 of `zh-Hans-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Simplified Chinese UI text before the purchase. */
export const messages: CoreMessages = {
  loading: '正在加载门票…',
  event: {
    more: '更多',
    posterAlt: (title) => `${title}海报`,
    organizer: (name) => `主办方：${name}`,
    ageRestriction: (age) => `年龄限制：${age}`,
    addToCalendar: '添加到日历',
    calendarFile: '日历文件 (.ics)',
    map: '地图',
    newTab: '（在新标签页中打开）',
  },
  sale: {
    cancelled: '本活动已取消。',
    sold_out: '本活动门票已售罄。',
    sales_ended: '本活动门票已停止销售。',
    scheduled: '门票尚未开售，请稍后再来看看。',
    unknown_status: '目前无法在此购买本活动的门票。',
    reserved_seating: '本活动需对号入座，请前往主办方的购票页面选座。',
    unknown_seating: '本活动门票在主办方的购票页面销售。',
    payments_disabled: '目前无法在此购买付费门票。',
    no_tiers: '此处不提供本活动的门票。',
    buyElsewhere: '前往主办方页面购买',
  },
  tiers: {
    heading: '门票',
    free: '免费',
    left: (n) => `仅剩${n}张`,
    soldOut: '已售罄',
    remove: (tier) => `${tier}：减少一张`,
    add: (tier) => `${tier}：增加一张`,
    quantity: (tier) => `${tier}：数量`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}：已无余票，已从购物车中移除。`
        : `${tier}：数量已从${from}张减至${to}张。`,
    limit: {
      sold_out: '已售罄',
      tier_limit: (n) => `仅剩${n}张可购`,
      order_limit: (max) => `每笔订单最多${max}张`,
      event_limit: '本活动已无余票',
      payments_disabled: '不支持在线支付',
    },
  },
  errors: {
    network: '无法连接票务系统。请检查网络连接后重试。',
    invalid_response: '票务系统返回了无法读取的响应。请稍后重试。',
    invalid_payment_url: '支付页面地址有误，因此未打开。请重试。',
    unauthorized: '此票务系统的设置有误。',
    forbidden: '本活动的门票不能在此网站销售。',
    not_found: '找不到该活动。',
    invalid_request: '部分信息需要更正。',
    idempotency_key_required: '开始购买时出现问题。请重试。',
    basket_limit: '单笔订单的门票数量过多，请减少数量。',
    inventory_changed: '您选择期间部分门票已售罄。我们已更新您的购物车，请检查后重试。',
    idempotency_conflict: '订单在提交过程中发生了变化。请重试。',
    request_in_progress: '您的订单仍在处理中，请稍候。',
    rate_limited: '当前请求过多。请等待几秒后重试。',
    unavailable: '票务系统暂时无法使用。请稍后重试。',
    empty_basket: '请至少选择一张门票。',
    config: '此票务组件的设置有误。',
    unknown: '出现问题。请重试。',
    retry: '重试',
  },
  list: {
    heading: '近期活动',
    from: (price) => `${price}起`,
    free: '免费',
    more: '显示更多活动',
    loadingMore: '正在加载更多活动…',
    back: '全部活动',
    empty: '目前没有在售的活动。',
    status: {
      sold_out: '已售罄',
      cancelled: '已取消',
      sales_ended: '已停售',
      scheduled: '即将开售',
      unknown: '暂不销售',
      on_sale: '在售',
      few_left: '余票不多',
    },
  },
  calendar: {
    previousMonth: '上个月',
    nextMonth: '下个月',
    previousWeek: '上一周',
    nextWeek: '下一周',
    nextMonthWithEvents: '下一个有活动的月份',
    nextWeekWithEvents: '下一个有活动的周',
    emptyMonth: (month) => `${month}没有活动。`,
    emptyWeek: '本周没有活动。',
    noLater: '之后没有更多活动。',
    events: (n) => `${n}场活动`,
    noEvents: '这一天没有活动。',
  },
  buy: {
    label: '购买门票',
    from: (price) => `${price}起`,
  },
  embed: {
    frameCheckout: '购票',
    frameList: '门票销售',
    close: '关闭',
    fallback: '前往主办方网站购票',
    problem: (attribute) =>
      `无法在此显示门票：票务组件的“${attribute}”设置需要修正（详情请查看浏览器控制台）。`,
    failed: '目前无法显示门票。请刷新页面后重试。',
    refused: '无法在此页面购买门票。请前往主办方网站购买。',
  },
};
