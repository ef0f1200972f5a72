/**
 * Hebrew, first-render half (the purchase half is `he-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Gender-neutral web register: requests as «יש ל…» / «נא ל…»
 * with an infinitive, buttons as verbal nouns or infinitives. No direction marks: the UI
 * isolates interpolated values (names, amounts) itself; only the phone number examples of
 * the purchase half are marked, left to right (LRI…PDI), as they are part of the text.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('he');
/**
 * The Hebrew form of `n`: `one` says the count in words (כרטיס אחד), as Hebrew does; `two`
 * takes the plural like `other` (tickets have no dual), so it is left to `other`.
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `he-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Hebrew UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'הכרטיסים נטענים…',
  event: {
    more: 'עוד',
    posterAlt: (title) => `הכרזה של ${title}`,
    organizer: (name) => `בהפקת ${name}`,
    ageRestriction: (age) => `הגבלת גיל: ${age}`,
    addToCalendar: 'הוספה ליומן',
    calendarFile: 'קובץ יומן (.ics)',
    map: 'מפה',
    newTab: '(נפתח בכרטיסייה חדשה)',
  },
  sale: {
    cancelled: 'האירוע בוטל.',
    sold_out: 'כל הכרטיסים לאירוע אזלו.',
    sales_ended: 'מכירת הכרטיסים לאירוע הסתיימה.',
    scheduled: 'מכירת הכרטיסים עוד לא התחילה. כדאי לחזור בקרוב.',
    unknown_status: 'לא ניתן לרכוש כאן כרטיסים לאירוע כרגע.',
    reserved_seating: 'באירוע יש הושבה מסומנת: את המקומות בוחרים באתר המארגן.',
    unknown_seating: 'הכרטיסים לאירוע נמכרים באתר המארגן.',
    payments_disabled: 'כרטיסים בתשלום אינם זמינים כאן כרגע.',
    no_tiers: 'לא מוצעים כאן כרטיסים לאירוע הזה.',
    buyElsewhere: 'לרכישה באתר המארגן',
  },
  tiers: {
    heading: 'כרטיסים',
    free: 'חינם',
    left: (n) => forms(n, { one: 'נותר כרטיס אחד בלבד', other: `נותרו ${n} כרטיסים בלבד` }),
    soldOut: 'אזל',
    remove: (tier) => `${tier}: הסרת כרטיס`,
    add: (tier) => `${tier}: הוספת כרטיס`,
    quantity: (tier) => `${tier}: כמות`,
    reduced: (tier, from, to) =>
      to.value === 0 ? `${tier}: אזל, ולכן הוסר מהסל.` : `${tier}: הכמות הופחתה מ־${from} ל־${to}.`,
    limit: {
      sold_out: 'אזל',
      tier_limit: (n) => forms(n, { one: 'זמין רק כרטיס אחד', other: `זמינים רק ${n} כרטיסים` }),
      order_limit: (max) =>
        forms(max, { one: 'עד כרטיס אחד בהזמנה', other: `עד ${max} כרטיסים בהזמנה` }),
      event_limit: 'לא נותרו עוד כרטיסים לאירוע',
      payments_disabled: 'לא זמין לתשלום מקוון',
    },
  },
  errors: {
    network: 'אין חיבור למערכת הכרטיסים. נא לבדוק את החיבור לאינטרנט ולנסות שוב.',
    invalid_response: 'מערכת הכרטיסים שלחה תשובה שלא הצלחנו לקרוא. נא לנסות שוב מאוחר יותר.',
    invalid_payment_url: 'כתובת דף התשלום נראתה שגויה, ולכן לא פתחנו אותה. נא לנסות שוב.',
    unauthorized: 'מערכת הכרטיסים לא הוגדרה כראוי.',
    forbidden: 'לא ניתן למכור באתר הזה כרטיסים לאירוע.',
    not_found: 'לא מצאנו את האירוע.',
    invalid_request: 'יש לתקן חלק מהפרטים.',
    idempotency_key_required: 'משהו השתבש בתחילת הרכישה. נא לנסות שוב.',
    basket_limit: 'יותר מדי כרטיסים בהזמנה אחת. נא לבחור פחות.',
    inventory_changed:
      'חלק מהכרטיסים אזלו בזמן הבחירה, ולכן עדכנו את הסל. נא לבדוק אותו ולנסות שוב.',
    idempotency_conflict: 'ההזמנה השתנתה בזמן השליחה. נא לנסות שוב.',
    request_in_progress: 'ההזמנה עדיין בטיפול. נא להמתין רגע.',
    rate_limited: 'יש כרגע יותר מדי בקשות. נא להמתין כמה שניות ולנסות שוב.',
    unavailable: 'מערכת הכרטיסים אינה זמינה זמנית. נא לנסות שוב בעוד רגע.',
    empty_basket: 'יש לבחור לפחות כרטיס אחד.',
    config: 'וידג׳ט הכרטיסים לא הוגדר כראוי.',
    unknown: 'משהו השתבש. נא לנסות שוב.',
    retry: 'לנסות שוב',
  },
  list: {
    heading: 'אירועים קרובים',
    from: (price) => `החל מ־${price}`,
    free: 'חינם',
    more: 'הצגת אירועים נוספים',
    loadingMore: 'אירועים נוספים נטענים…',
    back: 'כל האירועים',
    empty: 'אין כרגע אירועים במכירה.',
    status: {
      sold_out: 'אזלו הכרטיסים',
      cancelled: 'בוטל',
      sales_ended: 'המכירה הסתיימה',
      scheduled: 'בקרוב במכירה',
      unknown: 'לא במכירה',
      on_sale: 'במכירה',
      few_left: 'נותרו מעט',
    },
  },
  calendar: {
    previousMonth: 'החודש הקודם',
    nextMonth: 'החודש הבא',
    previousWeek: 'השבוע הקודם',
    nextWeek: 'השבוע הבא',
    nextMonthWithEvents: 'החודש הבא שיש בו אירועים',
    nextWeekWithEvents: 'השבוע הבא שיש בו אירועים',
    emptyMonth: (month) => `אין אירועים ב${month}.`,
    emptyWeek: 'אין אירועים בשבוע הזה.',
    noLater: 'אין אירועים נוספים אחרי אלה.',
    events: (n) => forms(n, { one: 'אירוע אחד', other: `${n} אירועים` }),
    noEvents: 'אין אירועים ביום הזה.',
  },
  buy: {
    label: 'לרכישת כרטיסים',
    from: (price) => `החל מ־${price}`,
  },
  embed: {
    frameCheckout: 'רכישת כרטיסים',
    frameList: 'מכירת כרטיסים',
    close: 'סגירה',
    fallback: 'כרטיסים באתר המארגן',
    problem: (attribute) =>
      `לא ניתן להציג כאן כרטיסים: יש לתקן את ההגדרה "${attribute}" של וידג׳ט הכרטיסים (פרטים בקונסולה של הדפדפן).`,
    failed: 'לא ניתן להציג כרטיסים כרגע. נא לרענן את הדף ולנסות שוב.',
    refused: 'לא ניתן לרכוש כרטיסים בדף הזה. אפשר לרכוש אותם באתר המארגן.',
  },
};
