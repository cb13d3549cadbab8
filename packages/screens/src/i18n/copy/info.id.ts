import type { CopyOf } from './CopyOf';
import type { info as en } from './info.en';

/** Indonesian copy (Indonesia), part "info": the same keys as the English part, in formal Indonesian. */
export const info: CopyOf<typeof en> = {
  // Layanan pelanggan (/customerService)
  'info.service.intro': 'Kami siap membantu Anda terkait pinjaman, pembayaran, dan akun Anda.',
  'info.service.loading': 'Memuat informasi kontak…',
  'info.service.phone': 'Telepon kami',
  'info.service.email': 'Kirim surel kepada kami',
  'info.service.emailAction': 'Kirim surel',
  'info.service.noContact': 'Informasi kontak kami belum dapat ditampilkan saat ini.',
  'info.service.noContactHint': 'Silakan coba lagi beberapa saat lagi.',
  'info.service.complaint': 'Pengaduan',
  'info.service.complaintHint':
    'Ada masalah dengan pesanan atau pembayaran Anda? Ajukan pengaduan dan kami akan membalas dalam 3 hari kerja.',
  'info.service.complaintAction': 'Ajukan pengaduan',
  'info.service.errorPhone': 'Anda tetap dapat menghubungi kami melalui telepon:',
  // Dipakai bersama oleh dokumen
  'info.contents': 'Daftar isi',
  // Tentang kami (/aboutUs). Baris penawaran adalah klaim pasar (spec 1): Indonesia dalam bahasa Indonesia.
  'info.about.whoWeAre': 'Siapa kami',
  'info.about.intro':
    '{brand} adalah layanan pinjaman digital. Kami membantu masyarakat Indonesia meminjam dana secara cepat dan melunasinya sesuai jadwal mereka, sepenuhnya melalui ponsel.',
  'info.about.introUnbranded':
    'Kami adalah layanan pinjaman digital. Kami membantu masyarakat Indonesia meminjam dana secara cepat dan melunasinya sesuai jadwal mereka, sepenuhnya melalui ponsel.',
  'info.about.offer': 'Yang kami tawarkan',
  'info.about.offer.amount': 'Pinjaman tunai mulai dari Rp 1.000.000 hingga Rp 15.000.000.',
  'info.about.offer.reach': 'Dipercaya oleh lebih dari 3 juta pengguna.',
  'info.about.offer.online':
    'Pengajuan, penandatanganan, dan pembayaran dilakukan secara daring, tanpa perlu datang ke kantor dan tanpa berkas fisik.',
  'info.about.offer.clear':
    'Seluruh biaya dan jumlah yang harus dibayar ditampilkan sebelum Anda memberikan konfirmasi.',
  'info.about.offer.flexible':
    'Pembayaran dapat dilakukan secara cicilan, atau jatuh tempo dapat diperpanjang apabila Anda memerlukan waktu tambahan.',
  'info.about.promise': 'Komitmen kami',
  'info.about.promise.data':
    'Kami hanya mengumpulkan informasi yang diperlukan untuk menilai dan mengelola pinjaman Anda, serta melindunginya sebagaimana diuraikan dalam kebijakan privasi kami.',
  'info.about.promise.fair':
    'Kami memperlakukan setiap peminjam secara adil dan hormat, termasuk ketika pembayaran terlambat.',
  'info.about.promise.help':
    'Tim layanan pelanggan kami siap menjawab pertanyaan dan menangani pengaduan Anda.',
  'info.about.contact': 'Hubungi kami',
  'info.about.readMore': 'Baca selengkapnya',
  'info.about.privacyPolicy': 'Kebijakan privasi',
  'info.about.loanTerms': 'Syarat dan ketentuan pinjaman',
};
