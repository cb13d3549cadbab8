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
  // Syarat dan ketentuan pinjaman (/loanAgreement, spec 16): 22 bagian; angka berasal dari aturan (spec 9).
  'info.terms.intro':
    'Harap membaca syarat ini dengan saksama sebelum Anda menerima pinjaman. Syarat ini berlaku bersama dengan perjanjian pinjaman dan halaman konfirmasi pinjaman Anda.',
  'info.terms.lender': 'Informasi pemberi pinjaman',
  'info.terms.lender.text':
    'Syarat ini merupakan perjanjian antara Anda sebagai peminjam dan {brand} sebagai pemberi pinjaman ("Pemberi Pinjaman"). Rincian pendaftaran Pemberi Pinjaman tercantum dalam perjanjian pinjaman Anda.',
  'info.terms.lender.textUnbranded':
    'Syarat ini merupakan perjanjian antara Anda sebagai peminjam dan pemberi pinjaman yang disebutkan dalam perjanjian pinjaman Anda ("Pemberi Pinjaman"), yang juga memuat rincian pendaftarannya.',
  'info.terms.definitions': 'Definisi',
  'info.terms.definitions.lead': 'Dalam syarat ini:',
  'info.terms.definitions.loan':
    '"Pinjaman" berarti jumlah yang dipinjamkan oleh Pemberi Pinjaman kepada Anda berdasarkan syarat ini;',
  'info.terms.definitions.disbursal': '"Pencairan" berarti pembayaran Pinjaman ke rekening bank Anda;',
  'info.terms.definitions.dueDate':
    '"Tanggal jatuh tempo" berarti tanggal paling lambat suatu cicilan harus dibayar, sebagaimana ditampilkan dalam aplikasi;',
  'info.terms.definitions.unpaid':
    '"Jumlah terutang" berarti setiap bagian cicilan yang belum dibayar pada tanggal jatuh temponya;',
  'info.terms.definitions.businessDay':
    '"Hari kerja" berarti hari selain Sabtu, Minggu, atau hari libur nasional, pada saat bank beroperasi.',
  'info.terms.purpose': 'Tujuan pinjaman',
  'info.terms.purpose.text':
    'Anda hanya akan menggunakan Pinjaman untuk keperluan pribadi yang sah, dan tidak untuk spekulasi, perjudian, atau kegiatan yang melanggar hukum.',
  'info.terms.amount': 'Jumlah pinjaman',
  'info.terms.amount.text':
    'Jumlah Pinjaman, seluruh biaya, dan total yang harus Anda bayar ditampilkan pada halaman konfirmasi pinjaman sebelum Anda menerimanya, termasuk biaya yang dipotong pada saat pencairan.',
  'info.terms.loanTerm': 'Jangka waktu pinjaman',
  'info.terms.loanTerm.text':
    'Jangka waktu Pinjaman adalah antara {min} dan {max} hari kalender, sebagaimana ditampilkan pada halaman konfirmasi pinjaman.',
  'info.terms.prolongation': 'Perpanjangan',
  'info.terms.prolongation.text':
    'Apabila aplikasi menyediakannya, Anda dapat memperpanjang tanggal jatuh tempo dengan membayar biaya perpanjangan yang ditampilkan pada halaman perpanjangan sebelum batas waktunya berakhir. Tanggal jatuh tempo yang baru ditampilkan sebelum Anda membayar. Perpanjangan tidak menghapus denda yang telah dikenakan.',
  'info.terms.interest': 'Bunga',
  'info.terms.interest.text':
    'Bunga dihitung harian atas sisa Pinjaman dengan suku bunga yang ditampilkan pada halaman konfirmasi pinjaman, sejak pencairan hingga Pinjaman dilunasi seluruhnya. Total bunga ditampilkan sebelum Anda menerimanya.',
  'info.terms.penalties': 'Denda keterlambatan pembayaran',
  'info.terms.penalties.lead': 'Apabila suatu cicilan tidak dibayar pada tanggal jatuh temponya:',
  'info.terms.penalties.oneTime':
    'denda keterlambatan satu kali sebesar {newFee} bagi nasabah baru, atau {repeatFee} bagi nasabah lama, dikenakan pada hari pertama keterlambatan;',
  'info.terms.penalties.band':
    'sejak hari ke-{from} hingga hari ke-{to} keterlambatan, dikenakan denda sebesar {percent}% dari jumlah terutang untuk setiap hari;',
  'info.terms.penalties.bandOpen':
    'sejak hari ke-{from} keterlambatan hingga pembayaran, dikenakan denda sebesar {percent}% dari jumlah terutang untuk setiap hari.',
  'info.terms.penalties.base':
    'Denda hanya dihitung atas jumlah terutang, tidak pernah atas denda, dan berhenti setelah jumlah terutang dibayar.',
  'info.terms.penalties.example': 'Contoh perhitungan',
  'info.terms.penalties.exampleCaption': 'Denda keterlambatan atas jumlah terutang {amount}, nasabah baru',
  'info.terms.penalties.day': 'Hari terlambat',
  'info.terms.penalties.rate': 'Tarif harian',
  'info.terms.penalties.daily': 'Denda hari itu',
  'info.terms.penalties.total': 'Total denda',
  'info.terms.penalties.percent': '{percent}%',
  'info.terms.penalties.exampleNote':
    'Total denda sudah termasuk denda satu kali sebesar {newFee}. Bagi nasabah lama, denda tersebut sebesar {repeatFee}, sehingga setiap angka lebih rendah {difference}.',
  'info.terms.release': 'Syarat pencairan dana',
  'info.terms.release.lead': 'Pinjaman hanya dicairkan apabila:',
  'info.terms.release.identity': 'identitas dan rekening bank Anda telah diverifikasi;',
  'info.terms.release.accepted': 'Anda telah menerima syarat ini dan perjanjian pinjaman;',
  'info.terms.release.information': 'informasi yang Anda berikan lengkap dan benar.',
  'info.terms.release.timing':
    'Pemberi Pinjaman memberikan keputusan atas pengajuan yang lengkap dalam waktu {days} hari. Setelah Anda menerima penawaran, dana dikreditkan ke rekening bank Anda dalam waktu {min} sampai {max} hari kalender.',
  'info.terms.repayment': 'Pembayaran kembali',
  'info.terms.repayment.text':
    'Bayarlah setiap cicilan paling lambat pada tanggal jatuh temponya melalui metode pembayaran yang ditampilkan dalam aplikasi. Pembayaran dianggap sah sejak diterima oleh Pemberi Pinjaman.',
  'info.terms.repayment.prepayment':
    'Anda dapat melunasi seluruh Pinjaman lebih awal, tetapi hanya setelah separuh jangka waktu pinjaman berlalu dan paling cepat {days} hari kalender setelah pencairan.',
  'info.terms.representations': 'Pernyataan',
  'info.terms.representations.lead': 'Anda menyatakan bahwa:',
  'info.terms.representations.citizen': 'Anda adalah warga negara India yang berusia di atas 18 tahun;',
  'info.terms.representations.capacity': 'Anda cakap sepenuhnya secara hukum untuk membuat perjanjian ini;',
  'info.terms.representations.address': 'Anda memiliki alamat tetap di India;',
  'info.terms.representations.pep':
    'Anda bukan orang yang populer secara politik (politically exposed person);',
  'info.terms.representations.true': 'seluruh informasi yang Anda berikan lengkap dan benar.',
  'info.terms.representations.changes':
    'Anda wajib memberitahukan kepada Pemberi Pinjaman setiap perubahan nama, tanggal lahir, atau alamat Anda dalam waktu {days} hari.',
  'info.terms.default': 'Wanprestasi',
  'info.terms.default.lead': 'Setiap keadaan berikut merupakan peristiwa wanprestasi:',
  'info.terms.default.unpaid':
    'jumlah yang terutang berdasarkan Pinjaman tidak dibayar pada tanggal jatuh temponya;',
  'info.terms.default.false': 'informasi yang Anda berikan ternyata tidak benar atau menyesatkan;',
  'info.terms.default.judgment': 'putusan pengadilan terhadap Anda tetap tidak dipenuhi selama {days} hari;',
  'info.terms.default.insolvency': 'Anda menjadi tidak mampu membayar atau dinyatakan pailit.',
  'info.terms.default.consequence':
    'Dalam hal terjadi wanprestasi, Pemberi Pinjaman dapat meminta Anda melunasi seluruh sisa utang sekaligus dan mengambil langkah yang sah untuk menagihnya. Penagihan selalu dilakukan sesuai dengan ketentuan praktik yang adil yang berlaku bagi pemberi pinjaman.',
  'info.terms.indemnity': 'Ganti rugi',
  'info.terms.indemnity.text':
    'Anda wajib mengganti kerugian yang diderita Pemberi Pinjaman karena Anda melanggar syarat ini atau memberikan informasi yang tidak benar, termasuk biaya penagihan yang wajar sepanjang diizinkan oleh hukum.',
  'info.terms.disclosure': 'Pengungkapan informasi',
  'info.terms.disclosure.text':
    'Anda menyetujui bahwa Pemberi Pinjaman dapat membagikan informasi mengenai Pinjaman dan pembayaran Anda kepada lembaga informasi perkreditan, mitra pemberi pinjamannya, dan otoritas yang berwenang, sebagaimana diuraikan dalam kebijakan privasi.',
  'info.terms.setOff': 'Kompensasi',
  'info.terms.setOff.text':
    'Apabila Pemberi Pinjaman menyimpan dana milik Anda, misalnya kelebihan pembayaran, Pemberi Pinjaman dapat menggunakannya untuk membayar jumlah terutang Anda yang telah jatuh tempo dan akan memberitahukannya kepada Anda.',
  'info.terms.review': 'Peninjauan',
  'info.terms.review.text':
    'Pemberi Pinjaman dapat meninjau Pinjaman dan riwayat pembayaran Anda sewaktu-waktu serta dapat meminta informasi atau dokumen terbaru dari Anda. Pemberi Pinjaman dapat mengubah syarat ini dengan memberitahukannya kepada Anda sebelum perubahan berlaku; perubahan tidak pernah memengaruhi jumlah yang telah jatuh tempo.',
  'info.terms.notices': 'Pemberitahuan',
  'info.terms.notices.lead':
    'Pemberi Pinjaman mengirimkan pemberitahuan ke alamat surat, nomor telepon, atau alamat surel yang Anda berikan. Pemberitahuan dianggap telah diterima:',
  'info.terms.notices.mail': 'apabila dikirim melalui pos, pada hari kerja kedua setelah pengiriman;',
  'info.terms.notices.email': 'apabila dikirim melalui surel, {hours} jam setelah dikirim;',
  'info.terms.notices.app': 'apabila ditampilkan dalam aplikasi atau dikirim melalui SMS, pada saat dikirim.',
  'info.terms.entire': 'Keseluruhan perjanjian',
  'info.terms.entire.text':
    'Syarat ini, perjanjian pinjaman, dan halaman konfirmasi pinjaman merupakan keseluruhan perjanjian antara Anda dan Pemberi Pinjaman mengenai Pinjaman.',
  'info.terms.assignment': 'Pengalihan',
  'info.terms.assignment.text':
    'Pemberi Pinjaman dapat mengalihkan haknya atas Pinjaman kepada pemberi pinjaman lain setelah memberitahukannya kepada Anda paling lambat {days} hari kerja sebelumnya. Hak Anda berdasarkan syarat ini tetap sama. Anda tidak dapat mengalihkan kewajiban Anda tanpa persetujuan tertulis dari Pemberi Pinjaman.',
  'info.terms.waiver': 'Pengesampingan hak',
  'info.terms.waiver.text':
    'Apabila Pemberi Pinjaman tidak segera menggunakan suatu hak, hal tersebut tidak berarti Pemberi Pinjaman melepaskan hak tersebut, dan hak itu tetap dapat digunakan di kemudian hari.',
  'info.terms.law': 'Hukum yang berlaku',
  'info.terms.law.text':
    'Syarat ini tunduk pada hukum India, dan pengadilan India berwenang mengadili setiap sengketa. Sebelum menempuh jalur pengadilan, Anda dapat menyampaikan pengaduan kepada layanan pelanggan.',
  'info.terms.duration': 'Masa berlaku perjanjian',
  'info.terms.duration.text':
    'Syarat ini berlaku sejak Anda menerimanya hingga Anda telah melunasi seluruh kewajiban Anda berdasarkan Pinjaman.',
};
