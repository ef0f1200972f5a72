/** Hebrew, purchase half: the form, promo code, summary, submit button and outcome (see `he.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('he');
/** The Hebrew form of `n`: `one` in words (שדה אחד); `two` is left to `other` (no dual). */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Hebrew UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'קוד הנחה',
    apply: 'מימוש',
    checking: 'הקוד נבדק…',
    applied: (code) => `הקוד ${code} מומש.`,
    invalid: 'הקוד אינו תקף.',
    expired: 'תוקף הקוד פג.',
    unknown: 'לא ניתן לממש את הקוד.',
  },
  summary: {
    heading: 'סיכום ההזמנה',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'סכום ביניים',
    discount: 'הנחה',
    fees: 'עמלות',
    total: 'סה״כ',
    estimatedTotal: 'סה״כ משוער',
    estimate:
      'לא הצלחנו לאשר את המחיר כרגע. ההערכה מבוססת על המחירים המפורסמים; המחיר הסופי יאושר בתשלום.',
    updating: 'המחיר מתעדכן…',
    priceChanged: (name, was, now) => `המחיר של ${name} עודכן: היה ${was}, עכשיו ${now}.`,
  },
  form: {
    heading: 'הפרטים שלך',
    name: 'שם',
    email: 'אימייל',
    phone: 'טלפון',
    optional: '(לא חובה)',
    required: '(חובה)',
    // The example number reads left to right (LRI…PDI), or its groups would reverse.
    phoneHint: 'כולל קידומת מדינה, לדוגמה \u2066+972 50 123 4567\u2069',
    questions: 'כמה שאלות מהמארגן',
    errorSummary: (n) => forms(n, { one: 'יש לתקן שדה אחד:', other: `יש לתקן ${n} שדות:` }),
    errors: {
      required: 'נא למלא את השדה.',
      email_invalid: 'יש להזין כתובת אימייל, למשל name@example.com.',
      phone_invalid: 'יש להזין מספר טלפון עם קידומת מדינה, למשל \u2066+972 50 123 4567\u2069.',
      invalid: 'נא לבדוק את השדה.',
    },
  },
  submit: {
    pay: (amount) => `לתשלום ${amount}`,
    free: 'לקבלת כרטיסים בחינם',
    busy: 'בטיפול…',
    empty: 'יש לבחור כרטיסים',
  },
  checkout: {
    paidTitle: 'התשלום התקבל – נתראה שם!',
    completedTitle: 'נתראה שם!',
    bought: 'הכרטיסים שלך',
    order: (id) => `מספר הזמנה: ${id}`,
    total: (amount) => `סה״כ: ${amount}`,
    emailSent: (email) => `אימייל אישור בדרך אל ${email}.`,
    emailSentNoAddress: 'אימייל אישור כבר בדרך.',
    failedTitle: 'התשלום נכשל',
    failed: 'התשלום לא עבר ולא בוצע חיוב. הכרטיסים עדיין בסל.',
    canceledTitle: 'התשלום בוטל',
    canceled: 'התשלום בוטל. הכרטיסים עדיין בסל.',
    expiredTitle: 'הזמן המוקצב הסתיים',
    expired: 'הרכישה נמשכה זמן רב מדי ופג תוקפה. הכרטיסים עדיין בסל.',
    processingTitle: 'התשלום עדיין בעיבוד',
    processing:
      'התשלום עדיין בתהליך אישור. אין צורך לעשות שום דבר נוסף: נשלח אימייל ברגע שהוא יאושר.',
    checking: 'התשלום נבדק…',
    popupBlocked: 'הדפדפן חסם את חלון התשלום.',
    continuePayment: 'המשך לתשלום',
    tryAgain: 'לנסות שוב',
  },
};
