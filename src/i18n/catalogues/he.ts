/** Hebrew: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< הקודם",
  "Next >>": "הבא >>",
  "<< first": "<< ראשון",
  "last >>": "אחרון >>",
  "Previous": "הקודם",
  "Next": "הבא",
  "first": "ראשון",
  "last": "אחרון",
  " of ": " מתוך ",
  "Page %page%": "עמוד %page%",
  "Page %page% of %pages%": "עמוד %page% מתוך %pages%",
  "%start%–%end% of %count%": "%start%–%end% מתוך %count%",
  "about %count%": "כ־%count%",
  "Pagination": "ניווט בין עמודים",
  "Pagination, %name%": "ניווט בין עמודים, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "לא ניתן היה לטעון את עמוד %page%.",
  "The page could not be loaded.": "לא ניתן היה לטעון את העמוד.",
  "Retry": "ניסיון חוזר",
  "Dismiss": "סגירה",
  "Load more": "טעינת עוד",
  "%count% more loaded": "נטענו עוד %count%",
  "Items per page": "פריטים בעמוד",
  "Show": "הצגה",
  "Page": "עמוד",
  "Go": "מעבר",
  "Enter a page number of 1 or more.": "יש להזין מספר עמוד 1 ומעלה.",
  "Enter a page number from 1 to %max%.": "יש להזין מספר עמוד מ-1 עד %max%.",
  "That is not a whole page number.": "זה אינו מספר עמוד שלם.",
  "There is no page %value%.": "אין עמוד %value%.",
  "Jump forward %count% pages": "קפיצה %count% עמודים קדימה",
  "Jump back %count% pages": "קפיצה %count% עמודים אחורה",
};

export default words;
