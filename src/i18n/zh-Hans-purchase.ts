/**
 * Chinese in Simplified characters, purchase half: the form, promo code, summary, submit
 * button and outcome (see `zh-Hans.ts`; no plural helper: Chinese has the one category
 * `other`).
 */
import type { PurchaseMessages } from './en-purchase';

/** Simplified Chinese UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: '优惠码',
    apply: '使用',
    checking: '正在验证优惠码…',
    applied: (code) => `已使用优惠码“${code}”。`,
    invalid: '此优惠码无效。',
    expired: '此优惠码已过期。',
    unknown: '无法使用此优惠码。',
  },
  summary: {
    heading: '订单摘要',
    line: (quantity, name) => `${name} × ${quantity}张`,
    subtotal: '小计',
    discount: '优惠',
    fees: '服务费',
    total: '合计',
    estimatedTotal: '预计合计',
    estimate: '暂时无法确认价格。此估算基于标价，最终价格将在支付时确认。',
    updating: '正在更新价格…',
    priceChanged: (name, was, now) => `${name}价格已更新：原价${was}，现价${now}。`,
  },
  form: {
    heading: '您的信息',
    name: '姓名',
    email: '电子邮箱',
    phone: '电话',
    optional: '（选填）',
    required: '（必填）',
    phoneHint: '请包含国家代码，例如 +86 138 0013 8000',
    questions: '主办方的几个问题',
    errorSummary: (n) => `请更正以下${n}项：`,
    errors: {
      required: '请填写此项。',
      email_invalid: '请输入电子邮箱地址，例如 name@example.com。',
      phone_invalid: '请输入包含国家代码的电话号码，例如 +86 138 0013 8000。',
      invalid: '请检查此项。',
    },
  },
  submit: {
    pay: (amount) => `支付${amount}`,
    free: '免费领取门票',
    busy: '正在处理…',
    empty: '请选择门票',
  },
  checkout: {
    paidTitle: '支付成功，期待与您相见！',
    completedTitle: '报名成功，期待与您相见！',
    bought: '您的门票',
    order: (id) => `订单号：${id}`,
    total: (amount) => `合计：${amount}`,
    emailSent: (email) => `确认邮件将发送至${email}。`,
    emailSentNoAddress: '确认邮件即将发送。',
    failedTitle: '支付失败',
    failed: '支付未完成，您未被扣款。门票仍在购物车中。',
    canceledTitle: '支付已取消',
    canceled: '支付已取消。门票仍在购物车中。',
    expiredTitle: '订单已超时',
    expired: '结账用时过长，订单已超时。门票仍在购物车中。',
    processingTitle: '支付处理中',
    processing: '您的付款仍在确认中。您无需再进行任何操作，付款完成后我们会立即发邮件通知您。',
    checking: '正在确认支付…',
    popupBlocked: '浏览器拦截了支付窗口。',
    continuePayment: '继续支付',
    tryAgain: '重试',
  },
};
