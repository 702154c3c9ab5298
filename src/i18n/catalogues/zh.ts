/** Chinese (Simplified): the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< 上一页",
  "Next >>": "下一页 >>",
  "<< first": "<< 首页",
  "last >>": "末页 >>",
  "Previous": "上一页",
  "Next": "下一页",
  "first": "首页",
  "last": "末页",
  " of ": " / ",
  "Page %page%": "第 %page% 页",
  "Page %page% of %pages%": "第 %page% 页，共 %pages% 页",
  "%start%–%end% of %count%": "%start%–%end% / %count%",
  "about %count%": "约%count%",
  "Pagination": "分页",
  "Pagination, %name%": "分页，%name%",
  "%list%: %text%": "%list%：%text%",
  "Page %page% could not be loaded.": "无法加载第 %page% 页。",
  "The page could not be loaded.": "无法加载该页。",
  "Retry": "重试",
  "Dismiss": "关闭",
  "Load more": "加载更多",
  "%count% more loaded": "又加载了 %count% 项",
  "Items per page": "每页项目数",
  "Show": "显示",
  "Page": "页",
  "Go": "前往",
  "Enter a page number of 1 or more.": "请输入 1 或更大的页码。",
  "Enter a page number from 1 to %max%.": "请输入 1 到 %max% 之间的页码。",
  "That is not a whole page number.": "这不是一个整数页码。",
  "There is no page %value%.": "没有第 %value% 页。",
  "Jump forward %count% pages": "前进 %count% 页",
  "Jump back %count% pages": "后退 %count% 页",
};

export default words;
