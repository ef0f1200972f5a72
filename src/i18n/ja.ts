/**
 * Japanese, first-render half (the purchase half is `ja-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Polite です/ます style, full-width punctuation. Japanese has a
 * single plural category (`Intl.PluralRules('ja')` knows only `other`), so counts need no
 * plural helper: a number takes its counter (枚 for tickets) whatever its value. "One" said
 * by the text itself is written in kanji (一枚, 一回), as a count the widget formats is in
 * the widget's digits: the text carries no digit of its own (see `en.ts`).
 */
import type { CoreMessages } from './en';

/** The file and sha384 of `ja-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Japanese UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'チケットを読み込んでいます…',
  event: {
    more: 'もっと見る',
    posterAlt: (title) => `${title}のポスター`,
    organizer: (name) => `主催：${name}`,
    ageRestriction: (age) => `年齢制限：${age}`,
    addToCalendar: 'カレンダーに追加',
    calendarFile: 'カレンダーファイル（.ics）',
    map: '地図',
    newTab: '（新しいタブで開きます）',
  },
  sale: {
    cancelled: 'このイベントは中止になりました。',
    sold_out: 'このイベントのチケットは完売しました。',
    sales_ended: 'このイベントのチケット販売は終了しました。',
    scheduled: 'チケットはまだ販売されていません。しばらくしてから、もう一度ご確認ください。',
    unknown_status: '現在、このイベントのチケットはこちらでは購入できません。',
    reserved_seating: 'このイベントは指定席です。主催者の購入ページでお席をお選びください。',
    unknown_seating: 'このイベントのチケットは主催者の購入ページで販売しています。',
    payments_disabled: '現在、有料チケットはこちらでは購入できません。',
    no_tiers: 'このイベントのチケットはここでは販売していません。',
    buyElsewhere: '主催者のページで購入',
  },
  tiers: {
    heading: 'チケット',
    free: '無料',
    left: (n) => `残り${n}枚`,
    soldOut: '売り切れ',
    remove: (tier) => `${tier}：一枚減らす`,
    add: (tier) => `${tier}：一枚増やす`,
    quantity: (tier) => `${tier}：枚数`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}：売り切れのため、カートから削除しました。`
        : `${tier}：${from}枚から${to}枚に変更しました。`,
    limit: {
      sold_out: '売り切れ',
      tier_limit: (n) => `残り${n}枚のみです`,
      order_limit: (max) => `一回のご注文につき${max}枚までです`,
      event_limit: 'このイベントのチケットは残っていません',
      payments_disabled: 'オンライン決済には対応していません',
    },
  },
  errors: {
    network:
      'チケットショップに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
    invalid_response:
      'チケットショップから読み取れない応答が返されました。しばらくしてから、もう一度お試しください。',
    invalid_payment_url:
      'お支払いページのアドレスに問題があったため、開きませんでした。もう一度お試しください。',
    unauthorized: 'このチケットショップは正しく設定されていません。',
    forbidden: 'このイベントのチケットは、このウェブサイトでは販売できません。',
    not_found: 'このイベントが見つかりませんでした。',
    invalid_request: '入力内容に修正が必要な箇所があります。',
    idempotency_key_required: '購入手続きの開始時に問題が発生しました。もう一度お試しください。',
    basket_limit: '一回のご注文のチケット枚数が多すぎます。枚数を減らしてください。',
    inventory_changed:
      '選択中に一部のチケットが売り切れたため、カートを更新しました。内容をご確認のうえ、もう一度お試しください。',
    idempotency_conflict: '送信中にご注文内容が変わりました。もう一度お試しください。',
    request_in_progress: 'ご注文を処理しています。しばらくお待ちください。',
    rate_limited: 'アクセスが集中しています。数秒待ってから、もう一度お試しください。',
    unavailable:
      'チケットショップは一時的にご利用いただけません。しばらくしてから、もう一度お試しください。',
    empty_basket: 'チケットを一枚以上お選びください。',
    config: 'このチケットウィジェットは正しく設定されていません。',
    unknown: '問題が発生しました。もう一度お試しください。',
    retry: '再試行',
  },
  list: {
    heading: '開催予定のイベント',
    from: (price) => `${price}〜`,
    free: '無料',
    more: 'イベントをさらに表示',
    loadingMore: 'イベントを読み込んでいます…',
    back: 'すべてのイベント',
    empty: '現在販売中のイベントはありません。',
    status: {
      sold_out: '売り切れ',
      cancelled: '中止',
      sales_ended: '販売終了',
      scheduled: '近日発売',
      unknown: '販売なし',
      on_sale: '販売中',
      few_left: '残りわずか',
    },
  },
  calendar: {
    previousMonth: '前の月',
    nextMonth: '次の月',
    previousWeek: '前の週',
    nextWeek: '次の週',
    nextMonthWithEvents: 'イベントのある次の月',
    nextWeekWithEvents: 'イベントのある次の週',
    emptyMonth: (month) => `${month}のイベントはありません。`,
    emptyWeek: 'この週のイベントはありません。',
    noLater: 'これ以降のイベントはありません。',
    events: (n) => `${n}件のイベント`,
    noEvents: 'この日のイベントはありません。',
  },
  buy: {
    label: 'チケットを購入',
    from: (price) => `${price}〜`,
  },
  embed: {
    frameCheckout: 'チケット購入',
    frameList: 'チケット販売',
    close: '閉じる',
    fallback: '主催者のサイトでチケットを購入',
    problem: (attribute) =>
      `ここではチケットを表示できません。チケットウィジェットの「${attribute}」の設定を修正する必要があります（詳細はブラウザのコンソールをご覧ください）。`,
    failed: '現在、チケットを表示できません。ページを再読み込みして、もう一度お試しください。',
    refused: 'このページではチケットを購入できません。主催者のウェブサイトでお求めください。',
  },
};
