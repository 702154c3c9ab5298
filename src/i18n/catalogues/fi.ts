/** Finnish: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Edellinen",
  "Next >>": "Seuraava >>",
  "<< first": "<< ensimmäinen",
  "last >>": "viimeinen >>",
  "Previous": "Edellinen",
  "Next": "Seuraava",
  "first": "ensimmäinen",
  "last": "viimeinen",
  " of ": " / ",
  "Page %page%": "Sivu %page%",
  "Page %page% of %pages%": "Sivu %page% / %pages%",
  "%start%–%end% of %count%": "%start%–%end% / %count%",
  "about %count%": "noin %count%",
  "Pagination": "Sivutus",
  "Pagination, %name%": "Sivutus, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Sivua %page% ei voitu ladata.",
  "The page could not be loaded.": "Sivua ei voitu ladata.",
  "Retry": "Yritä uudelleen",
  "Dismiss": "Sulje",
  "Load more": "Lataa lisää",
  "%count% more loaded": "%count% lisää ladattu",
  "Items per page": "Kohteita sivulla",
  "Show": "Näytä",
  "Page": "Sivu",
  "Go": "Siirry",
  "Enter a page number of 1 or more.": "Anna sivunumero, joka on vähintään 1.",
  "Enter a page number from 1 to %max%.": "Anna sivunumero väliltä 1–%max%.",
  "That is not a whole page number.": "Se ei ole kokonainen sivunumero.",
  "There is no page %value%.": "Sivua %value% ei ole.",
  "Jump forward %count% pages": "Siirry %count% sivua eteenpäin",
  "Jump back %count% pages": "Siirry %count% sivua taaksepäin",
};

export default words;
