import type { CopyOf } from './CopyOf';
import type { site as english } from './site.en';

/**
 * Indonesian copy (Indonesia), part "site": the official site. The claims are the Indonesian market's
 * (spec 1). Titles are in `core`.
 */
export const site: CopyOf<typeof english> = {
  // Header and navigation
  'site.home': 'Beranda',
  'site.nav': 'Situs',
  'site.menu': 'Menu',
  'site.nav.home': 'Beranda',
  'site.nav.about': 'Tentang Kami',
  'site.nav.reviews': 'Ulasan Pengguna',
  'site.nav.policy': 'Kebijakan Privasi',
  'site.nav.terms': 'Syarat dan Ketentuan Pinjaman',
  'site.nav.contact': 'Hubungi Kami',
  // Descriptions (<meta name="description">), one per section
  'site.description.home':
    'Pinjaman pribadi instan Rp 1.000.000 sampai Rp 15.000.000, dipercaya lebih dari 3 juta pengguna. Ajukan dan bayar dari ponsel Anda.',
  'site.description.about':
    'Siapa kami: layanan pinjaman digital dengan biaya yang jelas dan tanpa berkas kertas.',
  'site.description.reviews':
    'Apa kata peminjam tentang pinjaman instan kami, beserta penilaian bintang mereka.',
  'site.description.policy':
    'Cara kami mengumpulkan, menggunakan, dan melindungi data pribadi Anda, serta hak Anda atas data tersebut.',
  'site.description.terms':
    'Syarat dan ketentuan pinjaman kami: jumlah, jangka waktu, bunga, denda keterlambatan, dan pembayaran.',
  'site.description.contact':
    'Tulis kepada kami: kirim nama, e-mail, dan pesan Anda, dan kami akan membalas melalui e-mail.',
  // Home
  'site.hero.title': 'Pinjaman pribadi instan, langsung ke rekening bank Anda',
  'site.hero.lead': 'Ajukan dari ponsel dalam hitungan menit. Tanpa ke kantor cabang, tanpa berkas kertas.',
  'site.slide1.title': 'Rp 1.000.000 sampai Rp 15.000.000',
  'site.slide1.text': 'Pinjam sesuai kebutuhan, saat Anda membutuhkannya.',
  'site.slide2.title': 'Lebih dari 3 juta pengguna',
  'site.slide2.text': 'Bergabunglah dengan jutaan orang yang sudah meminjam bersama kami.',
  'site.slide3.title': 'Semua dari ponsel Anda',
  'site.slide3.text': 'Ajukan, tanda tangani, dan bayar pinjaman secara online.',
  'site.claims': 'Mengapa meminjam bersama kami',
  'site.claim1': 'Pinjaman dari Rp 1.000.000 sampai Rp 15.000.000',
  'site.claim2': 'Dipercaya lebih dari 3 juta pengguna',
  'site.claim3': 'Keputusan dalam 1 hari',
  'site.claim4': 'Ajukan, tanda tangani, dan bayar secara online',
  'site.getApp': 'Dapatkan aplikasinya',
  'site.getAppHint': 'Unduh aplikasinya untuk mengajukan pinjaman dan memantau pembayarannya.',
  'site.getAppAction': 'Unduh aplikasi',
  'site.getAppSoon': 'Tautan unduhan aplikasi akan segera tersedia di sini.',
  'site.qrTitle': 'Pindai untuk mengunduh aplikasi',
  'site.qrHint':
    'Sedang di komputer? Arahkan kamera ponsel Anda ke kode ini untuk membuka halaman aplikasi di toko.',
  'site.qrLabel': 'Kode QR halaman aplikasi di toko',
  'site.newWindow': '(terbuka di jendela baru)',
  // About us
  'site.about.lead':
    'Kami adalah layanan pinjaman digital. Kami membantu orang di Indonesia meminjam dana dengan cepat dan membayarnya sesuai jadwal mereka sendiri, sepenuhnya dari ponsel.',
  'site.about.leadBranded':
    '{brand} adalah layanan pinjaman digital. Kami membantu orang di Indonesia meminjam dana dengan cepat dan membayarnya sesuai jadwal mereka sendiri, sepenuhnya dari ponsel.',
  'site.about.mission': 'Misi kami',
  'site.about.missionText':
    'Setiap orang yang berpenghasilan tetap seharusnya dapat menutup pengeluaran tak terduga tanpa berkas, antrean, atau biaya tersembunyi.',
  'site.about.how': 'Cara kerjanya',
  'site.about.step1': 'Unduh aplikasinya dan daftar dengan nomor ponsel Anda.',
  'site.about.step2': 'Isi data Anda lalu pilih jumlah dan jangka waktu pinjaman.',
  'site.about.step3': 'Terima keputusan dalam 1 hari dan dananya di rekening bank Anda.',
  'site.about.step4': 'Bayar tepat waktu di aplikasi, sekaligus atau dengan cicilan.',
  'site.about.values': 'Prinsip kami',
  'site.about.value.clear': 'Semua biaya ditampilkan sebelum Anda menerima pinjaman.',
  'site.about.value.data': 'Data Anda hanya digunakan untuk melayani pinjaman Anda dan tidak pernah dijual.',
  'site.about.value.fair': 'Penagihan yang adil dan sopan, selalu sesuai hukum.',
  // User evaluation
  'site.reviews.lead': 'Para peminjam menceritakan pengalaman pinjaman mereka.',
  'site.reviews.stars': 'Penilaian',
  'site.review1.name': 'Siti R.',
  'site.review1.place': 'Bandung',
  'site.review1.text':
    'Saya butuh dana untuk biaya rumah sakit ibu saya di akhir bulan. Dananya masuk ke rekening saya sore itu juga.',
  'site.review2.name': 'Budi S.',
  'site.review2.place': 'Surabaya',
  'site.review2.text':
    'Aplikasinya menunjukkan dengan jelas berapa yang harus saya bayar sebelum saya setuju. Tidak ada kejutan saat jatuh tempo.',
  'site.review3.name': 'Dewi A.',
  'site.review3.place': 'Yogyakarta',
  'site.review3.text':
    'Mudah diajukan dan pengingatnya membantu saya membayar tepat waktu. Saya berharap ada tenor lebih panjang untuk jumlah besar.',
  'site.review4.name': 'Agus P.',
  'site.review4.place': 'Medan',
  'site.review4.text':
    'Layanan pelanggan menjawab pertanyaan saya soal pelunasan lebih awal dengan cepat dan jelas. Pinjaman kedua saya bahkan lebih cepat.',
  // Privacy policy and loan terms (their text comes from part "info" with the section)
  'site.loadingDocument': 'Memuat dokumen…',
  // Contact us
  'site.contact.lead': 'Ada pertanyaan tentang pinjaman atau pembayaran? Kirimkan pesan kepada kami.',
  'site.contact.leadCall': 'Ada pertanyaan tentang pinjaman atau pembayaran? Hubungi kami di {phone}.',
  'site.contact.leadApp':
    'Ada pertanyaan tentang pinjaman atau pembayaran? Tanyakan kepada layanan pelanggan di aplikasi.',
  'site.contact.name': 'Nama lengkap',
  'site.contact.email': 'E-mail Anda',
  'site.contact.message': 'Pesan',
  'site.contact.submit': 'Kirim lewat e-mail',
  'site.contact.how':
    'Tombol Kirim lewat e-mail membuka aplikasi e-mail Anda berisi pesan untuk {email}, siap dikirim.',
  'site.contact.incomplete': 'Silakan lengkapi informasinya!',
  'site.contact.badEmail': 'Masukkan alamat e-mail yang valid, misalnya nama@contoh.com.',
  'site.contact.sent':
    'Pesan Anda sudah siap di aplikasi e-mail. Kirimkan dari sana, dan kami akan membalas ke {from}.',
  'site.contact.openAgain': 'Buka e-mail lagi',
  'site.contact.writeTo': 'Atau tulis ke {email} dari akun e-mail mana pun.',
  'site.contact.mailSubject': 'Pesan dari {name} (situs web)',
  'site.contact.mailSignature': 'Dari: {name}, {email}',
  // Footer
  'site.footer': 'Informasi perusahaan',
  'site.footer.company': 'Perusahaan',
  'site.footer.phone': 'Telepon',
  'site.footer.address': 'Alamat',
  'site.footer.email': 'E-mail',
  'site.footer.copyright': '© {year} {company}. Hak cipta dilindungi undang-undang.',
  'site.footer.copyrightUnbranded': '© {year}. Hak cipta dilindungi undang-undang.',
};
