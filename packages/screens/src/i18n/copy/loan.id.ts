import type { CopyOf } from './CopyOf';
import type { loan as en } from './loan.en';

/** Indonesian copy (Indonesia), part "loan": the same keys as the English part, checked by the type system. */
export const loan: CopyOf<typeof en> = {
  'recommended.intro': 'Pinjaman lain yang bisa Anda ajukan hari ini.',
  'recommended.listLabel': 'Produk pinjaman',
  'recommended.empty': 'Belum ada penawaran pinjaman',
  'recommended.emptyDescription':
    'Penawaran baru dari mitra kami akan muncul di sini. Silakan cek kembali nanti.',
  'recommended.loading': 'Memuat penawaran pinjaman…',
  'jointLogin.defaultMessage': 'Kami tidak dapat memasukkan Anda ke aplikasi mitra pemberi pinjaman.',
  'jointLogin.products': 'Coba pinjaman lain berikut',
  'jointLogin.loading': 'Memuat pengajuan Anda…',
  'loanDetails.order': 'Rincian pesanan',
  'loanDetails.recommended': 'Rekomendasi untuk Anda',
  'loanDetails.loading': 'Memuat detail pinjaman Anda…',
  'loanDetails.ratingRequired': 'Silakan pilih 1 sampai 5 bintang terlebih dahulu',
  'loanDetails.thanksTitle': 'Terima kasih atas masukan Anda',
  'loanDetails.thanksMessage':
    'Kami membaca setiap penilaian dan akan menggunakan penilaian Anda untuk meningkatkan layanan kami.',
  'loanConfirm.summary': 'Yang akan Anda bayar',
  'loanConfirm.total': 'Total pembayaran',
  'loanConfirm.instalments': 'Dalam {count} kali cicilan, sesuai rencana di bawah.',
  'loanConfirm.onePayment': 'Dalam satu kali pembayaran, pada tanggal di bawah.',
  'loanConfirm.breakdown': 'Rincian pinjaman',
  'loanConfirm.planMissing': 'Rencana pembayaran Anda tidak dapat ditampilkan. Coba lagi',
  'loanConfirm.agreeListed': 'Saya telah membaca dan menyetujui perjanjian di bawah ini',
  'loanConfirm.agreeAll': 'Saya telah membaca dan menyetujui perjanjian pinjaman',
  'loanConfirm.consentRequired': 'Centang kotak untuk menyetujui perjanjian pinjaman terlebih dahulu',
  'loanConfirm.agreementScrollHint': 'Gulir untuk membaca seluruh perjanjian.',
  'loanConfirm.agreementFallbackTitle': 'Perjanjian pinjaman',
  'loanConfirm.agreements': 'Persetujuan Anda',
  'loanConfirm.agree': 'Setuju',
  'loanConfirm.loading': 'Memuat penawaran pinjaman Anda…',
};
