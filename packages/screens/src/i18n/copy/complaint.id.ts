import type { CopyOf } from './CopyOf';
import type { complaint as en } from './complaint.en';

/** Indonesian copy (Indonesia), part "complaint": the same keys as the English part, in formal Indonesian. */
export const complaint: CopyOf<typeof en> = {
  // Pengaduan (/complaint, /phenomenon)
  'complaint.loading': 'Memuat pilihan pengaduan…',
  'complaint.ordersTitle': 'Pilih pesanan',
  'complaint.orderNo': 'No. pesanan {orderNo}',
  'complaint.noOrder': 'Belum ada pesanan untuk diadukan',
  'complaint.noOrderHint': 'Anda tetap dapat menyampaikan masalah akun atau hal lain di bawah ini.',
  'complaint.typesHeading': 'Pilih jenis permasalahan',
  'complaint.noTypes': 'Jenis permasalahan belum tersedia saat ini. Silakan coba lagi nanti.',
  'complaint.collectionBlocked': 'Pesanan ini tidak dapat diadukan soal penagihan',
  'complaint.collectionBlockedWhy':
    'Pengaduan penagihan hanya untuk pesanan yang sedang ditagih. Pilih pesanan lain lewat "Semua", atau ceritakan kejadiannya ke layanan pelanggan.',
  'complaint.contactService': 'Hubungi layanan pelanggan',
  // Pengaduan baru (/complainNewPage)
  'complaint.newHeading': 'Pilih jenis permasalahan',
  // Pengaduan saya (/complaintList)
  'complaint.listLoading': 'Memuat pengaduan Anda…',
  'complaint.tabsLabel': 'Pengaduan menurut status',
  'complaint.listEmpty': 'Belum ada pengaduan di sini',
  'complaint.listEmptyHint':
    'Jika ada masalah dengan pinjaman Anda, sampaikan kepada kami dan kami akan menindaklanjutinya.',
  'complaint.fileOne': 'Ajukan pengaduan',
  // Detail pengaduan (/complainDetails)
  'complaint.detailsLoading': 'Memuat pengaduan Anda…',
  'complaint.number': 'Nomor pengaduan',
  'complaint.date': 'Tanggal pengaduan',
  'complaint.status': 'Status',
  'complaint.statusInProgress': 'Diproses',
  'complaint.statusResolved': 'Selesai',
  'complaint.type': 'Jenis permasalahan',
  'complaint.subType': 'Subjenis',
  'complaint.description': 'Uraian Anda',
  'complaint.counter': '{count} dari {max} karakter',
  'complaint.photos': 'Foto Anda',
  'complaint.viewPhoto': 'Lihat foto {index} dari {count}',
  'complaint.photoTitle': 'Foto {index} dari {count}',
  'complaint.result': 'Hasil penanganan',
  'complaint.replyPhotos': 'Foto dari layanan pelanggan',
  'complaint.viewReplyPhoto': 'Lihat foto balasan {index} dari {count}',
  'complaint.pending': 'Pengaduan Anda sedang kami tangani dan akan kami balas dalam 3 hari kerja.',
  'complaint.rateTitle': 'Silakan beri penilaian untuk layanan ini',
  'complaint.rateHint': 'Seberapa baik kami menangani pengaduan Anda?',
  'complaint.rateRequired': 'Silakan pilih penilaian',
  'complaint.rateThanks':
    'Terima kasih atas penilaian Anda! Ini membantu kami melayani Anda dengan lebih baik.',
};
