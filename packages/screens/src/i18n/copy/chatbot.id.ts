import type { CopyOf } from './CopyOf';
import type { chatbot as en } from './chatbot.en';

/** Indonesian copy (Indonesia), part "chatbot": the same keys as the English part, checked by the type system. */
export const chatbot: CopyOf<typeof en> = {
  'chatbot.loading': 'Memuat topik bantuan…',
  'chatbot.greeting':
    'Halo! Saya asisten bantuan Anda. Pilih topik di bawah untuk melihat pertanyaan umum, atau ketik pertanyaan Anda sendiri.',
  'chatbot.log': 'Percakapan dengan asisten bantuan',
  'chatbot.you': 'Anda:',
  'chatbot.assistant': 'Asisten:',
  'chatbot.topics': 'Topik bantuan',
  'chatbot.questionsIntro': 'Pertanyaan umum tentang {category}:',
  'chatbot.noQuestions':
    'Belum ada pertanyaan tentang {category}. Ketik pertanyaan Anda di bawah atau bicara dengan petugas.',
  'chatbot.helpfulPrompt': 'Apakah jawaban ini membantu?',
  'chatbot.helpful': 'Membantu',
  'chatbot.notHelpful': 'Tidak membantu',
  'chatbot.markedHelpful': 'Menurut Anda ini membantu',
  'chatbot.markedNotHelpful': 'Menurut Anda ini tidak membantu',
  'chatbot.complaint': 'Kirim keluhan',
  'chatbot.inputLabel': 'Pertanyaan Anda',
  'chatbot.inputPlaceholder': 'Ketik pertanyaan Anda…',
  'chatbot.emptyText': 'Silakan ketik pertanyaan Anda terlebih dahulu.',
  'chatbot.talkToPerson': 'Bicara dengan petugas',
  'chatbot.typing': 'Asisten sedang menjawab…',
  'chatbot.sending': 'Mengirim…',
  'chatbot.notSent': 'Belum terkirim. Pesan Anda tetap tersimpan.',
  'chatbot.failedOffline': 'Tidak ada koneksi. Tidak ada yang hilang: coba lagi saat Anda kembali online.',
  'chatbot.failedServer': 'Gagal diproses. Silakan coba lagi.',
  'chatbot.failedCategory': 'Pertanyaan tentang {category} tidak dapat dimuat.',
  'chatbot.failedFeedback': 'Tanggapan Anda tidak dapat dikirim.',
  'chatbot.note.thanksFeedback': 'Terima kasih atas tanggapan Anda!',
  'chatbot.note.sorryNotHelpful':
    'Maaf jawaban ini belum membantu. Pilih pertanyaan lain, ketik pertanyaan Anda, atau bicara dengan petugas.',
  'chatbot.note.thanksRating': 'Terima kasih telah menilai bantuan kami!',
  'chatbot.note.textReceived': 'Pesan Anda sudah kami terima. Kami akan membalas secepatnya.',
  'chatbot.person.title': 'Bicara dengan petugas',
  'chatbot.person.step1': 'Halaman layanan pelanggan terbuka, dengan nomor telepon dan alamat e-mail kami.',
  'chatbot.person.step2': 'Telepon atau kirim e-mail: petugas kami yang menjawab, bukan asisten.',
  'chatbot.person.step3': 'Siapkan nomor pesanan Anda. Percakapan ini tetap ada jika Anda kembali.',
  'chatbot.person.go': 'Buka layanan pelanggan',
  'chatbot.person.stay': 'Tetap di obrolan',
  'chatbot.rating.title': 'Bagaimana penilaian Anda atas bantuan kami?',
  'chatbot.rating.required': 'Silakan pilih',
  'chatbot.rating.thanksTitle': 'Terima kasih',
  'chatbot.rating.thanks': 'Terima kasih atas penilaian Anda. Kami akan terus memperbaiki layanan kami.',
  'chatbot.loadFailed': 'Topik bantuan tidak dapat dimuat.',
} as const;
