/**
 * Turkish, purchase half: the form, promo code, summary, submit button and outcome (see
 * `tr.ts`; a noun after a number stays singular, so counts need no plural helper).
 */
import type { PurchaseMessages } from './en-purchase';

/** Turkish UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'İndirim kodu',
    apply: 'Uygula',
    checking: 'Kod kontrol ediliyor…',
    applied: (code) => `${code} kodu uygulandı.`,
    invalid: 'Bu kod geçerli değil.',
    expired: 'Bu kodun süresi dolmuş.',
    unknown: 'Bu kod uygulanamadı.',
  },
  summary: {
    heading: 'Sipariş özeti',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Ara toplam',
    discount: 'İndirim',
    fees: 'Hizmet bedeli',
    total: 'Toplam',
    estimatedTotal: 'Tahmini toplam',
    estimate:
      'Fiyat şu anda doğrulanamadı. Bu tahmin listelenen fiyatlara dayanıyor; kesin fiyat ödeme sırasında belli olur.',
    updating: 'Fiyat güncelleniyor…',
    priceChanged: (name, was, now) => `Fiyat güncellendi (${name}): önceki ${was}, şimdi ${now}.`,
  },
  form: {
    heading: 'Bilgileriniz',
    name: 'Ad soyad',
    email: 'E-posta',
    phone: 'Telefon',
    optional: '(isteğe bağlı)',
    required: '(zorunlu)',
    phoneHint: 'Ülke koduyla, ör. +90 532 123 45 67',
    questions: 'Organizatörden birkaç soru',
    errorSummary: (n) => `Lütfen ${n} alanı düzeltin:`,
    errors: {
      required: 'Lütfen bu alanı doldurun.',
      email_invalid: 'ad@example.com gibi bir e-posta adresi girin.',
      phone_invalid: 'Ülke koduyla birlikte bir telefon numarası girin, ör. +90 532 123 45 67.',
      invalid: 'Lütfen bu alanı kontrol edin.',
    },
  },
  submit: {
    pay: (amount) => `${amount} Öde`,
    free: 'Ücretsiz biletleri al',
    busy: 'İşleniyor…',
    empty: 'Biletlerinizi seçin',
  },
  checkout: {
    paidTitle: 'Ödeme alındı – etkinlikte görüşmek üzere!',
    completedTitle: 'Etkinlikte görüşmek üzere!',
    bought: 'Biletleriniz',
    order: (id) => `Sipariş numarası: ${id}`,
    total: (amount) => `Toplam: ${amount}`,
    emailSent: (email) => `Onay e-postası şu adrese gönderiliyor: ${email}`,
    emailSentNoAddress: 'Onay e-postası gönderiliyor.',
    failedTitle: 'Ödeme başarısız',
    failed: 'Ödemeniz tamamlanamadı ve sizden ücret alınmadı. Biletleriniz hâlâ sepette.',
    canceledTitle: 'Ödeme iptal edildi',
    canceled: 'Ödeme iptal edildi. Biletleriniz hâlâ sepette.',
    expiredTitle: 'Süre doldu',
    expired: 'İşlem çok uzun sürdüğü için süre doldu. Biletleriniz hâlâ sepette.',
    processingTitle: 'Ödeme hâlâ işleniyor',
    processing:
      'Ödemeniz hâlâ onaylanıyor. Başka bir şey yapmanıza gerek yok: ödeme tamamlanır tamamlanmaz size e-posta göndereceğiz.',
    checking: 'Ödemeniz kontrol ediliyor…',
    popupBlocked: 'Tarayıcınız ödeme penceresini engelledi.',
    continuePayment: 'Ödemeye devam et',
    tryAgain: 'Tekrar dene',
  },
};
