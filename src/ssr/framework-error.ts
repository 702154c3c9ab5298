/**
 * How Lit SSR renders `<framework-error>`: the page its first render in a
 * browser shows, as HTML (its views, views-html.ts), into its declarative
 * shadow root, with the page's styles. In the browser the element takes
 * that root over node by node (framework-error-page.ts's `show()`).
 *
 * What the element shows is worked out as in the browser (its `present()`),
 * once the renderer has set its attributes and properties: the built-in
 * page of `method` and `params` at `debug`, naming the address in `here`.
 * Bad input is reported as in the browser (one console line naming the
 * element and the attribute) and leaves the host empty. A `light` element
 * is left to the browser.
 *
 * @module
 */
import { LitElementRenderer } from '@lit-labs/ssr';
import { FrameworkErrorElement } from '../components/framework-error/framework-error.js';
import { pageStyles, rootViews } from '../components/framework-error/framework-error-page.js';
import { serveClass, SHOWN } from './lit-ssr.js';
import { viewsHtml } from './views-html.js';

/** The element as the server reaches it: what it keeps for the renderer. */
type Served = FrameworkErrorElement & { [SHOWN]?: string };

/** The HTML of what `element` shows in its shadow root: its page and the page's styles, or nothing. Never throws. */
function serverHtml(element: Served): string {
  // The page rendering was loaded when paginator-elements/ssr was imported: it is never on its way here.
  const result = element.present();
  if (result === null || typeof result !== 'object') return '';
  if (!('title' in result)) {
    element.report(result);
    return '';
  }
  return `<style>${pageStyles.cssText}</style>${viewsHtml(rootViews(result, false))}`;
}

/** Makes Lit SSR render `<framework-error>`, for every render from now on. */
export function serveFrameworkError(): void {
  serveClass(FrameworkErrorElement);
  LitElementRenderer.renderOptions.push((candidate) => {
    if (!(candidate instanceof FrameworkErrorElement)) return undefined;
    const element = candidate as Served;
    // Its light DOM is the browser's to write.
    element[SHOWN] = element.light ? '' : serverHtml(element);
    return element.light ? { disableSsr: true } : undefined;
  });
}
