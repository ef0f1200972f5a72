/**
 * Korean, first-render half (the purchase half is `ko-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Polite 합니다체 for statements and 해 주세요 for requests, as
 * Korean ticket shops write; labels and buttons as nouns (티켓 구매). Korean has a single plural
 * category (`Intl.PluralRules('ko')` knows only `other`): a count takes its counter (매 for
 * tickets) whatever its value. A particle that depends on the last sound of a value (을/를,
 * 으로/로) never follows one: values end a phrase, or a counter or 의 follows them.
 */
import type { CoreMessages } from './en';

/** The file and sha384 of `ko-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Korean UI text before the purchase. */
export const messages: CoreMessages = {
  loading: '티켓을 불러오는 중…',
  event: {
    more: '더 보기',
    posterAlt: (title) => `${title} 포스터`,
    organizer: (name) => `주최: ${name}`,
    ageRestriction: (age) => `관람 연령: ${age}`,
    addToCalendar: '캘린더에 추가',
    calendarFile: '캘린더 파일(.ics)',
    map: '지도',
    newTab: '(새 탭에서 열림)',
  },
  sale: {
    cancelled: '이 행사는 취소되었습니다.',
    sold_out: '이 행사의 티켓이 매진되었습니다.',
    sales_ended: '이 행사의 티켓 판매가 종료되었습니다.',
    scheduled: '아직 티켓 판매가 시작되지 않았습니다. 잠시 후 다시 확인해 주세요.',
    unknown_status: '지금은 여기에서 이 행사의 티켓을 구매할 수 없습니다.',
    reserved_seating: '이 행사는 지정석입니다. 주최 측 예매 페이지에서 좌석을 선택해 주세요.',
    unknown_seating: '이 행사의 티켓은 주최 측 예매 페이지에서 판매합니다.',
    payments_disabled: '지금은 여기에서 유료 티켓을 구매할 수 없습니다.',
    no_tiers: '여기에서는 이 행사의 티켓을 판매하지 않습니다.',
    buyElsewhere: '주최 측 페이지에서 구매',
  },
  tiers: {
    heading: '티켓',
    free: '무료',
    left: (n) => `잔여 ${n}매`,
    soldOut: '매진',
    remove: (tier) => `${tier}: 한 장 빼기`,
    add: (tier) => `${tier}: 한 장 추가`,
    quantity: (tier) => `${tier}: 수량`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: 남은 티켓이 없어 장바구니에서 삭제했습니다.`
        : `${tier}: 수량을 ${from}매에서 ${to}매로 줄였습니다.`,
    limit: {
      sold_out: '매진',
      tier_limit: (n) => `${n}매까지만 구매할 수 있습니다`,
      order_limit: (max) => `주문당 최대 ${max}매`,
      event_limit: '이 행사의 티켓이 모두 판매되었습니다',
      payments_disabled: '온라인 결제로는 구매할 수 없습니다',
    },
  },
  errors: {
    network: '티켓 판매처에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
    invalid_response: '티켓 판매처에서 읽을 수 없는 응답을 보냈습니다. 잠시 후 다시 시도해 주세요.',
    invalid_payment_url: '결제 페이지 주소가 올바르지 않아 열지 않았습니다. 다시 시도해 주세요.',
    unauthorized: '이 티켓 판매처의 설정이 올바르지 않습니다.',
    forbidden: '이 웹사이트에서는 이 행사의 티켓을 판매할 수 없습니다.',
    not_found: '행사를 찾을 수 없습니다.',
    invalid_request: '일부 정보를 수정해야 합니다.',
    idempotency_key_required: '구매를 시작하는 중에 문제가 발생했습니다. 다시 시도해 주세요.',
    basket_limit: '한 번에 주문할 수 있는 티켓 수를 넘었습니다. 수량을 줄여 주세요.',
    inventory_changed:
      '선택하시는 동안 일부 티켓이 매진되어 장바구니를 업데이트했습니다. 확인하신 후 다시 시도해 주세요.',
    idempotency_conflict: '주문을 보내는 중에 주문 내용이 바뀌었습니다. 다시 시도해 주세요.',
    request_in_progress: '주문을 처리하고 있습니다. 잠시만 기다려 주세요.',
    rate_limited: '요청이 너무 많습니다. 몇 초 후에 다시 시도해 주세요.',
    unavailable: '티켓 판매처를 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    empty_basket: '티켓을 한 장 이상 선택해 주세요.',
    config: '이 티켓 위젯의 설정이 올바르지 않습니다.',
    unknown: '문제가 발생했습니다. 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  list: {
    heading: '예정된 행사',
    from: (price) => `${price}부터`,
    free: '무료',
    more: '행사 더 보기',
    loadingMore: '행사를 더 불러오는 중…',
    back: '전체 행사',
    empty: '현재 판매 중인 행사가 없습니다.',
    status: {
      sold_out: '매진',
      cancelled: '취소됨',
      sales_ended: '판매 종료',
      scheduled: '판매 예정',
      unknown: '판매하지 않음',
      on_sale: '판매 중',
      few_left: '매진 임박',
    },
  },
  calendar: {
    previousMonth: '이전 달',
    nextMonth: '다음 달',
    previousWeek: '이전 주',
    nextWeek: '다음 주',
    nextMonthWithEvents: '행사가 있는 다음 달',
    nextWeekWithEvents: '행사가 있는 다음 주',
    emptyMonth: (month) => `${month}에는 행사가 없습니다.`,
    emptyWeek: '이번 주에는 행사가 없습니다.',
    noLater: '이후에는 행사가 없습니다.',
    events: (n) => `행사 ${n}개`,
    noEvents: '이날은 행사가 없습니다.',
  },
  buy: {
    label: '티켓 구매',
    from: (price) => `${price}부터`,
  },
  embed: {
    frameCheckout: '티켓 구매',
    frameList: '티켓 판매',
    close: '닫기',
    fallback: '주최 측 웹사이트에서 티켓 구매',
    problem: (attribute) =>
      `여기에 티켓을 표시할 수 없습니다. 티켓 위젯의 “${attribute}” 설정을 수정해야 합니다(자세한 내용은 브라우저 콘솔 참고).`,
    failed: '지금은 티켓을 표시할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
    refused: '이 페이지에서는 티켓을 구매할 수 없습니다. 주최 측 웹사이트에서 구매해 주세요.',
  },
};
