/** Italian: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Precedente",
  "Next >>": "Successiva >>",
  "<< first": "<< prima",
  "last >>": "ultima >>",
  "Previous": "Precedente",
  "Next": "Successiva",
  "first": "prima",
  "last": "ultima",
  " of ": " di ",
  "Page %page%": "Pagina %page%",
  "Page %page% of %pages%": "Pagina %page% di %pages%",
  "%start%–%end% of %count%": "%start%–%end% di %count%",
  "about %count%": "circa %count%",
  "Pagination": "Paginazione",
  "Pagination, %name%": "Paginazione, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Impossibile caricare la pagina %page%.",
  "The page could not be loaded.": "Impossibile caricare la pagina.",
  "Retry": "Riprova",
  "Dismiss": "Chiudi",
  "Load more": "Carica altri",
  "%count% more loaded": "Altri %count% caricati",
  "Items per page": "Elementi per pagina",
  "Show": "Mostra",
  "Page": "Pagina",
  "Go": "Vai",
  "Enter a page number of 1 or more.": "Inserisci un numero di pagina pari o superiore a 1.",
  "Enter a page number from 1 to %max%.": "Inserisci un numero di pagina da 1 a %max%.",
  "That is not a whole page number.": "Non è un numero di pagina intero.",
  "There is no page %value%.": "La pagina %value% non esiste.",
  "Jump forward %count% pages": "Avanti di %count% pagine",
  "Jump back %count% pages": "Indietro di %count% pagine",
};

export default words;
