/** Czech: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Předchozí",
  "Next >>": "Další >>",
  "<< first": "<< první",
  "last >>": "poslední >>",
  "Previous": "Předchozí",
  "Next": "Další",
  "first": "první",
  "last": "poslední",
  " of ": " z ",
  "Page %page%": "Strana %page%",
  "Page %page% of %pages%": "Strana %page% z %pages%",
  "%start%–%end% of %count%": "%start%–%end% z %count%",
  "about %count%": "přibližně %count%",
  "Pagination": "Stránkování",
  "Pagination, %name%": "Stránkování, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Stranu %page% se nepodařilo načíst.",
  "The page could not be loaded.": "Stránku se nepodařilo načíst.",
  "Retry": "Zkusit znovu",
  "Dismiss": "Zavřít",
  "Load more": "Načíst další",
  "%count% more loaded": "Načteno dalších: %count%",
  "Items per page": "Položek na stránku",
  "Show": "Zobrazit",
  "Page": "Strana",
  "Go": "Přejít",
  "Enter a page number of 1 or more.": "Zadejte číslo strany 1 nebo vyšší.",
  "Enter a page number from 1 to %max%.": "Zadejte číslo strany od 1 do %max%.",
  "That is not a whole page number.": "To není celé číslo strany.",
  "There is no page %value%.": "Strana %value% neexistuje.",
  "Jump forward %count% pages": "Přejít o %count% str. dopředu",
  "Jump back %count% pages": "Přejít o %count% str. zpět",
};

export default words;
