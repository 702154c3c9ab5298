/** Danish: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Forrige",
  "Next >>": "Næste >>",
  "<< first": "<< første",
  "last >>": "sidste >>",
  "Previous": "Forrige",
  "Next": "Næste",
  "first": "første",
  "last": "sidste",
  " of ": " af ",
  "Page %page%": "Side %page%",
  "Page %page% of %pages%": "Side %page% af %pages%",
  "%start%–%end% of %count%": "%start%–%end% af %count%",
  "about %count%": "ca. %count%",
  "Pagination": "Sidenavigation",
  "Pagination, %name%": "Sidenavigation, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Side %page% kunne ikke indlæses.",
  "The page could not be loaded.": "Siden kunne ikke indlæses.",
  "Retry": "Prøv igen",
  "Dismiss": "Luk",
  "Load more": "Indlæs flere",
  "%count% more loaded": "%count% flere indlæst",
  "Items per page": "Elementer pr. side",
  "Show": "Vis",
  "Page": "Side",
  "Go": "Gå",
  "Enter a page number of 1 or more.": "Angiv et sidenummer på 1 eller mere.",
  "Enter a page number from 1 to %max%.": "Angiv et sidenummer fra 1 til %max%.",
  "That is not a whole page number.": "Det er ikke et helt sidenummer.",
  "There is no page %value%.": "Der er ingen side %value%.",
  "Jump forward %count% pages": "Spring %count% sider frem",
  "Jump back %count% pages": "Spring %count% sider tilbage",
};

export default words;
