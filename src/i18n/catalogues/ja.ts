/** Japanese: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< 前へ",
  "Next >>": "次へ >>",
  "<< first": "<< 最初",
  "last >>": "最後 >>",
  "Previous": "前へ",
  "Next": "次へ",
  "first": "最初",
  "last": "最後",
  " of ": " / ",
  "Page %page%": "%page% ページ",
  "Page %page% of %pages%": "%page% / %pages% ページ",
  "%start%–%end% of %count%": "%start%–%end% / %count%",
  "about %count%": "約%count%",
  "Pagination": "ページ送り",
  "Pagination, %name%": "ページ送り、%name%",
  "%list%: %text%": "%list%：%text%",
  "Page %page% could not be loaded.": "%page% ページを読み込めませんでした。",
  "The page could not be loaded.": "ページを読み込めませんでした。",
  "Retry": "再試行",
  "Dismiss": "閉じる",
  "Load more": "さらに読み込む",
  "%count% more loaded": "さらに %count% 件を読み込みました",
  "Items per page": "1 ページあたりの件数",
  "Show": "表示",
  "Page": "ページ",
  "Go": "移動",
  "Enter a page number of 1 or more.": "1 以上のページ番号を入力してください。",
  "Enter a page number from 1 to %max%.": "1 から %max% までのページ番号を入力してください。",
  "That is not a whole page number.": "整数のページ番号ではありません。",
  "There is no page %value%.": "%value% ページはありません。",
  "Jump forward %count% pages": "%count% ページ進む",
  "Jump back %count% pages": "%count% ページ戻る",
};

export default words;
