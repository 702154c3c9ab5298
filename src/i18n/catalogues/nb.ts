/** Norwegian Bokmål: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Forrige",
  "Next >>": "Neste >>",
  "<< first": "<< første",
  "last >>": "siste >>",
  "Previous": "Forrige",
  "Next": "Neste",
  "first": "første",
  "last": "siste",
  " of ": " av ",
  "Page %page%": "Side %page%",
  "Page %page% of %pages%": "Side %page% av %pages%",
  "%start%–%end% of %count%": "%start%–%end% av %count%",
  "about %count%": "ca. %count%",
  "Pagination": "Sidenavigasjon",
  "Pagination, %name%": "Sidenavigasjon, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Side %page% kunne ikke lastes inn.",
  "The page could not be loaded.": "Siden kunne ikke lastes inn.",
  "Retry": "Prøv igjen",
  "Dismiss": "Lukk",
  "Load more": "Last inn flere",
  "%count% more loaded": "%count% flere lastet inn",
  "Items per page": "Elementer per side",
  "Show": "Vis",
  "Page": "Side",
  "Go": "Gå",
  "Enter a page number of 1 or more.": "Skriv inn et sidetall på 1 eller mer.",
  "Enter a page number from 1 to %max%.": "Skriv inn et sidetall fra 1 til %max%.",
  "That is not a whole page number.": "Det er ikke et helt sidetall.",
  "There is no page %value%.": "Det finnes ingen side %value%.",
  "Jump forward %count% pages": "Hopp %count% sider fram",
  "Jump back %count% pages": "Hopp %count% sider tilbake",
};

export default words;
