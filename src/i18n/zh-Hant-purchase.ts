/**
 * Chinese in Traditional characters, purchase half: the form, promo code, summary, submit
 * button and outcome (see `zh-Hant.ts`; no plural helper: Chinese has the one category
 * `other`).
 */
import type { PurchaseMessages } from './en-purchase';

/** Traditional Chinese UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: '優惠碼',
    apply: '套用',
    checking: '正在驗證優惠碼…',
    applied: (code) => `已套用優惠碼「${code}」。`,
    invalid: '此優惠碼無效。',
    expired: '此優惠碼已過期。',
    unknown: '無法套用此優惠碼。',
  },
  summary: {
    heading: '訂單摘要',
    line: (quantity, name) => `${name} × ${quantity}張`,
    subtotal: '小計',
    discount: '折扣',
    fees: '手續費',
    total: '總計',
    estimatedTotal: '預估總計',
    estimate: '目前無法確認價格。此預估依據標示價格計算，最終價格將於付款時確認。',
    updating: '正在更新價格…',
    priceChanged: (name, was, now) => `${name}價格已更新：原價${was}，現價${now}。`,
  },
  form: {
    heading: '您的資料',
    name: '姓名',
    email: '電子郵件',
    phone: '電話',
    optional: '（選填）',
    required: '（必填）',
    phoneHint: '請包含國碼，例如 +886 912 345 678',
    questions: '主辦單位的幾個問題',
    errorSummary: (n) => `請修正以下${n}個欄位：`,
    errors: {
      required: '請填寫此欄位。',
      email_invalid: '請輸入電子郵件地址，例如 name@example.com。',
      phone_invalid: '請輸入含國碼的電話號碼，例如 +886 912 345 678。',
      invalid: '請檢查此欄位。',
    },
  },
  submit: {
    pay: (amount) => `付款${amount}`,
    free: '免費索取票券',
    busy: '處理中…',
    empty: '請選擇票券',
  },
  checkout: {
    paidTitle: '付款完成，期待與您相見！',
    completedTitle: '報名完成，期待與您相見！',
    bought: '您的票券',
    order: (id) => `訂單編號：${id}`,
    total: (amount) => `總計：${amount}`,
    emailSent: (email) => `確認信將寄至${email}。`,
    emailSentNoAddress: '確認信即將寄出。',
    failedTitle: '付款失敗',
    failed: '付款未完成，您不會被扣款。票券仍在購物車中。',
    canceledTitle: '付款已取消',
    canceled: '付款已取消。票券仍在購物車中。',
    expiredTitle: '結帳逾時',
    expired: '結帳時間過長，已經逾時。票券仍在購物車中。',
    processingTitle: '付款處理中',
    processing:
      '您的付款仍在確認中。您不需要再做任何操作，付款完成後我們會立即寄送電子郵件通知您。',
    checking: '正在確認付款…',
    popupBlocked: '瀏覽器封鎖了付款視窗。',
    continuePayment: '繼續付款',
    tryAgain: '再試一次',
  },
};
