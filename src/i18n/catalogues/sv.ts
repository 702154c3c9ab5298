/** Swedish: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Föregående",
  "Next >>": "Nästa >>",
  "<< first": "<< första",
  "last >>": "sista >>",
  "Previous": "Föregående",
  "Next": "Nästa",
  "first": "första",
  "last": "sista",
  " of ": " av ",
  "Page %page%": "Sida %page%",
  "Page %page% of %pages%": "Sida %page% av %pages%",
  "%start%–%end% of %count%": "%start%–%end% av %count%",
  "about %count%": "cirka %count%",
  "Pagination": "Sidnavigering",
  "Pagination, %name%": "Sidnavigering, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Sida %page% kunde inte läsas in.",
  "The page could not be loaded.": "Sidan kunde inte läsas in.",
  "Retry": "Försök igen",
  "Dismiss": "Stäng",
  "Load more": "Läs in fler",
  "%count% more loaded": "%count% till inlästa",
  "Items per page": "Objekt per sida",
  "Show": "Visa",
  "Page": "Sida",
  "Go": "Gå",
  "Enter a page number of 1 or more.": "Ange ett sidnummer på 1 eller mer.",
  "Enter a page number from 1 to %max%.": "Ange ett sidnummer från 1 till %max%.",
  "That is not a whole page number.": "Det är inte ett helt sidnummer.",
  "There is no page %value%.": "Det finns ingen sida %value%.",
  "Jump forward %count% pages": "Hoppa %count% sidor framåt",
  "Jump back %count% pages": "Hoppa %count% sidor bakåt",
};

export default words;
