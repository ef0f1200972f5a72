/**
 * Chinese in Traditional characters, first-render half (the purchase half is
 * `zh-Hant-purchase.ts`). A chunk of its own that imports nothing at run time. Taiwan usage
 * (票券, 主辦單位, 載入, 網路, 結帳), 您 for the buyer, full-width punctuation and corner
 * quotes (「…」). Chinese has a single plural category (`Intl.PluralRules('zh')` knows only
 * `other`): a count takes its measure word (張 for tickets) whatever its value. “One” said by
 * the text itself is written in characters (一張), as a count the widget formats is in the
 * widget's digits.
 */
import type { CoreMessages } from './en';

/** The file and sha384 of `zh-Hant-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Traditional Chinese UI text before the purchase. */
export const messages: CoreMessages = {
  loading: '正在載入票券…',
  event: {
    more: '更多',
    posterAlt: (title) => `${title}海報`,
    organizer: (name) => `主辦單位：${name}`,
    ageRestriction: (age) => `年齡限制：${age}`,
    addToCalendar: '加入行事曆',
    calendarFile: '行事曆檔案 (.ics)',
    map: '地圖',
    newTab: '（在新分頁中開啟）',
  },
  sale: {
    cancelled: '本活動已取消。',
    sold_out: '本活動票券已售完。',
    sales_ended: '本活動票券已停止販售。',
    scheduled: '票券尚未開賣，請稍後再回來查看。',
    unknown_status: '目前無法在此購買本活動的票券。',
    reserved_seating: '本活動為對號入座，請至主辦單位的購票頁面選位。',
    unknown_seating: '本活動票券於主辦單位的購票頁面販售。',
    payments_disabled: '目前無法在此購買付費票券。',
    no_tiers: '此處未提供本活動的票券。',
    buyElsewhere: '前往主辦單位頁面購買',
  },
  tiers: {
    heading: '票券',
    free: '免費',
    left: (n) => `僅剩${n}張`,
    soldOut: '已售完',
    remove: (tier) => `${tier}：減少一張`,
    add: (tier) => `${tier}：增加一張`,
    quantity: (tier) => `${tier}：數量`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}：已無剩餘票券，已從購物車中移除。`
        : `${tier}：數量已從${from}張減為${to}張。`,
    limit: {
      sold_out: '已售完',
      tier_limit: (n) => `僅剩${n}張可購買`,
      order_limit: (max) => `每筆訂單最多${max}張`,
      event_limit: '本活動已無剩餘票券',
      payments_disabled: '不支援線上付款',
    },
  },
  errors: {
    network: '無法連線至售票系統。請檢查網路連線後再試一次。',
    invalid_response: '售票系統傳回無法讀取的回應。請稍後再試。',
    invalid_payment_url: '付款頁面的網址有誤，因此未開啟。請再試一次。',
    unauthorized: '此售票系統的設定有誤。',
    forbidden: '本活動的票券無法在此網站販售。',
    not_found: '找不到這個活動。',
    invalid_request: '部分資料需要修正。',
    idempotency_key_required: '開始購買時發生問題。請再試一次。',
    basket_limit: '單筆訂單的票券數量過多，請減少數量。',
    inventory_changed: '您選擇期間部分票券已售完。我們已更新您的購物車，請確認後再試一次。',
    idempotency_conflict: '訂單在送出過程中有所變更。請再試一次。',
    request_in_progress: '您的訂單仍在處理中，請稍候。',
    rate_limited: '目前要求過多。請稍候幾秒再試一次。',
    unavailable: '售票系統暫時無法使用。請稍後再試。',
    empty_basket: '請至少選擇一張票券。',
    config: '此售票元件的設定有誤。',
    unknown: '發生問題。請再試一次。',
    retry: '再試一次',
  },
  list: {
    heading: '近期活動',
    from: (price) => `${price}起`,
    free: '免費',
    more: '顯示更多活動',
    loadingMore: '正在載入更多活動…',
    back: '所有活動',
    empty: '目前沒有販售中的活動。',
    status: {
      sold_out: '已售完',
      cancelled: '已取消',
      sales_ended: '已停售',
      scheduled: '即將開賣',
      unknown: '暫不販售',
      on_sale: '販售中',
      few_left: '餘票不多',
    },
  },
  calendar: {
    previousMonth: '上個月',
    nextMonth: '下個月',
    previousWeek: '上一週',
    nextWeek: '下一週',
    nextMonthWithEvents: '下一個有活動的月份',
    nextWeekWithEvents: '下一個有活動的週',
    emptyMonth: (month) => `${month}沒有活動。`,
    emptyWeek: '本週沒有活動。',
    noLater: '之後沒有更多活動。',
    events: (n) => `${n}場活動`,
    noEvents: '這一天沒有活動。',
  },
  buy: {
    label: '購買票券',
    from: (price) => `${price}起`,
  },
  embed: {
    frameCheckout: '購票',
    frameList: '票券販售',
    close: '關閉',
    fallback: '前往主辦單位網站購票',
    problem: (attribute) =>
      `無法在此顯示票券：售票元件的「${attribute}」設定需要修正（詳情請查看瀏覽器主控台）。`,
    failed: '目前無法顯示票券。請重新整理頁面後再試一次。',
    refused: '無法在此頁面購買票券。請前往主辦單位網站購買。',
  },
};
