/** Greek: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Προηγούμενη",
  "Next >>": "Επόμενη >>",
  "<< first": "<< πρώτη",
  "last >>": "τελευταία >>",
  "Previous": "Προηγούμενη",
  "Next": "Επόμενη",
  "first": "πρώτη",
  "last": "τελευταία",
  " of ": " από ",
  "Page %page%": "Σελίδα %page%",
  "Page %page% of %pages%": "Σελίδα %page% από %pages%",
  "%start%–%end% of %count%": "%start%–%end% από %count%",
  "about %count%": "περίπου %count%",
  "Pagination": "Σελιδοποίηση",
  "Pagination, %name%": "Σελιδοποίηση, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Δεν ήταν δυνατή η φόρτωση της σελίδας %page%.",
  "The page could not be loaded.": "Δεν ήταν δυνατή η φόρτωση της σελίδας.",
  "Retry": "Επανάληψη",
  "Dismiss": "Κλείσιμο",
  "Load more": "Φόρτωση περισσότερων",
  "%count% more loaded": "Φορτώθηκαν %count% ακόμη",
  "Items per page": "Στοιχεία ανά σελίδα",
  "Show": "Εμφάνιση",
  "Page": "Σελίδα",
  "Go": "Μετάβαση",
  "Enter a page number of 1 or more.": "Εισαγάγετε αριθμό σελίδας 1 ή μεγαλύτερο.",
  "Enter a page number from 1 to %max%.": "Εισαγάγετε αριθμό σελίδας από 1 έως %max%.",
  "That is not a whole page number.": "Αυτός δεν είναι ακέραιος αριθμός σελίδας.",
  "There is no page %value%.": "Δεν υπάρχει σελίδα %value%.",
  "Jump forward %count% pages": "Μετάβαση %count% σελίδες μπροστά",
  "Jump back %count% pages": "Μετάβαση %count% σελίδες πίσω",
};

export default words;
