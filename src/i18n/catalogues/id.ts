/** Indonesian: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Sebelumnya",
  "Next >>": "Berikutnya >>",
  "<< first": "<< pertama",
  "last >>": "terakhir >>",
  "Previous": "Sebelumnya",
  "Next": "Berikutnya",
  "first": "pertama",
  "last": "terakhir",
  " of ": " dari ",
  "Page %page%": "Halaman %page%",
  "Page %page% of %pages%": "Halaman %page% dari %pages%",
  "%start%–%end% of %count%": "%start%–%end% dari %count%",
  "about %count%": "sekitar %count%",
  "Pagination": "Penomoran halaman",
  "Pagination, %name%": "Penomoran halaman, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Halaman %page% tidak dapat dimuat.",
  "The page could not be loaded.": "Halaman tidak dapat dimuat.",
  "Retry": "Coba lagi",
  "Dismiss": "Tutup",
  "Load more": "Muat lainnya",
  "%count% more loaded": "%count% lagi dimuat",
  "Items per page": "Item per halaman",
  "Show": "Tampilkan",
  "Page": "Halaman",
  "Go": "Buka",
  "Enter a page number of 1 or more.": "Masukkan nomor halaman 1 atau lebih.",
  "Enter a page number from 1 to %max%.": "Masukkan nomor halaman dari 1 sampai %max%.",
  "That is not a whole page number.": "Itu bukan nomor halaman bulat.",
  "There is no page %value%.": "Tidak ada halaman %value%.",
  "Jump forward %count% pages": "Lompat %count% halaman ke depan",
  "Jump back %count% pages": "Lompat %count% halaman ke belakang",
};

export default words;
