/**
 * Indonesian, first-render half (the purchase half is `id-purchase.ts`). A chunk of its own
 * that imports nothing at run time. Polite register with “Anda” and «Silakan» / «Mohon», as
 * Indonesian shops write. Indonesian has a single plural category (`Intl.PluralRules('id')`
 * knows only `other`), and a noun after a number stays as it is («3 tiket»), so counts need
 * no plural helper.
 */
import type { CoreMessages } from './en';

/** The file and sha384 of `id-purchase.ts`'s chunk (see purchase-half.d.ts). */
export const purchase = __BOXOFFICE_PURCHASE_HALF__;

/** Indonesian UI text before the purchase. */
export const messages: CoreMessages = {
  loading: 'Memuat tiket…',
  event: {
    more: 'Selengkapnya',
    posterAlt: (title) => `Poster ${title}`,
    organizer: (name) => `Diselenggarakan oleh ${name}`,
    ageRestriction: (age) => `Batas usia: ${age}`,
    addToCalendar: 'Tambahkan ke kalender',
    calendarFile: 'File kalender (.ics)',
    map: 'Peta',
    newTab: '(terbuka di tab baru)',
  },
  sale: {
    cancelled: 'Acara ini dibatalkan.',
    sold_out: 'Tiket acara ini sudah habis terjual.',
    sales_ended: 'Penjualan tiket untuk acara ini sudah berakhir.',
    scheduled: 'Tiket belum dijual. Silakan kembali lagi nanti.',
    unknown_status: 'Tiket acara ini saat ini tidak dapat dibeli di sini.',
    reserved_seating:
      'Acara ini memakai tempat duduk bernomor: pilih kursi Anda di situs penyelenggara.',
    unknown_seating: 'Tiket acara ini dijual di situs penyelenggara.',
    payments_disabled: 'Tiket berbayar saat ini tidak tersedia di sini.',
    no_tiers: 'Tidak ada tiket untuk acara ini yang ditawarkan di sini.',
    buyElsewhere: 'Beli di situs penyelenggara',
  },
  tiers: {
    heading: 'Tiket',
    free: 'Gratis',
    left: (n) => `Tersisa ${n} tiket lagi`,
    soldOut: 'Habis',
    remove: (tier) => `${tier}: kurangi satu`,
    add: (tier) => `${tier}: tambah satu`,
    quantity: (tier) => `${tier}: jumlah`,
    reduced: (tier, from, to) =>
      to.value === 0
        ? `${tier}: tiket habis, dihapus dari keranjang Anda.`
        : `${tier}: jumlah dikurangi dari ${from} menjadi ${to}.`,
    limit: {
      sold_out: 'Habis',
      tier_limit: (n) => `Hanya ${n} tiket tersedia`,
      order_limit: (max) => `Maksimal ${max} tiket per pesanan`,
      event_limit: 'Tiket untuk acara ini sudah habis',
      payments_disabled: 'Tidak tersedia untuk pembayaran online',
    },
  },
  errors: {
    network: 'Tidak dapat terhubung ke toko tiket. Periksa koneksi Anda, lalu coba lagi.',
    invalid_response:
      'Toko tiket mengirim jawaban yang tidak dapat kami baca. Silakan coba lagi nanti.',
    invalid_payment_url:
      'Alamat halaman pembayaran tampak tidak benar, jadi tidak kami buka. Silakan coba lagi.',
    unauthorized: 'Toko tiket ini belum diatur dengan benar.',
    forbidden: 'Tiket acara ini tidak dapat dijual di situs web ini.',
    not_found: 'Acara ini tidak ditemukan.',
    invalid_request: 'Beberapa data perlu diperbaiki.',
    idempotency_key_required: 'Terjadi kesalahan saat memulai pembelian. Silakan coba lagi.',
    basket_limit: 'Terlalu banyak tiket untuk satu pesanan. Silakan pilih lebih sedikit.',
    inventory_changed:
      'Beberapa tiket habis terjual saat Anda memilih. Kami sudah memperbarui keranjang Anda: periksa kembali, lalu coba lagi.',
    idempotency_conflict: 'Pesanan Anda berubah saat sedang dikirim. Silakan coba lagi.',
    request_in_progress: 'Pesanan Anda masih diproses. Mohon tunggu sebentar.',
    rate_limited: 'Terlalu banyak permintaan saat ini. Tunggu beberapa detik, lalu coba lagi.',
    unavailable: 'Toko tiket untuk sementara tidak tersedia. Silakan coba lagi sebentar lagi.',
    empty_basket: 'Pilih setidaknya satu tiket.',
    config: 'Widget tiket ini belum diatur dengan benar.',
    unknown: 'Terjadi kesalahan. Silakan coba lagi.',
    retry: 'Coba lagi',
  },
  list: {
    heading: 'Acara mendatang',
    from: (price) => `mulai ${price}`,
    free: 'Gratis',
    more: 'Tampilkan acara lainnya',
    loadingMore: 'Memuat acara lainnya…',
    back: 'Semua acara',
    empty: 'Saat ini tidak ada acara yang dijual.',
    status: {
      sold_out: 'Habis',
      cancelled: 'Dibatalkan',
      sales_ended: 'Penjualan berakhir',
      scheduled: 'Segera dijual',
      unknown: 'Tidak dijual',
      on_sale: 'Dijual',
      few_left: 'Tersisa sedikit',
    },
  },
  calendar: {
    previousMonth: 'Bulan sebelumnya',
    nextMonth: 'Bulan berikutnya',
    previousWeek: 'Minggu sebelumnya',
    nextWeek: 'Minggu berikutnya',
    nextMonthWithEvents: 'Bulan berikutnya yang ada acara',
    nextWeekWithEvents: 'Minggu berikutnya yang ada acara',
    emptyMonth: (month) => `Tidak ada acara pada ${month}.`,
    emptyWeek: 'Tidak ada acara minggu ini.',
    noLater: 'Tidak ada acara lagi setelah ini.',
    events: (n) => `${n} acara`,
    noEvents: 'Tidak ada acara pada hari ini.',
  },
  buy: {
    label: 'Beli tiket',
    from: (price) => `mulai ${price}`,
  },
  embed: {
    frameCheckout: 'Pembelian tiket',
    frameList: 'Penjualan tiket',
    close: 'Tutup',
    fallback: 'Beli tiket di situs penyelenggara',
    problem: (attribute) =>
      `Tiket tidak dapat ditampilkan di sini: pengaturan “${attribute}” pada widget tiket perlu diperbaiki (detail ada di konsol browser).`,
    failed: 'Tiket tidak dapat ditampilkan saat ini. Muat ulang halaman untuk mencoba lagi.',
    refused: 'Tiket tidak dapat dibeli di halaman ini. Silakan beli di situs web penyelenggara.',
  },
};
