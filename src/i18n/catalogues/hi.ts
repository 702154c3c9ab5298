/** Hindi: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< पिछला",
  "Next >>": "अगला >>",
  "<< first": "<< पहला",
  "last >>": "अंतिम >>",
  "Previous": "पिछला",
  "Next": "अगला",
  "first": "पहला",
  "last": "अंतिम",
  " of ": " में से ",
  "Page %page%": "पृष्ठ %page%",
  "Page %page% of %pages%": "पृष्ठ %page% / %pages%",
  "%start%–%end% of %count%": "%count% में से %start%–%end%",
  "about %count%": "लगभग %count%",
  "Pagination": "पृष्ठांकन",
  "Pagination, %name%": "पृष्ठांकन, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "पृष्ठ %page% लोड नहीं हो सका।",
  "The page could not be loaded.": "पृष्ठ लोड नहीं हो सका।",
  "Retry": "फिर से कोशिश करें",
  "Dismiss": "बंद करें",
  "Load more": "और लोड करें",
  "%count% more loaded": "%count% और लोड हुए",
  "Items per page": "प्रति पृष्ठ आइटम",
  "Show": "दिखाएँ",
  "Page": "पृष्ठ",
  "Go": "जाएँ",
  "Enter a page number of 1 or more.": "1 या उससे बड़ी पृष्ठ संख्या दर्ज करें।",
  "Enter a page number from 1 to %max%.": "1 से %max% तक की पृष्ठ संख्या दर्ज करें।",
  "That is not a whole page number.": "यह पूर्ण पृष्ठ संख्या नहीं है।",
  "There is no page %value%.": "पृष्ठ %value% मौजूद नहीं है।",
  "Jump forward %count% pages": "%count% पृष्ठ आगे जाएँ",
  "Jump back %count% pages": "%count% पृष्ठ पीछे जाएँ",
};

export default words;
