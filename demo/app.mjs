// The demo application, built on the core itself: Article and Comment
// models over the demo's database (SQL models from paginator-elements/sql,
// demo/database.mjs), controllers whose actions await paginate(), and views
// that render with the PaginatorHelper (server side) and the paginator
// elements (in the browser).

import { App, Controller, PaginatorHelper, h, memoryEnvironment } from '../dist/core.js';
import {
  articlesBrowse, articlesIndex, articlesIndexCore, articleResults, commentsList, commentResults, errorLayout, layout, multiPage, titleResults,
  titlesPage,
} from './views.mjs';
import { fitPage } from './views-fit.mjs';
import { moreRows, morePage } from './views-more.mjs';
import { registerTotalFreeViews } from './views-countless.mjs';

export const ARTICLE_FIELDS = ['id', 'title', 'author', 'created', 'views'];
export const COMMENT_FIELDS = ['id', 'article_id', 'author', 'body'];

/** Answers an Ajax request with the fragment only, and its paging record in X-Paging. */
function answerFragment(controller, model, view) {
  if (!controller.params.isAjax) return;
  controller.layout = 'ajax';
  controller.header(`X-Paging: ${JSON.stringify({ [model]: controller.params.paging[model] })}`);
  controller.render(view);
}

class ArticlesController extends Controller {
  name = 'Articles';
  // A page size from the request (?limit=, the page-size form) is honoured up to maxLimit.
  paginateSettings = { limit: 20, maxLimit: 100, order: { 'Article.id': 'asc' } };

  /**
   * The page without JavaScript: links rendered by the core's PaginatorHelper, and the page's neighbours
   * in its head (`<link rel="prev|next|first|last">`, written by meta()) for search engines.
   */
  async index() {
    const rows = await this.paginateAsync();
    const paginator = new PaginatorHelper({ env: this.app.env, here: this.here, params: this.params });
    this.set({
      rows, title: 'Articles (no JavaScript)', head: paginator.meta({ first: true, last: true }),
      description: 'A list of articles paginated on the server by the core\'s PaginatorHelper: plain links, no JavaScript.',
    });
  }

  /** The page with the elements, Ajax-updated; an Ajax request gets the results fragment. */
  async browse() {
    this.set({
      rows: await this.paginateAsync(), title: 'Articles', elements: true, forms: true,
      description: 'A table of articles with paginator elements that load each page by Ajax, a page size and a jump field.',
    });
    answerFragment(this, 'Article', 'results');
  }

  /** A short list of titles, five a page (the article list of the two-list page). */
  async titles() {
    this.paginateSettings = { limit: 5, order: { 'Article.id': 'asc' } };
    this.set({
      rows: await this.paginateAsync(), title: 'Article titles', elements: true,
      description: 'A short list of article titles, five a page, with a pager that works with or without JavaScript.',
    });
    answerFragment(this, 'Article', 'title_results');
  }

  /** Load more: twenty rows a page; an Ajax request (the more link's) gets only the rows, to append. */
  async more() {
    this.set({
      rows: await this.paginateAsync(), title: 'Articles, loaded on demand', elements: true,
      description: 'Articles loaded twenty at a time by a load-more link, or by infinite scroll.',
    });
    answerFragment(this, 'Article', 'more_rows');
  }

  /** Pages without a total: no count query (views-countless.mjs). */
  async feed() {
    this.paginateSettings = { countless: true, limit: 20, order: { 'Article.id': 'asc' } };
    this.set({
      rows: await this.paginateAsync(), title: 'Articles without a total', elements: true,
      description: 'Articles paged by number without counting them: previous and next, no last page.',
    });
    answerFragment(this, 'Article', 'total_free_results');
  }

  /** Pages by cursor over the ids, newest first: no count, no offset; a bad cursor is a 404. */
  async cursor() {
    this.paginateSettings = { keyset: 'id', limit: 20, order: { 'Article.id': 'desc' } };
    this.set({
      rows: await this.paginateAsync(), title: 'Articles by cursor', elements: true,
      description: 'Articles paged by an opaque cursor over their ids, newest first: no count and no offset.',
    });
    answerFragment(this, 'Article', 'total_free_results');
  }
}

class CommentsController extends Controller {
  name = 'Comments';
  paginateSettings = { limit: 5, order: { 'Comment.id': 'desc' } };

  /** One page of comments; an Ajax request gets the fragment. */
  async list() {
    this.set({
      rows: await this.paginateAsync(), title: 'Comments', elements: true,
      description: 'Comments on the demo\'s articles, five a page, with a pager that works with or without JavaScript.',
    });
    answerFragment(this, 'Comment', 'results');
  }
}

class PagesController extends Controller {
  name = 'Pages';
  uses = ['Article', 'Comment'];
  paginateSettings = { Article: { limit: 5 }, Comment: { limit: 5, order: { 'Comment.id': 'desc' } } };

  /** One pager in boxes of several widths: each shows the window its width holds. */
  async fit() {
    await this.paginateAsync('Article');
    this.set({
      title: 'A pager that fits', elements: true,
      description: 'One pager in boxes of several widths: each shows as many pages as its width holds, on one line.',
    });
  }

  /** Several models paginated on one page, each in its own region. */
  async multi() {
    this.set({
      articles: await this.paginateAsync('Article'), comments: await this.paginateAsync('Comment'), title: 'Two lists on one page', elements: true,
      description: 'Articles and comments paginated on one page, each list in its own region with its own pager.',
    });
  }
}

/**
 * The demo application over `models` (`{ Article, Comment }`, from
 * openDemoDatabase()). `debug` 0 (default) shows production error pages
 * for unknown URLs; `DEBUG=2 npm start` shows the descriptive ones.
 * `pagers` is how the list without JavaScript writes its pagers: `'elements'`
 * (default: the elements through Lit SSR) or `'core'` (the core's markup).
 */
export function createApp({ debug = 0, models, pagers = 'elements' }) {
  if (pagers !== 'elements' && pagers !== 'core') throw new TypeError(`pagers must be "elements" or "core", got ${JSON.stringify(pagers)}`);
  const app = new App({ env: memoryEnvironment(), debug });
  app.registerModel('Article', () => models.Article);
  app.registerModel('Comment', () => models.Comment);
  app.registerController('Articles', ArticlesController);
  app.registerController('Comments', CommentsController);
  app.registerController('Pages', PagesController);
  app.registerView('articles/index', pagers === 'core' ? articlesIndexCore : articlesIndex);
  app.registerView('articles/browse', articlesBrowse);
  app.registerView('articles/results', articleResults);
  app.registerView('articles/titles', titlesPage);
  app.registerView('articles/title_results', titleResults);
  app.registerView('comments/list', commentsList);
  app.registerView('comments/results', commentResults);
  app.registerView('pages/multi', multiPage);
  app.registerView('pages/fit', fitPage);
  app.registerView('articles/more', morePage);
  app.registerView('articles/more_rows', moreRows);
  registerTotalFreeViews(app);
  app.registerLayout('default', layout);
  app.registerLayout('error', errorLayout);
  return app;
}

export { h };
