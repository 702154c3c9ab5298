/** Persian: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< قبلی",
  "Next >>": "بعدی >>",
  "<< first": "<< اولین",
  "last >>": "آخرین >>",
  "Previous": "قبلی",
  "Next": "بعدی",
  "first": "اولین",
  "last": "آخرین",
  " of ": " از ",
  "Page %page%": "صفحهٔ %page%",
  "Page %page% of %pages%": "صفحهٔ %page% از %pages%",
  "%start%–%end% of %count%": "%start%–%end% از %count%",
  "about %count%": "حدود %count%",
  "Pagination": "صفحه‌بندی",
  "Pagination, %name%": "صفحه‌بندی، %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "صفحهٔ %page% بارگیری نشد.",
  "The page could not be loaded.": "صفحه بارگیری نشد.",
  "Retry": "تلاش دوباره",
  "Dismiss": "بستن",
  "Load more": "بارگیری بیشتر",
  "%count% more loaded": "%count% مورد دیگر بارگیری شد",
  "Items per page": "مورد در هر صفحه",
  "Show": "نمایش",
  "Page": "صفحه",
  "Go": "برو",
  "Enter a page number of 1 or more.": "شمارهٔ صفحه‌ای برابر با 1 یا بیشتر وارد کنید.",
  "Enter a page number from 1 to %max%.": "شمارهٔ صفحه‌ای از 1 تا %max% وارد کنید.",
  "That is not a whole page number.": "این یک شمارهٔ صفحهٔ صحیح نیست.",
  "There is no page %value%.": "صفحهٔ %value% وجود ندارد.",
  "Jump forward %count% pages": "%count% صفحه به جلو",
  "Jump back %count% pages": "%count% صفحه به عقب",
};

export default words;
