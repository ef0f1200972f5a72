/**
 * Turkish, first-render half (the purchase half is `tr-purchase.ts`). A chunk of its own that
 * imports nothing at run time. Polite plural imperative with «Lütfen» (Tekrar deneyin), as
 * Turkish shops write; a suffix on a foreign word takes the apostrophe (widget’ı). A noun after
 * a number stays singular («3 bilet»), so counts need no plural helper although
 * `Intl.PluralRules('tr')` knows `one`; a case suffix on a number or a price depends on how it
 * is read aloud («3’ten», «5’ten»), so values stand where they need none.
 */
import type { CoreMessages } from './en';

/** The file and sha384 of `tr-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Turkish UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Biletler yükleniyor…',
  event: {
    more: 'Devamı',
    posterAlt: (title) => `Afiş: ${title}`,
    organizer: (name) => `Organizatör: ${name}`,
    ageRestriction: (age) => `Yaş sınırı: ${age}`,
    addToCalendar: 'Takvime ekle',
    calendarFile: 'Takvim dosyası (.ics)',
    map: 'Harita',
    newTab: '(yeni sekmede açılır)',
  },
  sale: {
    cancelled: 'Bu etkinlik iptal edildi.',
    sold_out: 'Bu etkinliğin biletleri tükendi.',
    sales_ended: 'Bu etkinliğin bilet satışı sona erdi.',
    scheduled: 'Biletler henüz satışa çıkmadı. Lütfen kısa süre sonra tekrar bakın.',
    unknown_status: 'Bu etkinliğin biletleri şu anda buradan satın alınamıyor.',
    reserved_seating:
      'Bu etkinlikte numaralı koltuklar var: koltuklarınızı organizatörün satış sayfasından seçin.',
    unknown_seating: 'Bu etkinliğin biletleri organizatörün satış sayfasında satılıyor.',
    payments_disabled: 'Ücretli biletler şu anda burada satın alınamıyor.',
    no_tiers: 'Bu etkinlik için burada bilet satılmıyor.',
    buyElsewhere: 'Organizatörün sayfasından satın al',
  },
  tiers: {
    heading: 'Biletler',
    free: 'Ücretsiz',
    left: (n) => `Yalnızca ${n} bilet kaldı`,
    soldOut: 'Tükendi',
    remove: (tier) => `${tier}: bir bilet çıkar`,
    add: (tier) => `${tier}: bir bilet ekle`,
    quantity: (tier) => `${tier}: adet`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: bilet kalmadı, sepetinizden çıkarıldı.`
        : `${tier}: adet azaltıldı (önceki ${from}, şimdi ${to}).`,
    limit: {
      sold_out: 'Tükendi',
      tier_limit: (n) => `Yalnızca ${n} bilet mevcut`,
      order_limit: (max) => `Sipariş başına en fazla ${max} bilet`,
      event_limit: 'Bu etkinlik için başka bilet kalmadı',
      payments_disabled: 'Online ödemeyle alınamaz',
    },
  },
  errors: {
    network: 'Bilet satış sistemine bağlanılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    invalid_response:
      'Bilet satış sistemi okunamayan bir yanıt gönderdi. Lütfen daha sonra tekrar deneyin.',
    invalid_payment_url:
      'Ödeme sayfasının adresi hatalı göründüğü için açılmadı. Lütfen tekrar deneyin.',
    unauthorized: 'Bu bilet satış sistemi doğru yapılandırılmamış.',
    forbidden: 'Bu etkinliğin biletleri bu web sitesinde satılamaz.',
    not_found: 'Bu etkinlik bulunamadı.',
    invalid_request: 'Bazı bilgilerin düzeltilmesi gerekiyor.',
    idempotency_key_required: 'Satın alma başlatılırken bir sorun oluştu. Lütfen tekrar deneyin.',
    basket_limit: 'Tek bir sipariş için çok fazla bilet seçtiniz. Lütfen daha az seçin.',
    inventory_changed:
      'Siz seçim yaparken bazı biletler tükendi. Sepetinizi güncelledik: lütfen kontrol edip tekrar deneyin.',
    idempotency_conflict: 'Siparişiniz gönderilirken değişti. Lütfen tekrar deneyin.',
    request_in_progress: 'Siparişiniz hâlâ işleniyor. Lütfen biraz bekleyin.',
    rate_limited: 'Şu anda çok fazla istek var. Lütfen birkaç saniye bekleyip tekrar deneyin.',
    unavailable:
      'Bilet satış sistemine geçici olarak ulaşılamıyor. Lütfen birazdan tekrar deneyin.',
    empty_basket: 'En az bir bilet seçin.',
    config: 'Bu bilet widget’ı doğru yapılandırılmamış.',
    unknown: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
    retry: 'Tekrar dene',
  },
  list: {
    heading: 'Yaklaşan etkinlikler',
    from: (price) => `Başlangıç fiyatı: ${price}`,
    free: 'Ücretsiz',
    more: 'Daha fazla etkinlik göster',
    loadingMore: 'Daha fazla etkinlik yükleniyor…',
    back: 'Tüm etkinlikler',
    empty: 'Şu anda satışta etkinlik yok.',
    status: {
      sold_out: 'Tükendi',
      cancelled: 'İptal edildi',
      sales_ended: 'Satış sona erdi',
      scheduled: 'Yakında satışta',
      unknown: 'Satışta değil',
      on_sale: 'Satışta',
      few_left: 'Az kaldı',
    },
  },
  calendar: {
    previousMonth: 'Önceki ay',
    nextMonth: 'Sonraki ay',
    previousWeek: 'Önceki hafta',
    nextWeek: 'Sonraki hafta',
    nextMonthWithEvents: 'Etkinlik olan sonraki ay',
    nextWeekWithEvents: 'Etkinlik olan sonraki hafta',
    emptyMonth: (month) => `${month}: etkinlik yok.`,
    emptyWeek: 'Bu hafta etkinlik yok.',
    noLater: 'Bunlardan sonra etkinlik yok.',
    events: (n) => `${n} etkinlik`,
    noEvents: 'Bu günde etkinlik yok.',
  },
  buy: {
    label: 'Bilet al',
    from: (price) => `Başlangıç fiyatı: ${price}`,
  },
  embed: {
    frameCheckout: 'Bilet satın alma',
    frameList: 'Bilet satışı',
    close: 'Kapat',
    fallback: 'Biletler organizatörün web sitesinde',
    problem: (attribute) =>
      `Biletler burada gösterilemiyor: bilet widget’ının “${attribute}” ayarının düzeltilmesi gerekiyor (ayrıntılar tarayıcı konsolunda).`,
    failed: 'Biletler şu anda gösterilemiyor. Tekrar denemek için lütfen sayfayı yenileyin.',
    refused:
      'Bu sayfada bilet satın alınamaz. Lütfen biletlerinizi organizatörün web sitesinden alın.',
  },
};
