/**
 * Korean, purchase half: the form, promo code, summary, submit button and outcome (see
 * `ko.ts`; no plural helper: Korean has the one category `other`).
 */
import type { PurchaseMessages } from './en-purchase';

/** Korean UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: '할인 코드',
    apply: '적용',
    checking: '코드 확인 중…',
    applied: (code) => `${code} 코드가 적용되었습니다.`,
    invalid: '유효하지 않은 코드입니다.',
    expired: '사용 기간이 지난 코드입니다.',
    unknown: '이 코드를 적용할 수 없습니다.',
  },
  summary: {
    heading: '주문 요약',
    line: (quantity, name) => `${name} × ${quantity}매`,
    subtotal: '소계',
    discount: '할인',
    fees: '수수료',
    total: '합계',
    estimatedTotal: '예상 합계',
    estimate:
      '지금은 가격을 확정할 수 없습니다. 표시된 가격으로 계산한 예상 금액이며, 최종 가격은 결제할 때 확정됩니다.',
    updating: '가격 업데이트 중…',
    priceChanged: (name, was, now) => `${name}의 가격이 변경되었습니다. 이전: ${was}, 현재: ${now}`,
  },
  form: {
    heading: '구매자 정보',
    name: '이름',
    email: '이메일',
    phone: '전화번호',
    optional: '(선택)',
    required: '(필수)',
    phoneHint: '국가 번호 포함, 예: +82 10-1234-5678',
    questions: '주최 측 질문',
    errorSummary: (n) => `${n}개 항목을 수정해 주세요:`,
    errors: {
      required: '이 항목을 입력해 주세요.',
      email_invalid: 'name@example.com 형식으로 이메일 주소를 입력해 주세요.',
      phone_invalid: '국가 번호를 포함해 전화번호를 입력해 주세요(예: +82 10-1234-5678).',
      invalid: '이 항목을 확인해 주세요.',
    },
  },
  submit: {
    pay: (amount) => `${amount} 결제하기`,
    free: '무료 티켓 신청',
    busy: '처리 중…',
    empty: '티켓을 선택해 주세요',
  },
  checkout: {
    paidTitle: '결제 완료 – 행사장에서 만나요!',
    completedTitle: '신청 완료 – 행사장에서 만나요!',
    bought: '구매한 티켓',
    order: (id) => `주문 번호: ${id}`,
    total: (amount) => `결제 금액: ${amount}`,
    emailSent: (email) => `확인 이메일을 보내 드립니다. 받는 주소: ${email}`,
    emailSentNoAddress: '확인 이메일을 보내 드립니다.',
    failedTitle: '결제 실패',
    failed:
      '결제가 완료되지 않았으며 요금은 청구되지 않았습니다. 티켓은 장바구니에 그대로 있습니다.',
    canceledTitle: '결제 취소',
    canceled: '결제가 취소되었습니다. 티켓은 장바구니에 그대로 있습니다.',
    expiredTitle: '구매 시간 초과',
    expired: '구매 시간이 초과되었습니다. 티켓은 장바구니에 그대로 있습니다.',
    processingTitle: '결제 처리 중',
    processing:
      '결제를 확인하고 있습니다. 더 하실 일은 없습니다. 결제가 완료되면 바로 이메일로 알려 드릴게요.',
    checking: '결제 확인 중…',
    popupBlocked: '브라우저에서 결제 창을 차단했습니다.',
    continuePayment: '결제 계속하기',
    tryAgain: '다시 시도',
  },
};
