import type { CopyOf } from './CopyOf';
import type { payway as en } from './payway.en';

/** Indonesian copy (Indonesia), part "payway": the same keys as the English part, checked by the type system. */
export const payway: CopyOf<typeof en> = {
  // Card list and SMS step
  'payway.loading': 'Memuat kartu bank Anda…',
  'payway.amountLabel': 'Jumlah yang dibayar',
  'payway.cardsTitle': 'Pilih kartu bank',
  'payway.cardName': '{bank} {number}',
  'payway.addCard': 'Tambah kartu bank',
  'payway.emptyTitle': 'Belum ada kartu bank',
  'payway.emptyText': 'Tambahkan kartu debit atas nama Anda untuk membayar tagihan ini.',
  'payway.loadFailed': 'Gagal memuat kartu Anda',
  'payway.loadFailedText': 'Periksa koneksi Anda, lalu coba lagi.',
  'payway.chooseCard': 'Silakan pilih kartu bank terlebih dahulu',
  'payway.pay': 'Bayar',
  'payway.otherWay': 'Bayar lewat situs bank Anda',
  'payway.codeTitle': 'Masukkan kode verifikasi',
  'payway.codeSent': 'Kami mengirim kode 6 digit lewat SMS ke nomor ponsel kartu {card}.',
  'payway.codeLabel': 'Kode verifikasi',
  'payway.codeInvalid': 'Silakan masukkan kode verifikasi yang benar',
  'payway.wrongCode': 'Kode verifikasi salah',
  'payway.duplicate': 'Jangan mengirim permintaan pembayaran berulang kali',
  'payway.processingFailed': 'Pemrosesan gagal',
  'payway.confirm': 'Konfirmasi pembayaran',
  'payway.processingTitle': 'Pembayaran sedang diproses',
  'payway.processingText':
    'Kami belum menerima kabar tentang pembayaran ini. Jangan membayar lagi: periksa kembali untuk melihat apakah pembayaran berhasil.',
  'payway.checkAgain': 'Periksa lagi',
  'payway.stillProcessing': 'Masih belum ada jawaban. Silakan periksa lagi sebentar lagi.',
  // Bind a card
  'payway.bindTitle': 'Tambah kartu bank',
  'payway.bank': 'Bank',
  'payway.chooseBank': 'Pilih bank Anda',
  'payway.cardNumber': 'Nomor kartu',
  'payway.cardNumberHint': '12 sampai 19 angka di bagian depan kartu Anda',
  'payway.cardNumberShort': 'Nomor kartu terlalu pendek',
  'payway.cardNumberInvalid': 'Nomor kartu ini tidak valid. Silakan periksa kembali',
  'payway.holderName': 'Nama pada kartu',
  'payway.holderMissing': 'Silakan masukkan nama pada kartu',
  'payway.phone': 'Nomor ponsel yang terdaftar di bank',
  'payway.phoneInvalid': 'Silakan masukkan nomor ponsel yang valid',
  'payway.bankMissing': 'Silakan pilih bank Anda',
  'payway.bindSubmit': 'Tambah kartu',
  // Result
  'payway.paidTitle': 'Pembayaran berhasil',
  'payway.paidText': 'Terima kasih. Pinjaman Anda diperbarui dalam beberapa menit.',
  'payway.resultAmount': 'Jumlah dibayar',
  'payway.resultCard': 'Dibayar dengan',
  'payway.resultTime': 'Waktu',
  'payway.resultReference': 'Nomor referensi',
  'payway.resultSent': 'Jumlah yang dikirim',
  'payway.unknownTitle': 'Pembayaran dikirim',
  'payway.unknownText':
    'Kami belum bisa memastikan pembayaran ini di sini. Detail pinjaman Anda akan menampilkannya setelah bank memprosesnya.',
  'payway.backToLoan': 'Kembali ke detail pinjaman',
  // Provider redirect
  'payway.redirecting': 'Mengarahkan ke bank Anda…',
  'payway.redirectingText':
    'Halaman pembayaran bank Anda akan terbuka sebentar lagi. Kembali ke sini setelah Anda membayar.',
  'payway.redirectRefusedTitle': 'Halaman pembayaran ini tidak dapat dibuka',
  'payway.redirectRefusedText':
    'Alamat yang kami terima bukan alamat web yang aman, jadi tidak kami buka. Silakan bayar dengan kartu bank.',
  'payway.redirectFailed': 'Gagal membuka halaman pembayaran',
  'payway.backToCards': 'Kembali ke kartu bank',
} as const;
