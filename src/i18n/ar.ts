/**
 * Arabic (Modern Standard Arabic), first-render half (the purchase half is `ar-purchase.ts`).
 * A chunk of its own that imports nothing at run time. Formal register; requests are worded
 * «يُرجى» + verbal noun, which addresses no gender. No direction marks: the UI isolates
 * interpolated values (names, amounts) itself; only the phone number examples of the
 * purchase half are marked, left to right (LRI…PDI), as they are part of the text.
 */
import type { CoreMessages, Count } from './en';

const plural = /* @__PURE__ */ new Intl.PluralRules('ar');
/**
 * The Arabic form of `n`: `one` and `two` name the count in words (تذكرة واحدة، تذكرتان),
 * `few` (3–10) takes the plural (تذاكر), `many` (11–99) the accusative singular (تذكرةً),
 * `other` (100–102…) and `zero` the genitive singular (تذكرة); `zero` is left to `other`.
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** The file and sha384 of `ar-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Arabic UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'جارٍ تحميل التذاكر…',
  event: {
    more: 'المزيد',
    posterAlt: (title) => `ملصق ${title}`,
    organizer: (name) => `من تنظيم ${name}`,
    ageRestriction: (age) => `الفئة العمرية: ${age}`,
    addToCalendar: 'أضِف إلى التقويم',
    calendarFile: 'ملف التقويم (.ics)',
    map: 'الخريطة',
    newTab: '(يُفتح في علامة تبويب جديدة)',
  },
  sale: {
    cancelled: 'أُلغيت هذه الفعالية.',
    sold_out: 'نفدت تذاكر هذه الفعالية.',
    sales_ended: 'انتهى بيع تذاكر هذه الفعالية.',
    scheduled: 'لم يبدأ بيع التذاكر بعد. يُرجى العودة قريبًا.',
    unknown_status: 'لا يمكن شراء تذاكر هذه الفعالية من هنا حاليًا.',
    reserved_seating: 'مقاعد هذه الفعالية مرقّمة: يُرجى اختيار المقاعد عبر موقع المنظِّم.',
    unknown_seating: 'تُباع تذاكر هذه الفعالية عبر موقع المنظِّم.',
    payments_disabled: 'التذاكر المدفوعة غير متاحة هنا حاليًا.',
    no_tiers: 'لا تُعرض هنا تذاكر لهذه الفعالية.',
    buyElsewhere: 'الشراء من موقع المنظِّم',
  },
  tiers: {
    heading: 'التذاكر',
    free: 'مجانًا',
    left: (n) =>
      forms(n, {
        one: 'لم تتبقَّ سوى تذكرة واحدة',
        two: 'لم تتبقَّ سوى تذكرتين',
        few: `لم تتبقَّ سوى ${n} تذاكر`,
        many: `لم تتبقَّ سوى ${n} تذكرةً`,
        other: `لم تتبقَّ سوى ${n} تذكرة`,
      }),
    soldOut: 'نفدت التذاكر',
    remove: (tier) => `${tier}: إزالة تذكرة`,
    add: (tier) => `${tier}: إضافة تذكرة`,
    quantity: (tier) => `${tier}: الكمية`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: نفدت التذاكر، فأُزيلت من سلتك.`
        : `${tier}: خُفِّضت الكمية من ${from} إلى ${to}.`,
    limit: {
      sold_out: 'نفدت التذاكر',
      tier_limit: (n) =>
        forms(n, {
          one: 'المتاح تذكرة واحدة فقط',
          two: 'المتاح تذكرتان فقط',
          few: `المتاح ${n} تذاكر فقط`,
          many: `المتاح ${n} تذكرةً فقط`,
          other: `المتاح ${n} تذكرة فقط`,
        }),
      order_limit: (max) =>
        forms(max, {
          one: 'الحد الأقصى تذكرة واحدة لكل طلب',
          two: 'الحد الأقصى تذكرتان لكل طلب',
          few: `الحد الأقصى ${max} تذاكر لكل طلب`,
          many: `الحد الأقصى ${max} تذكرةً لكل طلب`,
          other: `الحد الأقصى ${max} تذكرة لكل طلب`,
        }),
      event_limit: 'لم تتبقَّ تذاكر لهذه الفعالية',
      payments_disabled: 'غير متاحة للدفع الإلكتروني',
    },
  },
  errors: {
    network: 'تعذّر الاتصال بمتجر التذاكر. يُرجى التحقق من الاتصال والمحاولة مرة أخرى.',
    invalid_response: 'أرسل متجر التذاكر ردًّا تعذّرت قراءته. يُرجى المحاولة لاحقًا.',
    invalid_payment_url: 'بدا عنوان صفحة الدفع غير صحيح، لذا لم نفتحه. يُرجى المحاولة مرة أخرى.',
    unauthorized: 'متجر التذاكر هذا غير مُعَدّ بشكل صحيح.',
    forbidden: 'لا يمكن بيع تذاكر هذه الفعالية على هذا الموقع.',
    not_found: 'تعذّر العثور على هذه الفعالية.',
    invalid_request: 'بعض البيانات تحتاج إلى تصحيح.',
    idempotency_key_required: 'حدث خطأ عند بدء عملية الشراء. يُرجى المحاولة مرة أخرى.',
    basket_limit: 'عدد التذاكر كبير جدًّا لطلب واحد. يُرجى اختيار عدد أقل.',
    inventory_changed:
      'نفدت بعض التذاكر أثناء الاختيار، فحدّثنا سلتك. يُرجى مراجعتها والمحاولة مرة أخرى.',
    idempotency_conflict: 'تغيّر طلبك أثناء إرساله. يُرجى المحاولة مرة أخرى.',
    request_in_progress: 'لا يزال طلبك قيد المعالجة. يُرجى الانتظار قليلًا.',
    rate_limited: 'الطلبات كثيرة جدًّا حاليًا. يُرجى الانتظار بضع ثوانٍ والمحاولة مرة أخرى.',
    unavailable: 'متجر التذاكر غير متاح مؤقتًا. يُرجى المحاولة بعد قليل.',
    empty_basket: 'يُرجى اختيار تذكرة واحدة على الأقل.',
    config: 'أداة التذاكر هذه غير مُعَدّة بشكل صحيح.',
    unknown: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  list: {
    heading: 'الفعاليات القادمة',
    from: (price) => `ابتداءً من ${price}`,
    free: 'مجانًا',
    more: 'عرض المزيد من الفعاليات',
    loadingMore: 'جارٍ تحميل المزيد من الفعاليات…',
    back: 'كل الفعاليات',
    empty: 'لا توجد فعاليات معروضة للبيع حاليًا.',
    status: {
      sold_out: 'نفدت التذاكر',
      cancelled: 'أُلغيت',
      sales_ended: 'انتهى البيع',
      scheduled: 'يبدأ البيع قريبًا',
      unknown: 'غير معروضة للبيع',
      on_sale: 'متاحة للبيع',
      few_left: 'تبقّى القليل',
    },
  },
  calendar: {
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    previousWeek: 'الأسبوع السابق',
    nextWeek: 'الأسبوع التالي',
    nextMonthWithEvents: 'الشهر التالي الذي فيه فعاليات',
    nextWeekWithEvents: 'الأسبوع التالي الذي فيه فعاليات',
    emptyMonth: (month) => `لا توجد فعاليات في ${month}.`,
    emptyWeek: 'لا توجد فعاليات في هذا الأسبوع.',
    noLater: 'لا توجد فعاليات بعد هذه.',
    events: (n) =>
      forms(n, { one: 'فعالية واحدة', two: 'فعاليتان', few: `${n} فعاليات`, other: `${n} فعالية` }),
    noEvents: 'لا توجد فعاليات في هذا اليوم.',
  },
  buy: {
    label: 'شراء التذاكر',
    from: (price) => `ابتداءً من ${price}`,
  },
  embed: {
    frameCheckout: 'شراء التذاكر',
    frameList: 'بيع التذاكر',
    close: 'إغلاق',
    fallback: 'التذاكر على موقع المنظّم',
    problem: (attribute) =>
      `تعذّر عرض التذاكر هنا: يجب تصحيح الإعداد «${attribute}» في أداة التذاكر (التفاصيل في وحدة تحكم المتصفح).`,
    failed: 'تعذّر عرض التذاكر الآن. يُرجى إعادة تحميل الصفحة للمحاولة مرة أخرى.',
    refused: 'لا يمكن شراء التذاكر من هذه الصفحة. يُرجى شراؤها من موقع المنظِّم.',
  },
};
