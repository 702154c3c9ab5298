/** Hungarian: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Előző",
  "Next >>": "Következő >>",
  "<< first": "<< első",
  "last >>": "utolsó >>",
  "Previous": "Előző",
  "Next": "Következő",
  "first": "első",
  "last": "utolsó",
  " of ": " / ",
  "Page %page%": "%page%. oldal",
  "Page %page% of %pages%": "%page%. oldal / %pages%",
  "%start%–%end% of %count%": "%start%–%end% / %count%",
  "about %count%": "kb. %count%",
  "Pagination": "Lapozás",
  "Pagination, %name%": "Lapozás, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "A(z) %page%. oldalt nem sikerült betölteni.",
  "The page could not be loaded.": "Az oldalt nem sikerült betölteni.",
  "Retry": "Újra",
  "Dismiss": "Bezárás",
  "Load more": "Több betöltése",
  "%count% more loaded": "További %count% betöltve",
  "Items per page": "Elem oldalanként",
  "Show": "Megjelenítés",
  "Page": "Oldal",
  "Go": "Ugrás",
  "Enter a page number of 1 or more.": "Adjon meg legalább 1-es oldalszámot.",
  "Enter a page number from 1 to %max%.": "Adjon meg 1 és %max% közötti oldalszámot.",
  "That is not a whole page number.": "Ez nem egész oldalszám.",
  "There is no page %value%.": "Nincs %value%. oldal.",
  "Jump forward %count% pages": "Ugrás %count% oldallal előre",
  "Jump back %count% pages": "Ugrás %count% oldallal vissza",
};

export default words;
