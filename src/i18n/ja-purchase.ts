/**
 * Japanese, purchase half: the form, promo code, summary, submit button and outcome (see
 * `ja.ts`; no plural helper: Japanese has the one category `other`).
 */
import type { PurchaseMessages } from './en-purchase';

/** Japanese UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'プロモーションコード',
    apply: '適用',
    checking: 'コードを確認しています…',
    applied: (code) => `コード「${code}」を適用しました。`,
    invalid: 'このコードは無効です。',
    expired: 'このコードは有効期限が切れています。',
    unknown: 'このコードを適用できませんでした。',
  },
  summary: {
    heading: 'ご注文内容',
    line: (quantity, name) => `${name} × ${quantity}枚`,
    subtotal: '小計',
    discount: '割引',
    fees: '手数料',
    total: '合計',
    estimatedTotal: '合計（概算）',
    estimate:
      '現在、価格を確定できませんでした。この概算は表示価格に基づいています。最終的な価格はお支払い時に確定します。',
    updating: '価格を更新しています…',
    priceChanged: (name, was, now) => `${name}の価格が${was}から${now}に変更されました。`,
  },
  form: {
    heading: 'お客様情報',
    name: 'お名前',
    email: 'メールアドレス',
    phone: '電話番号',
    optional: '（任意）',
    required: '（必須）',
    phoneHint: '国番号から入力してください（例：+81 3-1234-5678）',
    questions: '主催者からの質問',
    errorSummary: (n) => `${n}件の項目を修正してください：`,
    errors: {
      required: 'この項目を入力してください。',
      email_invalid: 'name@example.com のような形式でメールアドレスを入力してください。',
      phone_invalid: '国番号を含めて電話番号を入力してください（例：+81 3-1234-5678）。',
      invalid: 'この項目をご確認ください。',
    },
  },
  submit: {
    pay: (amount) => `${amount}を支払う`,
    free: '無料チケットを申し込む',
    busy: '処理しています…',
    empty: 'チケットを選択してください',
  },
  checkout: {
    paidTitle: 'お支払いが完了しました！',
    completedTitle: 'お申し込みが完了しました！',
    bought: 'ご購入のチケット',
    order: (id) => `注文番号：${id}`,
    total: (amount) => `合計：${amount}`,
    emailSent: (email) => `確認メールを${email}宛てにお送りします。`,
    emailSentNoAddress: '確認メールをお送りします。',
    failedTitle: 'お支払いに失敗しました',
    failed: 'お支払いが完了せず、料金は請求されていません。チケットはカートに残っています。',
    canceledTitle: 'お支払いがキャンセルされました',
    canceled: 'お支払いはキャンセルされました。チケットはカートに残っています。',
    expiredTitle: '手続きの有効期限切れ',
    expired:
      '購入手続きに時間がかかったため、有効期限が切れました。チケットはカートに残っています。',
    processingTitle: 'お支払いを処理中です',
    processing:
      'お支払いを確認しています。これ以上の操作は不要です。確認が完了しましたら、メールでお知らせします。',
    checking: 'お支払いを確認しています…',
    popupBlocked: 'ブラウザによってお支払いウィンドウがブロックされました。',
    continuePayment: 'お支払いへ進む',
    tryAgain: 'もう一度試す',
  },
};
