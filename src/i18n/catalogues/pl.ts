/** Polish: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Poprzednia",
  "Next >>": "Następna >>",
  "<< first": "<< pierwsza",
  "last >>": "ostatnia >>",
  "Previous": "Poprzednia",
  "Next": "Następna",
  "first": "pierwsza",
  "last": "ostatnia",
  " of ": " z ",
  "Page %page%": "Strona %page%",
  "Page %page% of %pages%": "Strona %page% z %pages%",
  "%start%–%end% of %count%": "%start%–%end% z %count%",
  "about %count%": "około %count%",
  "Pagination": "Paginacja",
  "Pagination, %name%": "Paginacja, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Nie udało się wczytać strony %page%.",
  "The page could not be loaded.": "Nie udało się wczytać strony.",
  "Retry": "Ponów",
  "Dismiss": "Zamknij",
  "Load more": "Wczytaj więcej",
  "%count% more loaded": "Wczytano kolejne: %count%",
  "Items per page": "Elementów na stronie",
  "Show": "Pokaż",
  "Page": "Strona",
  "Go": "Przejdź",
  "Enter a page number of 1 or more.": "Wpisz numer strony równy 1 lub większy.",
  "Enter a page number from 1 to %max%.": "Wpisz numer strony od 1 do %max%.",
  "That is not a whole page number.": "To nie jest całkowity numer strony.",
  "There is no page %value%.": "Nie ma strony %value%.",
  "Jump forward %count% pages": "Przejdź o %count% str. do przodu",
  "Jump back %count% pages": "Przejdź o %count% str. wstecz",
};

export default words;
