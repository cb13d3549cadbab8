import type { CopyOf } from './CopyOf';
import type { loan as en } from './loan.en';

/** Indonesian copy (Indonesia), part "loan": the same keys as the English part, checked by the type system. */
export const loan: CopyOf<typeof en> = {
  'recommended.title': 'Pengajuan Khusus',
  'recommended.intro': 'Pinjaman lain yang bisa Anda ajukan hari ini.',
  'recommended.listLabel': 'Produk pinjaman',
  'recommended.empty': 'Belum ada penawaran pinjaman',
  'recommended.emptyDescription':
    'Penawaran baru dari mitra kami akan muncul di sini. Silakan cek kembali nanti.',
  'jointLogin.title': 'Pengajuan belum berhasil',
  'jointLogin.defaultMessage': 'Kami tidak dapat memasukkan Anda ke aplikasi mitra pemberi pinjaman.',
  'jointLogin.products': 'Coba pinjaman lain berikut',
  'loanDetails.title': 'Detail Pinjaman',
  'loanDetails.order': 'Rincian pesanan',
  'loanDetails.recommended': 'Rekomendasi untuk Anda',
  'loanDetails.ratingRequired': 'Silakan pilih 1 sampai 5 bintang terlebih dahulu',
  'loanDetails.thanksTitle': 'Terima kasih atas masukan Anda',
  'loanDetails.thanksMessage':
    'Kami membaca setiap penilaian dan akan menggunakan penilaian Anda untuk meningkatkan layanan kami.',
  'loanConfirm.summary': 'Yang akan Anda bayar',
  'loanConfirm.total': 'Total pembayaran',
  'loanConfirm.cost': 'Biaya pinjaman',
  'loanConfirm.costNote': 'Total pembayaran dikurangi jumlah yang Anda pinjam.',
  'loanConfirm.breakdown': 'Rincian pinjaman',
  'loanConfirm.planMissing': 'Rencana pembayaran belum tersedia.',
  'loanConfirm.agreeTo': 'Saya telah membaca dan menyetujui',
  'loanConfirm.agreeAll': 'Saya telah membaca dan menyetujui perjanjian pinjaman',
  'loanConfirm.agreeHint': 'Centang kotak persetujuan sebelum mengonfirmasi.',
  'loanConfirm.agreementModalTitle': 'Harap baca dan setujui',
  'loanConfirm.agreementFallbackTitle': 'Perjanjian pinjaman',
  'loanConfirm.agreements': 'Persetujuan Anda',
  'loanConfirm.agree': 'Setuju',
  'loanConfirm.loading': 'Memuat penawaran pinjaman Anda…',
};
