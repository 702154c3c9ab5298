/** Turkish: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Önceki",
  "Next >>": "Sonraki >>",
  "<< first": "<< ilk",
  "last >>": "son >>",
  "Previous": "Önceki",
  "Next": "Sonraki",
  "first": "ilk",
  "last": "son",
  " of ": " / ",
  "Page %page%": "Sayfa %page%",
  "Page %page% of %pages%": "Sayfa %page% / %pages%",
  "%start%–%end% of %count%": "%start%–%end% / %count%",
  "about %count%": "yaklaşık %count%",
  "Pagination": "Sayfalandırma",
  "Pagination, %name%": "Sayfalandırma, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Sayfa %page% yüklenemedi.",
  "The page could not be loaded.": "Sayfa yüklenemedi.",
  "Retry": "Yeniden dene",
  "Dismiss": "Kapat",
  "Load more": "Daha fazla yükle",
  "%count% more loaded": "%count% tane daha yüklendi",
  "Items per page": "Sayfa başına öğe",
  "Show": "Göster",
  "Page": "Sayfa",
  "Go": "Git",
  "Enter a page number of 1 or more.": "1 veya daha büyük bir sayfa numarası girin.",
  "Enter a page number from 1 to %max%.": "1 ile %max% arasında bir sayfa numarası girin.",
  "That is not a whole page number.": "Bu tam bir sayfa numarası değil.",
  "There is no page %value%.": "%value% numaralı sayfa yok.",
  "Jump forward %count% pages": "%count% sayfa ileri git",
  "Jump back %count% pages": "%count% sayfa geri git",
};

export default words;
