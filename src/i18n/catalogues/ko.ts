/** Korean: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< 이전",
  "Next >>": "다음 >>",
  "<< first": "<< 처음",
  "last >>": "마지막 >>",
  "Previous": "이전",
  "Next": "다음",
  "first": "처음",
  "last": "마지막",
  " of ": " / ",
  "Page %page%": "%page%페이지",
  "Page %page% of %pages%": "%page%/%pages%페이지",
  "%start%–%end% of %count%": "%start%–%end% / %count%",
  "about %count%": "약 %count%",
  "Pagination": "페이지 탐색",
  "Pagination, %name%": "페이지 탐색, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "%page%페이지를 불러오지 못했습니다.",
  "The page could not be loaded.": "페이지를 불러오지 못했습니다.",
  "Retry": "다시 시도",
  "Dismiss": "닫기",
  "Load more": "더 불러오기",
  "%count% more loaded": "%count%개를 더 불러왔습니다",
  "Items per page": "페이지당 항목 수",
  "Show": "표시",
  "Page": "페이지",
  "Go": "이동",
  "Enter a page number of 1 or more.": "1 이상의 페이지 번호를 입력하세요.",
  "Enter a page number from 1 to %max%.": "1부터 %max%까지의 페이지 번호를 입력하세요.",
  "That is not a whole page number.": "정수 페이지 번호가 아닙니다.",
  "There is no page %value%.": "%value%페이지는 없습니다.",
  "Jump forward %count% pages": "%count%페이지 앞으로 이동",
  "Jump back %count% pages": "%count%페이지 뒤로 이동",
};

export default words;
