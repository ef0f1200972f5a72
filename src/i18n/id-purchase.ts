/**
 * Indonesian, purchase half: the form, promo code, summary, submit button and outcome (see
 * `id.ts`; no plural helper: Indonesian has the one category `other`).
 */
import type { PurchaseMessages } from './en-purchase';

/** Indonesian UI text of the purchase. */
export const messages: PurchaseMessages = {
  promo: {
    label: 'Kode promo',
    apply: 'Terapkan',
    checking: 'Memeriksa kode…',
    applied: (code) => `Kode ${code} berhasil diterapkan.`,
    invalid: 'Kode ini tidak valid.',
    expired: 'Kode ini sudah kedaluwarsa.',
    unknown: 'Kode ini tidak dapat diterapkan.',
  },
  summary: {
    heading: 'Ringkasan pesanan',
    line: (quantity, name) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Diskon',
    fees: 'Biaya layanan',
    total: 'Total',
    estimatedTotal: 'Perkiraan total',
    estimate:
      'Kami belum dapat memastikan harga saat ini. Perkiraan ini memakai harga yang tercantum; harga akhir dipastikan saat pembayaran.',
    updating: 'Memperbarui harga…',
    priceChanged: (name, was, now) =>
      `Harga ${name} diperbarui: sebelumnya ${was}, sekarang ${now}.`,
  },
  form: {
    heading: 'Data Anda',
    name: 'Nama lengkap',
    email: 'Email',
    phone: 'Telepon',
    optional: '(opsional)',
    required: '(wajib)',
    phoneHint: 'Dengan kode negara, mis. +62 812 3456 7890',
    questions: 'Beberapa pertanyaan dari penyelenggara',
    errorSummary: (n) => `Perbaiki ${n} kolom berikut:`,
    errors: {
      required: 'Kolom ini wajib diisi.',
      email_invalid: 'Masukkan alamat email seperti nama@example.com.',
      phone_invalid: 'Masukkan nomor telepon dengan kode negara, mis. +62 812 3456 7890.',
      invalid: 'Periksa kolom ini.',
    },
  },
  submit: {
    pay: (amount) => `Bayar ${amount}`,
    free: 'Dapatkan tiket gratis',
    busy: 'Memproses…',
    empty: 'Pilih tiket Anda',
  },
  checkout: {
    paidTitle: 'Pembayaran diterima – sampai jumpa di acara!',
    completedTitle: 'Sampai jumpa di acara!',
    bought: 'Tiket Anda',
    order: (id) => `Nomor pesanan: ${id}`,
    total: (amount) => `Total: ${amount}`,
    emailSent: (email) => `Email konfirmasi sedang dikirim ke ${email}.`,
    emailSentNoAddress: 'Email konfirmasi sedang dikirim.',
    failedTitle: 'Pembayaran gagal',
    failed:
      'Pembayaran Anda tidak berhasil dan Anda tidak dikenai biaya. Tiket Anda masih ada di keranjang.',
    canceledTitle: 'Pembayaran dibatalkan',
    canceled: 'Pembayaran dibatalkan. Tiket Anda masih ada di keranjang.',
    expiredTitle: 'Waktu pembelian habis',
    expired:
      'Waktu pembelian sudah habis karena prosesnya terlalu lama. Tiket Anda masih ada di keranjang.',
    processingTitle: 'Pembayaran masih diproses',
    processing:
      'Pembayaran Anda masih dikonfirmasi. Anda tidak perlu melakukan apa pun lagi: kami akan mengirim email begitu pembayaran selesai.',
    checking: 'Memeriksa pembayaran…',
    popupBlocked: 'Browser Anda memblokir jendela pembayaran.',
    continuePayment: 'Lanjutkan ke pembayaran',
    tryAgain: 'Coba lagi',
  },
};
