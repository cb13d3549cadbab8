import type { CopyOf } from './CopyOf';
import type { complaintForm as en } from './complaintForm.en';

/** Indonesian copy (Indonesia), part "complaintForm": the same keys as the English part, checked by the type system. */
export const complaintForm: CopyOf<typeof en> = {
  'complaintForm.loading': 'Memuat formulir pengaduan…',
  'complaintForm.typeHeading': 'Jenis permasalahan',
  'complaintForm.textLabel': 'Jelaskan masalah Anda',
  'complaintForm.textPlaceholder':
    'Apa yang terjadi? Tanggal, jumlah, dan nama membantu kami menyelesaikannya lebih cepat.',
  'complaintForm.required': 'Mohon isi komentar dan saran Anda',
  'complaintForm.counter': '{count}/{max}',
  'complaintForm.counterLabel': '{count} dari {max} karakter',
  'complaintForm.left': 'Tersisa {left} karakter',
  'complaintForm.full': 'Batas {max} karakter sudah tercapai',
  'complaintForm.cut': 'Hanya {max} karakter pertama yang disimpan',
  'complaintForm.photosHeading': 'Foto (opsional)',
  'complaintForm.photosHint':
    'Tangkapan layar pembayaran atau pesan sangat membantu. Maksimal {max} foto; ketuk foto untuk melihat atau menghapusnya.',
  'complaintForm.draftKept': 'Draf Anda tetap tersimpan di ponsel ini sampai terkirim.',
  'complaintForm.send': 'Kirim',
  'complaintForm.uploading': 'Mengirim foto {current} dari {total}…',
  'complaintForm.saving': 'Mengirim pengaduan Anda…',
  'complaintForm.uploadFailed':
    'Beberapa foto belum terkirim. Ketuk Ulangi pada foto, atau Kirim: hanya foto yang belum terkirim yang dikirim lagi.',
  'complaintForm.sendingTitle': 'Pengaduan sedang dikirim',
  'complaintForm.sendingText':
    'Kami menunggu jawaban dari server. Pengaduan Anda tersimpan di ponsel ini dan tidak akan terkirim dua kali.',
  'complaintForm.stillWaiting': 'Belum ada jawaban. Periksa koneksi Anda, lalu periksa lagi.',
  'complaintForm.checkAgain': 'Periksa lagi',
  'complaintForm.saveFailed': 'Pengaduan Anda belum terkirim. Silakan coba lagi.',
  'complaintForm.sentTitle': 'Pengaduan terkirim',
  'complaintForm.sentText': 'Terima kasih. Kami akan membalas dalam 3 hari kerja.',
  'complaintForm.chooseTypeHint': 'Pilih jenis permasalahan yang paling sesuai.',
  'complaintForm.chooseType': 'Silakan pilih jenis permasalahan',
  'complaintForm.subTypeHeading': 'Apa yang terjadi saat penagihan?',
  'complaintForm.chooseSubType': 'Silakan pilih apa yang terjadi saat penagihan',
  'complaintForm.uploadSucceeded': 'Berhasil diunggah!',
  'complaintForm.photoNotKept':
    'Satu foto tidak tersimpan saat halaman dimuat ulang. Silakan tambahkan lagi.',
  'complaintForm.photosNotKept':
    '{count} foto tidak tersimpan saat halaman dimuat ulang. Silakan tambahkan lagi.',
  'complaintForm.uploadRetryHint':
    'Ketuk Ulangi pada foto, atau Kirim: hanya foto yang belum terkirim yang dikirim lagi.',
  'complaintForm.sentReference': 'Nomor pengaduan {reference}',
  'complaintForm.sentReferenceHint': 'Anda dapat memantaunya di Pengaduan saya.',
  // The kit's ImagePicker: picking, previews, upload marks, refused files. Only the complaint form
  // shows these, so they come with its part rather than with every page's core.
  'imagePicker.add': 'Tambah foto',
  'imagePicker.remove': 'Hapus foto {index}',
  'imagePicker.photo': 'Foto {index}',
  'imagePicker.count': '{count} dari {max} foto',
  'imagePicker.limit': 'Anda dapat menambahkan hingga {max} foto',
  'imagePicker.view': 'Lihat foto {index}',
  'imagePicker.waiting': 'Menunggu',
  'imagePicker.uploading': 'Mengunggah…',
  'imagePicker.uploaded': 'Terunggah',
  'imagePicker.failed': 'Gagal terkirim',
  'imagePicker.retry': 'Ulangi foto {index}',
  'imagePicker.retryShort': 'Ulangi',
  'imagePicker.notImage': 'Hanya foto yang dapat ditambahkan',
  'imagePicker.tooBig': 'Ukuran foto maksimal {size} MB',
};
