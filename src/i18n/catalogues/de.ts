/** German: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Zurück",
  "Next >>": "Weiter >>",
  "<< first": "<< erste",
  "last >>": "letzte >>",
  "Previous": "Zurück",
  "Next": "Weiter",
  "first": "erste",
  "last": "letzte",
  " of ": " von ",
  "Page %page%": "Seite %page%",
  "Page %page% of %pages%": "Seite %page% von %pages%",
  "%start%–%end% of %count%": "%start%–%end% von %count%",
  "about %count%": "etwa %count%",
  "Pagination": "Seitennavigation",
  "Pagination, %name%": "Seitennavigation, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Seite %page% konnte nicht geladen werden.",
  "The page could not be loaded.": "Die Seite konnte nicht geladen werden.",
  "Retry": "Erneut versuchen",
  "Dismiss": "Schließen",
  "Load more": "Mehr laden",
  "%count% more loaded": "%count% weitere geladen",
  "Items per page": "Einträge pro Seite",
  "Show": "Anzeigen",
  "Page": "Seite",
  "Go": "Los",
  "Enter a page number of 1 or more.": "Geben Sie eine Seitenzahl ab 1 ein.",
  "Enter a page number from 1 to %max%.": "Geben Sie eine Seitenzahl von 1 bis %max% ein.",
  "That is not a whole page number.": "Das ist keine ganze Seitenzahl.",
  "There is no page %value%.": "Es gibt keine Seite %value%.",
  "Jump forward %count% pages": "%count% Seiten vorspringen",
  "Jump back %count% pages": "%count% Seiten zurückspringen",
};

export default words;
