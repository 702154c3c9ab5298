/** French: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Précédent",
  "Next >>": "Suivant >>",
  "<< first": "<< première",
  "last >>": "dernière >>",
  "Previous": "Précédent",
  "Next": "Suivant",
  "first": "première",
  "last": "dernière",
  " of ": " sur ",
  "Page %page%": "Page %page%",
  "Page %page% of %pages%": "Page %page% sur %pages%",
  "%start%–%end% of %count%": "%start%–%end% sur %count%",
  "about %count%": "environ %count%",
  "Pagination": "Pagination",
  "Pagination, %name%": "Pagination, %name%",
  "%list%: %text%": "%list% : %text%",
  "Page %page% could not be loaded.": "La page %page% n’a pas pu être chargée.",
  "The page could not be loaded.": "La page n’a pas pu être chargée.",
  "Retry": "Réessayer",
  "Dismiss": "Fermer",
  "Load more": "Charger plus",
  "%count% more loaded": "%count% de plus chargés",
  "Items per page": "Éléments par page",
  "Show": "Afficher",
  "Page": "Page",
  "Go": "OK",
  "Enter a page number of 1 or more.": "Saisissez un numéro de page égal ou supérieur à 1.",
  "Enter a page number from 1 to %max%.": "Saisissez un numéro de page de 1 à %max%.",
  "That is not a whole page number.": "Ce n’est pas un numéro de page entier.",
  "There is no page %value%.": "Il n’y a pas de page %value%.",
  "Jump forward %count% pages": "Avancer de %count% pages",
  "Jump back %count% pages": "Reculer de %count% pages",
};

export default words;
