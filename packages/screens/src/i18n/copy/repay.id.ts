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
  'repay.locked': 'Cicilan ini belum dapat dibayar di sini.',
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
};
