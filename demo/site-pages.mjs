// Every page of the demo a visitor sees, for the checks that walk the whole site (the state matrix's page checks,
// test/matrix/demo-pages.matrix.test.mjs, and `npm run lighthouse`): the menu's pages, then pages a visitor reaches
// from them that look different (a far page of the list without JavaScript, the infinite-scroll version, an error
// page of each kind of look, a case of the gallery).

import { CASES } from './gallery-cases.mjs';
import { MENU } from './views.mjs';

export const SITE_PAGES = [
  ...MENU.map(([path]) => path),
  '/articles/index?page=2500',
  '/articles/more?infinite=1',
  '/errors/missingView?debug=2',
  '/errors/error404?debug=0',
  `/gallery?case=${CASES[0].id}`,
];
