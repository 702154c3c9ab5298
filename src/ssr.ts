/**
 * paginator-elements/ssr: the elements rendered on a server by Lit SSR.
 * Import it once before `@lit-labs/ssr`'s `render()`; every
 * `<paginator-numbers>`, `<paginator-counter>`, `<paginator-link>`,
 * `<paginator-limit>`, `<paginator-jump>` and `<framework-error>` in a
 * rendered template is then written with its declarative shadow root (or,
 * for a paginator element with `light` and Lit's `renderLight()`, its light
 * DOM), the same DOM as its first render in the browser, which takes it
 * over without rebuilding it (docs/ssr.md).
 *
 * Server-only: a browser loads the elements' own entries or the bundle.
 *
 * @packageDocumentation
 */
import { PARTS } from './components/paginator-element/paginator-element.js';
import { PaginatorCounter } from './components/paginator-counter/paginator-counter.js';
import { PaginatorJump } from './components/paginator-jump/paginator-jump.js';
import { PaginatorLimit } from './components/paginator-limit/paginator-limit.js';
import { PaginatorLink } from './components/paginator-link/paginator-link.js';
import { loadCompactForm, PaginatorNumbers } from './components/paginator-numbers/paginator-numbers.js';
import { ALIASES, CATALOGUES } from './i18n/catalogues.js';
import { wordsOf } from './i18n/catalogue.js';
import { serveWithLitSsr } from './ssr/lit-ssr.js';
import { FrameworkErrorElement, loadView } from './components/framework-error/framework-error.js';
import { serveFrameworkError } from './ssr/framework-error.js';

// What a browser fetches on first use, here before the first render: a server's render cannot wait.
await Promise.all([
  ...PARTS.map((part) => part.fetch()),
  loadCompactForm(),
  loadView(),
  // Each language a catalogue serves, its aliases too ('no' reads Bokmål's): a subtag's words are kept by subtag.
  ...[...Object.keys(CATALOGUES), ...Object.keys(ALIASES)].map((lang) => new Promise<void>((arrived) => {
    if (wordsOf(lang, arrived) !== null) arrived();
  })),
]);

serveWithLitSsr([PaginatorNumbers, PaginatorCounter, PaginatorLink, PaginatorLimit, PaginatorJump]);
serveFrameworkError();

export { FrameworkErrorElement, PaginatorCounter, PaginatorJump, PaginatorLimit, PaginatorLink, PaginatorNumbers };
