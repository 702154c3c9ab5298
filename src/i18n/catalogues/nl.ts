/** Dutch: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Vorige",
  "Next >>": "Volgende >>",
  "<< first": "<< eerste",
  "last >>": "laatste >>",
  "Previous": "Vorige",
  "Next": "Volgende",
  "first": "eerste",
  "last": "laatste",
  " of ": " van ",
  "Page %page%": "Pagina %page%",
  "Page %page% of %pages%": "Pagina %page% van %pages%",
  "%start%–%end% of %count%": "%start%–%end% van %count%",
  "about %count%": "ongeveer %count%",
  "Pagination": "Paginering",
  "Pagination, %name%": "Paginering, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Pagina %page% kon niet worden geladen.",
  "The page could not be loaded.": "De pagina kon niet worden geladen.",
  "Retry": "Opnieuw proberen",
  "Dismiss": "Sluiten",
  "Load more": "Meer laden",
  "%count% more loaded": "%count% meer geladen",
  "Items per page": "Items per pagina",
  "Show": "Tonen",
  "Page": "Pagina",
  "Go": "Ga",
  "Enter a page number of 1 or more.": "Voer een paginanummer van 1 of hoger in.",
  "Enter a page number from 1 to %max%.": "Voer een paginanummer van 1 tot en met %max% in.",
  "That is not a whole page number.": "Dat is geen geheel paginanummer.",
  "There is no page %value%.": "Er is geen pagina %value%.",
  "Jump forward %count% pages": "%count% pagina's vooruit",
  "Jump back %count% pages": "%count% pagina's terug",
};

export default words;
