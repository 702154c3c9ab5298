/** Arabic: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< السابق",
  "Next >>": "التالي >>",
  "<< first": "<< الأولى",
  "last >>": "الأخيرة >>",
  "Previous": "السابق",
  "Next": "التالي",
  "first": "الأولى",
  "last": "الأخيرة",
  " of ": " من ",
  "Page %page%": "الصفحة %page%",
  "Page %page% of %pages%": "الصفحة %page% من %pages%",
  "%start%–%end% of %count%": "%start%–%end% من %count%",
  "about %count%": "حوالي %count%",
  "Pagination": "ترقيم الصفحات",
  "Pagination, %name%": "ترقيم الصفحات، %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "تعذّر تحميل الصفحة %page%.",
  "The page could not be loaded.": "تعذّر تحميل الصفحة.",
  "Retry": "إعادة المحاولة",
  "Dismiss": "إغلاق",
  "Load more": "تحميل المزيد",
  "%count% more loaded": "تم تحميل %count% إضافية",
  "Items per page": "العناصر في كل صفحة",
  "Show": "عرض",
  "Page": "الصفحة",
  "Go": "انتقال",
  "Enter a page number of 1 or more.": "أدخل رقم صفحة يساوي 1 أو أكثر.",
  "Enter a page number from 1 to %max%.": "أدخل رقم صفحة من 1 إلى %max%.",
  "That is not a whole page number.": "هذا ليس رقم صفحة صحيحًا.",
  "There is no page %value%.": "لا توجد صفحة %value%.",
  "Jump forward %count% pages": "الانتقال إلى الأمام (عدد الصفحات: %count%)",
  "Jump back %count% pages": "الانتقال إلى الخلف (عدد الصفحات: %count%)",
};

export default words;
