/** Arabic, purchase half: the form, promo code, summary, submit button and outcome (see `ar.ts`). */
import type { Count, PurchaseMessages } from './en-purchase';

const plural = /* @__PURE__ */ new Intl.PluralRules('ar');
/**
 * The Arabic form of `n`: `one` and `two` in words (حقل واحد، حقلين), `few` the plural (حقول),
 * `many` the accusative singular (حقلًا), `other` and `zero` the genitive singular (حقل).
 */
const forms = (n: Count, f: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  f[plural.select(n.value)] ?? f.other;

/** Arabic UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'رمز الخصم',
    apply: 'تطبيق',
    checking: 'جارٍ التحقق من الرمز…',
    applied: (code) => `تم تطبيق الرمز ${code}.`,
    invalid: 'هذا الرمز غير صالح.',
    expired: 'انتهت صلاحية هذا الرمز.',
    unknown: 'تعذّر تطبيق هذا الرمز.',
  },
  summary: {
    heading: 'ملخص الطلب',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    fees: 'الرسوم',
    total: 'الإجمالي',
    estimatedTotal: 'الإجمالي التقديري',
    estimate:
      'تعذّر تأكيد السعر حاليًا. يستند هذا التقدير إلى الأسعار المعلنة؛ أما السعر النهائي فيُؤكَّد عند الدفع.',
    updating: 'جارٍ تحديث السعر…',
    priceChanged: (name, was, now) => `تغيّر سعر ${name}: كان ${was} وأصبح ${now}.`,
  },
  form: {
    heading: 'بياناتك',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    optional: '(اختياري)',
    required: '(إلزامي)',
    // The example number reads left to right (LRI…PDI), or its groups would reverse.
    phoneHint: 'مع رمز الدولة، مثل \u2066+966 50 123 4567\u2069',
    questions: 'بعض الأسئلة من المنظِّم',
    errorSummary: (n) =>
      forms(n, {
        one: 'يُرجى تصحيح حقل واحد:',
        two: 'يُرجى تصحيح حقلين:',
        few: `يُرجى تصحيح ${n} حقول:`,
        many: `يُرجى تصحيح ${n} حقلًا:`,
        other: `يُرجى تصحيح ${n} حقل:`,
      }),
    errors: {
      required: 'يُرجى ملء هذا الحقل.',
      email_invalid: 'يُرجى إدخال بريد إلكتروني مثل name@example.com.',
      phone_invalid: 'يُرجى إدخال رقم هاتف مع رمز الدولة، مثل \u2066+966 50 123 4567\u2069.',
      invalid: 'يُرجى التحقق من هذا الحقل.',
    },
  },
  submit: {
    pay: (amount) => `ادفع ${amount}`,
    free: 'احصل على التذاكر المجانية',
    busy: 'جارٍ المعالجة…',
    empty: 'اختر تذاكرك',
  },
  checkout: {
    paidTitle: 'تم استلام الدفعة – حجزك مؤكَّد!',
    completedTitle: 'حجزك مؤكَّد!',
    bought: 'تذاكرك',
    order: (id) => `رقم الطلب: ${id}`,
    total: (amount) => `الإجمالي: ${amount}`,
    emailSent: (email) => `سيصلك بريد إلكتروني للتأكيد على ${email}.`,
    emailSentNoAddress: 'سيصلك بريد إلكتروني للتأكيد.',
    failedTitle: 'تعذّر الدفع',
    failed: 'لم تكتمل عملية الدفع ولم يُخصم أي مبلغ. لا تزال تذاكرك في السلة.',
    canceledTitle: 'أُلغي الدفع',
    canceled: 'أُلغيت عملية الدفع. لا تزال تذاكرك في السلة.',
    expiredTitle: 'انتهت المهلة',
    expired: 'استغرقت عملية الشراء وقتًا طويلًا فانتهت مهلتها. لا تزال تذاكرك في السلة.',
    processingTitle: 'الدفع قيد المعالجة',
    processing:
      'لا يزال تأكيد الدفع جاريًا. لا حاجة إلى أي إجراء آخر: سنرسل إليك بريدًا إلكترونيًا فور اكتماله.',
    checking: 'جارٍ التحقق من الدفع…',
    popupBlocked: 'حظر المتصفح نافذة الدفع.',
    continuePayment: 'المتابعة إلى الدفع',
    tryAgain: 'إعادة المحاولة',
  },
};
