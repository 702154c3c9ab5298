/** Romanian: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Anterioara",
  "Next >>": "Următoarea >>",
  "<< first": "<< prima",
  "last >>": "ultima >>",
  "Previous": "Anterioara",
  "Next": "Următoarea",
  "first": "prima",
  "last": "ultima",
  " of ": " din ",
  "Page %page%": "Pagina %page%",
  "Page %page% of %pages%": "Pagina %page% din %pages%",
  "%start%–%end% of %count%": "%start%–%end% din %count%",
  "about %count%": "aproximativ %count%",
  "Pagination": "Paginare",
  "Pagination, %name%": "Paginare, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Pagina %page% nu a putut fi încărcată.",
  "The page could not be loaded.": "Pagina nu a putut fi încărcată.",
  "Retry": "Reîncercați",
  "Dismiss": "Închide",
  "Load more": "Încărcați mai multe",
  "%count% more loaded": "Încă %count% încărcate",
  "Items per page": "Elemente pe pagină",
  "Show": "Afișați",
  "Page": "Pagina",
  "Go": "Mergeți",
  "Enter a page number of 1 or more.": "Introduceți un număr de pagină de cel puțin 1.",
  "Enter a page number from 1 to %max%.": "Introduceți un număr de pagină de la 1 la %max%.",
  "That is not a whole page number.": "Acesta nu este un număr întreg de pagină.",
  "There is no page %value%.": "Nu există pagina %value%.",
  "Jump forward %count% pages": "Salt înainte (pagini: %count%)",
  "Jump back %count% pages": "Salt înapoi (pagini: %count%)",
};

export default words;
