import type { CopyOf } from './CopyOf';
import type { promotion as en } from './promotion.en';

/** Indonesian copy (Indonesia), part "promotion": the same keys as the English part, checked by the type system. */
export const promotion: CopyOf<typeof en> = {
  // Descriptions (<meta name="description">), one per screen
  'promotion.description.register':
    'Daftar dengan nomor ponsel dan kode SMS, lalu unduh aplikasinya untuk mengajukan pinjaman pribadi instan.',
  'promotion.description.download':
    'Unduh aplikasinya, masuk dengan nomor yang Anda daftarkan, lalu ajukan pinjaman Anda.',
  'promotion.description.agreement':
    'Perjanjian pengguna untuk mendaftar dengan nomor ponsel: siapa yang boleh mendaftar, kode verifikasi, informasi Anda, pesan dari kami, dan penutupan akun.',

  // Register (#/)
  'promotion.loading': 'Memuat formulir pendaftaran…',
  'promotion.loadFailed': 'Formulir pendaftaran tidak dapat dimuat',
  'promotion.loadFailedText': 'Periksa koneksi Anda, lalu coba lagi.',
  'promotion.lead': 'Daftar dengan nomor ponsel Anda, lalu unduh aplikasinya untuk mengajukan pinjaman.',
  'promotion.formLabel': 'Formulir pendaftaran',
  'promotion.phone': 'Nomor ponsel',
  'promotion.phoneHint.IN': '10 digit, diawali 6, 7, 8 atau 9',
  'promotion.phoneHint.ID': 'Diawali 08, 10 sampai 13 digit',
  'promotion.phoneHint.legacy': '11 digit, diawali 1',
  'promotion.phoneInvalid': 'Masukkan nomor ponsel dengan benar',
  'promotion.captcha': 'Karakter pada gambar',
  'promotion.captchaImage': 'Kode gambar',
  'promotion.captchaRefresh': 'Kode gambar, ketuk untuk gambar baru',
  'promotion.captchaHint': 'Ketuk gambar untuk mendapatkan gambar baru.',
  'promotion.captchaMissing': 'Masukkan 4 karakter pada gambar',
  'promotion.captchaShort': 'Gambar berisi 4 karakter',
  'promotion.captchaReload': 'Muat gambar baru',
  'promotion.captchaUnavailable': 'Gambar tidak dapat dimuat. Ketuk untuk mencoba lagi.',
  'promotion.smsCode': 'Kode SMS',
  'promotion.smsCodeMissing': 'Masukkan kode 6 digit yang kami kirim lewat SMS',
  'promotion.smsCodeShort': 'Kode SMS terdiri dari 6 digit',
  'promotion.codeSent': 'Kami telah mengirim kode 6 digit lewat SMS ke {phone}.',
  'promotion.sendRepeatedly': 'Jangan kirim kode berulang kali',
  'promotion.register': 'Daftar',
  'promotion.agreeLead': 'Dengan mendaftar, Anda menyetujui',
  'promotion.agreementLink': 'Perjanjian Pengguna',

  // Download the app (#/downloadTemplate)
  'promotion.registered': 'Pendaftaran berhasil',
  'promotion.alreadyRegistered': 'Anda sudah terdaftar, silakan unduh aplikasi untuk masuk',
  'promotion.downloadLead': 'Unduh {app} untuk masuk dan mengajukan pinjaman Anda.',
  'promotion.downloadLeadUnnamed': 'Unduh aplikasinya untuk masuk dan mengajukan pinjaman Anda.',
  'promotion.download': 'Unduh {app}',
  'promotion.downloadUnnamed': 'Unduh aplikasi',
  'promotion.badge.googlePlay': 'Tersedia di',
  'promotion.badge.appStore': 'Unduh di',
  'promotion.noDownload': 'Tautan unduhan belum tersedia saat ini. Silakan coba lagi nanti.',
  'promotion.backToSignUp': 'Kembali ke pendaftaran',

  // User agreement (#/agreementTemplate)
  'promotion.terms.intro':
    'Perjanjian ini berlaku saat Anda mendaftar di {brand} dengan nomor ponsel Anda dan menggunakan aplikasinya. Bacalah sebelum Anda mendaftar.',
  'promotion.terms.introUnbranded':
    'Perjanjian ini berlaku saat Anda mendaftar dengan nomor ponsel Anda dan menggunakan aplikasi kami. Bacalah sebelum Anda mendaftar.',
  'promotion.terms.account': 'Akun Anda',
  'promotion.terms.account.who':
    'Anda dapat mendaftar jika berusia paling sedikit 18 tahun, tinggal di negara tempat layanan ini tersedia, dan cakap membuat perjanjian.',
  'promotion.terms.account.number':
    'Gunakan nomor ponsel yang terdaftar atas nama Anda sendiri. Satu orang hanya boleh memiliki satu akun.',
  'promotion.terms.account.true':
    'Informasi yang Anda berikan harus benar dan lengkap, dan Anda wajib memperbaruinya.',
  'promotion.terms.codes': 'Kode verifikasi',
  'promotion.terms.codes.what':
    'Kami mengirim kode sekali pakai lewat SMS untuk memastikan nomor ponsel itu milik Anda. Kode hanya berlaku sebentar.',
  'promotion.terms.codes.secret':
    'Jangan berikan kode kepada siapa pun. Petugas kami tidak akan pernah memintanya, baik lewat telepon, obrolan, maupun e-mail.',
  'promotion.terms.data': 'Informasi Anda',
  'promotion.terms.data.use':
    'Kami menggunakan nomor ponsel Anda untuk membuat akun, mengirim kode verifikasi, dan memberi tahu Anda tentang pengajuan dan pinjaman Anda.',
  'promotion.terms.data.policy':
    'Cara kami mengumpulkan, menggunakan, melindungi, dan membagikan informasi Anda, serta hak Anda atasnya, diatur dalam kebijakan privasi kami. Kami tidak menjual informasi Anda.',
  'promotion.terms.messages': 'Pesan dari kami',
  'promotion.terms.messages.service':
    'Kami mengirim pesan tentang akun dan pinjaman Anda, seperti kode, pengingat, dan perubahan ketentuan ini.',
  'promotion.terms.messages.offers':
    'Kami mengirim penawaran hanya jika Anda setuju menerimanya, dan Anda dapat menghentikannya kapan saja.',
  'promotion.terms.loans': 'Mendaftar bukan pinjaman',
  'promotion.terms.loans.not':
    'Mendaftar tidak berarti mengajukan pinjaman dan tidak menjamin pinjaman akan disetujui.',
  'promotion.terms.loans.own':
    'Setiap pinjaman memiliki perjanjiannya sendiri yang memuat jumlah, semua biaya, bunga, dan tanggal pembayaran. Tidak ada dana yang dipinjamkan sebelum Anda membaca dan menyetujuinya di aplikasi.',
  'promotion.terms.use': 'Penggunaan yang wajar',
  'promotion.terms.use.rules':
    'Jangan mendaftar atas nama orang lain, memakai informasi palsu, atau memakai alat otomatis untuk mendaftar atau mengirim kode.',
  'promotion.terms.use.stop':
    'Kami dapat menolak atau menutup akun yang melanggar aturan ini. Kami memberi tahu alasannya kecuali dilarang oleh hukum.',
  'promotion.terms.closing': 'Menutup akun Anda',
  'promotion.terms.closing.text':
    'Anda dapat meminta kami menutup akun Anda kapan saja melalui layanan pelanggan, setelah tidak ada pinjaman Anda yang belum lunas.',
  'promotion.terms.changes': 'Perubahan perjanjian ini',
  'promotion.terms.changes.text':
    'Kami memberi tahu Anda di aplikasi sebelum perubahan berlaku. Jika Anda tidak setuju, Anda dapat menutup akun Anda.',
  'promotion.terms.contact': 'Hubungi kami',
  'promotion.terms.contact.text':
    'Pertanyaan atau keluhan: hubungi layanan pelanggan dari aplikasi. Kami menjawab dalam 3 hari kerja.',
};
