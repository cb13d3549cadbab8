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
  // Kebijakan privasi (/privacyPolicy): sembilan bagian; identitas perusahaan tidak dicantumkan.
  'info.privacy.intro':
    'Kebijakan ini menjelaskan informasi pribadi apa saja yang dikumpulkan oleh {brand} pada saat Anda menggunakan aplikasi dan halaman ini, tujuan pengumpulannya, pihak yang menerimanya, serta hak-hak Anda atas informasi tersebut.',
  'info.privacy.introUnbranded':
    'Kebijakan ini menjelaskan informasi pribadi apa saja yang kami kumpulkan pada saat Anda menggunakan aplikasi dan halaman ini, tujuan pengumpulannya, pihak yang menerimanya, serta hak-hak Anda atas informasi tersebut.',
  'info.privacy.use': 'Penggunaan informasi Anda',
  'info.privacy.use.lead':
    'Kami menggunakan informasi yang Anda berikan, serta informasi yang dibagikan oleh ponsel Anda atas izin Anda, untuk:',
  'info.privacy.use.identity': 'memverifikasi identitas Anda sebagaimana diwajibkan oleh ketentuan pinjaman;',
  'info.privacy.use.assess':
    'menilai pengajuan pinjaman Anda dan menentukan jumlah yang dapat kami pinjamkan;',
  'info.privacy.use.service':
    'mencairkan pinjaman Anda, menagih pembayaran, dan mengirimkan pemberitahuan terkait pinjaman tersebut;',
  'info.privacy.use.support': 'menjawab pertanyaan dan menangani pengaduan Anda;',
  'info.privacy.use.fraud': 'mencegah penipuan dan memenuhi kewajiban hukum kami;',
  'info.privacy.use.improve':
    'meningkatkan layanan kami dengan data statistik yang tidak mengidentifikasi Anda.',
  'info.privacy.use.limit':
    'Kami tidak menggunakan informasi Anda untuk tujuan apa pun yang belum kami beritahukan kepada Anda, dan kami tidak pernah menjualnya.',
  'info.privacy.disclosure': 'Pengungkapan informasi Anda',
  'info.privacy.disclosure.lead': 'Kami hanya membagikan informasi yang diperlukan, dan hanya kepada:',
  'info.privacy.disclosure.lenders':
    'mitra pemberi pinjaman dan bank yang mendanai serta mencairkan pinjaman Anda;',
  'info.privacy.disclosure.bureaus': 'lembaga informasi perkreditan, sebagaimana diwajibkan oleh hukum;',
  'info.privacy.disclosure.payments': 'penyedia jasa pembayaran yang memproses pembayaran Anda;',
  'info.privacy.disclosure.vendors':
    'penyedia layanan yang bekerja untuk kami dengan kewajiban menjaga kerahasiaan, seperti layanan hosting dan dukungan pelanggan;',
  'info.privacy.disclosure.authorities':
    'pengadilan, regulator, dan aparat penegak hukum, apabila diwajibkan oleh hukum.',
  'info.privacy.disclosure.duty':
    'Setiap pihak yang menerima informasi Anda wajib melindunginya dan hanya menggunakannya untuk tujuan informasi tersebut dibagikan.',
  'info.privacy.cookies': 'Cookie dan teknologi serupa',
  'info.privacy.cookies.what':
    'Halaman ini menyimpan sejumlah kecil data di perangkat Anda (cookie dan penyimpanan lokal) agar Anda tetap masuk, bahasa pilihan Anda tetap diingat, dan formulir yang telah Anda mulai tidak hilang. Kami tidak menggunakannya untuk iklan.',
  'info.privacy.cookies.control':
    'Anda dapat menghapusnya melalui pengaturan peramban. Setelah itu, beberapa halaman mungkin meminta Anda masuk kembali, dan formulir yang belum selesai akan hilang.',
  'info.privacy.security': 'Keamanan informasi Anda',
  'info.privacy.security.measures':
    'Kami melindungi informasi Anda dengan enkripsi selama pengiriman, pembatasan akses, dan pemeriksaan keamanan secara berkala. Hanya karyawan yang memerlukannya untuk pekerjaan mereka yang dapat melihatnya.',
  'info.privacy.security.breach':
    'Tidak ada sistem yang sepenuhnya aman. Apabila terjadi kebocoran yang memengaruhi informasi Anda, kami akan memberitahukannya kepada Anda dan kepada otoritas yang berwenang sebagaimana diwajibkan oleh hukum.',
  'info.privacy.security.codes':
    'Jangan berikan kata sandi dan kode sekali pakai Anda kepada siapa pun: kami tidak akan pernah memintanya melalui telepon, SMS, atau surel.',
  'info.privacy.fairness': 'Nondiskriminasi',
  'info.privacy.fairness.rights':
    'Kami tidak akan memperlakukan Anda secara kurang baik atau menolak memberikan layanan karena Anda menggunakan hak privasi Anda.',
  'info.privacy.fairness.decisions':
    'Keputusan pinjaman didasarkan pada informasi yang relevan dengan pengajuan Anda, tidak pernah pada agama, suku, ras, jenis kelamin, atau alasan serupa.',
  'info.privacy.rights': 'Hak-hak Anda',
  'info.privacy.rights.lead': 'Anda berhak untuk:',
  'info.privacy.rights.access':
    'akses: menanyakan informasi apa saja yang kami simpan tentang Anda dan memperoleh salinannya;',
  'info.privacy.rights.correct':
    'perbaikan: meminta agar informasi yang tidak akurat atau tidak lengkap diperbaiki;',
  'info.privacy.rights.erase':
    'penghapusan: meminta agar informasi yang tidak lagi kami perlukan dan tidak wajib kami simpan menurut hukum dihapus;',
  'info.privacy.rights.cancel':
    'menutup akun: menutup akun Anda kapan saja, sepanjang Anda tidak memiliki pinjaman yang belum lunas;',
  'info.privacy.rights.object':
    'keberatan: mengajukan keberatan atas penggunaan informasi Anda, misalnya untuk pemasaran;',
  'info.privacy.rights.restrict':
    'pembatasan: meminta kami membatasi penggunaan informasi Anda selama permintaan atau pengaduan sedang diselesaikan;',
  'info.privacy.rights.withdraw':
    'menarik persetujuan: menarik kembali persetujuan yang telah Anda berikan; hal ini tidak memengaruhi pemrosesan yang telah dilakukan sebelumnya, dan sebagian layanan mungkin tidak lagi dapat digunakan;',
  'info.privacy.rights.complain':
    'mengadu: menyampaikan pengaduan kepada otoritas pelindungan data pribadi di negara Anda apabila Anda tidak puas dengan jawaban kami.',
  'info.privacy.rights.how':
    'Untuk menggunakan hak tersebut, hubungi kami sebagaimana diuraikan di bawah ini. Kami akan menjawab tanpa penundaan yang tidak semestinya, dan apabila kami tidak dapat memenuhi permintaan Anda, kami akan menjelaskan alasannya.',
  'info.privacy.minors': 'Pelindungan anak di bawah umur',
  'info.privacy.minors.text':
    'Layanan kami hanya diperuntukkan bagi orang dewasa berusia 18 tahun ke atas. Kami tidak dengan sengaja mengumpulkan informasi tentang seseorang yang lebih muda; apabila kami mengetahui hal tersebut, kami akan menghapusnya.',
  'info.privacy.changes': 'Perubahan kebijakan ini',
  'info.privacy.changes.text':
    'Kami dapat memperbarui kebijakan ini apabila layanan kami atau peraturan perundang-undangan berubah. Perubahan penting akan kami beritahukan melalui aplikasi atau surel sebelum berlaku. Versi yang tercantum di halaman ini adalah versi yang berlaku.',
  'info.privacy.contacts': 'Kontak',
  'info.privacy.contacts.text':
    'Untuk pertanyaan mengenai kebijakan ini atau untuk menggunakan hak Anda, silakan hubungi layanan pelanggan kami. Permintaan Anda akan diteruskan kepada pejabat yang bertanggung jawab atas pelindungan data.',
  'info.privacy.contacts.open': 'Buka layanan pelanggan',
  // Syarat pinjaman (/loanAgreement, /Loan di situs): India menampilkan dokumen spesifikasi (hanya bahasa
  // Inggris); Indonesia menampilkan dokumen pemberi pinjaman, atau di mana syarat peminjam berada.
  'info.terms.englishOnly': 'Syarat ini berlaku untuk pinjaman di India dan tersedia dalam bahasa Inggris.',
  'info.terms.where.title': 'Di mana syarat pinjaman Anda',
  'info.terms.where.text':
    'Syarat pinjaman Anda tercantum dalam perjanjian pinjaman yang Anda setujui sebelum dana dicairkan. Perjanjian itu menyebutkan pemberi pinjaman Anda serta jumlah pinjaman, biaya, tanggal jatuh tempo, dan akibat jika pembayaran terlambat.',
  'info.terms.where.before':
    'Belum meminjam? Aplikasi menampilkan perjanjian pinjaman bersama penawaran Anda sebelum Anda menyetujuinya.',
  'info.terms.where.help':
    'Untuk salinan perjanjian Anda atau pertanyaan mengenainya, hubungi layanan pelanggan.',
};
