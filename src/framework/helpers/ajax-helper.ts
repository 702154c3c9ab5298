/**
 * The interface's `Ajax` helper, reduced to the link the paginator renders
 * when an `update` option is present.
 *
 * @module
 */
import { Helper } from './helper.js';
import type { PhpArray } from '../../shared/php.js';
import { ajaxLinkMarkup } from '../../pagination/tags.js';

/**
 * Renders Ajax links as plain markup: the real `<a href>` (so the link works
 * without JavaScript) with `data-update` and `data-indicator` naming the DOM
 * ids to fill and to show. There is no inline script and no `onclick`: the
 * library's delegated handler gives the markup its behaviour, so it works
 * under a strict Content-Security-Policy.
 */
export class AjaxHelper extends Helper {
  /** `<a href="URL" data-update="ID" data-indicator="ID" attrs>title</a>`, attributes in option order. */
  link(title: unknown, url: unknown = null, options: PhpArray = {}): string {
    return this.output(ajaxLinkMarkup(this.tags, title, this.buildUrl(url), options));
  }
}
