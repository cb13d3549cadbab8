import type { CopyOf } from './CopyOf';
import type { repay as en } from './repay.en';

/** Indonesian copy (Indonesia), part "repay": the same keys as the English part, checked by the type system. */
export const repay: CopyOf<typeof en> = {
  'repay.payNow': 'Bayar Segera',
  // InstalmentRepayment
  'repay.loading': 'Memuat tagihan…',
  'repay.total': 'Sisa tagihan',
  'repay.planPicture': '{paid} dari {count} cicilan lunas',
  'repay.product': 'Pinjaman: {name}',
  'repay.pendingTitle': 'Cicilan yang harus dibayar',
  'repay.paidTitle': 'Cicilan lunas ({count})',
  'repay.instalment': 'Cicilan ke-{period}',
  'repay.instalmentName': 'Cicilan ke-{period}, {amount}, jatuh tempo {date}',
  'repay.due': 'Jatuh tempo {date}',
  'repay.lateDays': 'Terlambat {days} hari',
  'repay.lateOneDay': 'Terlambat 1 hari',
  'repay.lateFee': '{late} · denda {fee}',
  'repay.lockedTitle': 'Cicilan ini belum bisa dibayar di sini',
  'repay.locked':
    'Pemberi pinjaman belum membukanya untuk dibayar di aplikasi. Layanan pelanggan dapat menjelaskan alasannya dan cara membayarnya.',
  'repay.lockedAction': 'Hubungi layanan pelanggan',
  'repay.noteTitle': 'Catatan',
  'repay.payAll': 'Bayar semua',
  'repay.selectedTotal': 'Total bayar',
  'repay.allPaidTitle': 'Semua cicilan lunas',
  'repay.allPaidText': 'Tidak ada lagi tagihan untuk pinjaman ini. Terima kasih!',
  // ExtensionRepayment
  'repay.extension.loading': 'Memuat tagihan…',
  'repay.extension.fee': 'Biaya perpanjangan',
  'repay.extension.payBefore': 'Bayar sebelum {time}',
  'repay.extension.order': 'Pinjaman yang diperpanjang',
  'repay.extension.hint':
    'Setelah biaya ini dibayar, tenor pinjaman Anda diperpanjang secara otomatis. Anda tidak perlu mengajukan lagi.',
  'repay.extension.help': 'Ada pertanyaan tentang tagihan ini?',
  // VirtualAccount (/that) — virtual account feature
  'repay.va.loading': 'Menyiapkan kode pembayaran…',
  'repay.va.codeBank': 'Nomor Virtual Account',
  'repay.va.codeMarket': 'Kode pembayaran',
  'repay.va.payAt': 'Bayar di {method}',
  'repay.va.changeMethod': 'Ganti metode',
  'repay.va.copyCode': 'Salin kode',
  'repay.va.payBefore': 'Bayar sebelum {time}',
  'repay.deadline.left': 'Sisa waktu {time}',
  'repay.va.expired': 'Kode ini sudah kedaluwarsa — minta kode baru',
  'repay.va.renew': 'Minta kode baru',
  'repay.va.copyAmount': 'Salin jumlah',
  'repay.va.complaint': 'Pengaduan dan bantuan',
  'repay.va.backToBill': 'Kembali ke tagihan',
  'repay.va.total': 'Total pembayaran',
  'repay.va.billNo': 'Nomor tagihan',
  'repay.va.stepsTitle': 'Cara pembayaran',
  'repay.va.paid': 'TELAH MEMBAYAR',
  'repay.va.tipTitle': 'Terima kasih',
  'repay.va.tipText':
    'Pembayaran bisa memerlukan beberapa menit untuk muncul di tagihan Anda. Anda tidak perlu membayar lagi: tagihan diperbarui segera setelah pembayaran diterima.',
  'repay.va.tipOk': 'Oke, mengerti',
  'repay.va.help': 'Ada kendala dengan pembayaran?',
  'repay.va.noAmount': 'Jumlah pembayaran tidak ada. Kembali ke tagihan Anda dan ketuk Bayar Segera lagi.',
  // PaymentMethodChooser (/individual) — virtual account feature
  'repay.method.loading': 'Memuat metode pembayaran…',
  'repay.method.type': 'Bayar melalui',
  'repay.method.bank': 'Bank',
  'repay.method.market': 'Minimarket',
  'repay.method.chooseBank': 'Pilih bank Anda',
  'repay.method.chooseChannel': 'Bayar dengan cara apa di {bank}?',
  'repay.method.chooseMarket': 'Pilih minimarket',
  'repay.method.hint': 'Anda akan mendapat kode pembayaran untuk metode yang dipilih.',
  'repay.method.incomplete': 'Silakan lengkapi informasinya',
  'repay.method.noBanks':
    'Saat ini tidak ada bank yang dapat menerima pembayaran ini. Silakan pilih minimarket.',
  'repay.method.noMarkets':
    'Saat ini tidak ada minimarket yang dapat menerima pembayaran ini. Silakan pilih bank.',
  'repay.method.useMarket': 'Bayar di minimarket',
  'repay.method.useBank': 'Bayar lewat bank',
  'repay.method.noneOffered':
    'Saat ini belum ada metode pembayaran yang tersedia. Silakan coba lagi nanti atau hubungi layanan pelanggan.',
  'repay.method.notSaved': 'Pilihan Anda tidak dapat disimpan di ponsel ini. Silakan coba lagi.',
  // PaymentInstructions (/dragonpayPaymentInstructions) — virtual account feature
  'repay.instructions.refno': 'Nomor referensi',
  'repay.instructions.expired': 'Nomor referensi ini sudah kedaluwarsa — kembali dan minta yang baru',
  'repay.instructions.copyRefno': 'Salin referensi',
  'repay.instructions.amount': 'Jumlah yang dibayar',
  'repay.instructions.intro': 'Bayar dengan nomor referensi ini di loket atau melalui internet banking.',
  'repay.instructions.otcTitle': 'Bayar di loket',
  'repay.instructions.otc1':
    'Datang ke loket mitra pembayaran, misalnya kantor cabang bank atau gerai pembayaran.',
  'repay.instructions.otc2':
    'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan melalui Dragonpay dan berikan nomor referensi {refno}.',
  'repay.instructions.otc3': 'Bayar tepat {amount} secara tunai.',
  'repay.instructions.otc3NoAmount': 'Bayar sejumlah tagihan Anda secara tunai.',
  'repay.instructions.otc4': 'Simpan struk sampai pembayaran tercatat di pinjaman Anda.',
  'repay.instructions.onlineTitle': 'Bayar dengan internet banking',
  'repay.instructions.online1': 'Masuk ke internet banking atau mobile banking bank Anda.',
  'repay.instructions.online2': 'Pilih Bayar tagihan, lalu pilih Dragonpay sebagai penerima tagihan.',
  'repay.instructions.online3': 'Masukkan nomor referensi {refno} dan jumlah {amount}.',
  'repay.instructions.online3NoAmount': 'Masukkan nomor referensi {refno} dan jumlah tagihan Anda.',
  'repay.instructions.online4': 'Konfirmasi pembayaran dan simpan bukti konfirmasinya.',
  'repay.instructions.note': 'Pembayaran biasanya tercatat di pinjaman Anda dalam beberapa menit.',
  'repay.instructions.missingTitle': 'Nomor referensi tidak ada',
  'repay.instructions.missingText':
    'Halaman ini dibuka tanpa nomor referensi pembayaran. Kembali dan mulai pembayaran lagi.',
};
