/** Ukrainian: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Назад",
  "Next >>": "Далі >>",
  "<< first": "<< перша",
  "last >>": "остання >>",
  "Previous": "Назад",
  "Next": "Далі",
  "first": "перша",
  "last": "остання",
  " of ": " з ",
  "Page %page%": "Сторінка %page%",
  "Page %page% of %pages%": "Сторінка %page% з %pages%",
  "%start%–%end% of %count%": "%start%–%end% з %count%",
  "about %count%": "приблизно %count%",
  "Pagination": "Нумерація сторінок",
  "Pagination, %name%": "Нумерація сторінок, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Не вдалося завантажити сторінку %page%.",
  "The page could not be loaded.": "Не вдалося завантажити сторінку.",
  "Retry": "Повторити",
  "Dismiss": "Закрити",
  "Load more": "Завантажити ще",
  "%count% more loaded": "Завантажено ще: %count%",
  "Items per page": "Елементів на сторінці",
  "Show": "Показати",
  "Page": "Сторінка",
  "Go": "Перейти",
  "Enter a page number of 1 or more.": "Введіть номер сторінки не менше 1.",
  "Enter a page number from 1 to %max%.": "Введіть номер сторінки від 1 до %max%.",
  "That is not a whole page number.": "Це не цілий номер сторінки.",
  "There is no page %value%.": "Сторінки %value% немає.",
  "Jump forward %count% pages": "Вперед на %count% стор.",
  "Jump back %count% pages": "Назад на %count% стор.",
};

export default words;
