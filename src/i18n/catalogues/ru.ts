/** Russian: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Назад",
  "Next >>": "Вперёд >>",
  "<< first": "<< первая",
  "last >>": "последняя >>",
  "Previous": "Назад",
  "Next": "Вперёд",
  "first": "первая",
  "last": "последняя",
  " of ": " из ",
  "Page %page%": "Страница %page%",
  "Page %page% of %pages%": "Страница %page% из %pages%",
  "%start%–%end% of %count%": "%start%–%end% из %count%",
  "about %count%": "примерно %count%",
  "Pagination": "Нумерация страниц",
  "Pagination, %name%": "Нумерация страниц, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Не удалось загрузить страницу %page%.",
  "The page could not be loaded.": "Не удалось загрузить страницу.",
  "Retry": "Повторить",
  "Dismiss": "Закрыть",
  "Load more": "Загрузить ещё",
  "%count% more loaded": "Загружено ещё: %count%",
  "Items per page": "Элементов на странице",
  "Show": "Показать",
  "Page": "Страница",
  "Go": "Перейти",
  "Enter a page number of 1 or more.": "Введите номер страницы не меньше 1.",
  "Enter a page number from 1 to %max%.": "Введите номер страницы от 1 до %max%.",
  "That is not a whole page number.": "Это не целый номер страницы.",
  "There is no page %value%.": "Страницы %value% нет.",
  "Jump forward %count% pages": "Вперёд на %count% стр.",
  "Jump back %count% pages": "Назад на %count% стр.",
};

export default words;
