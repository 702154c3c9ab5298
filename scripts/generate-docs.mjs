// Generates the usage guide of each element from custom-elements.json:
//
//   docs/elements/<tag>.md   summary, description, attributes, properties,
//                            events, slots, CSS parts, CSS custom properties
//                            and a short usage example
//
// `npm run docs` runs it (then typedoc for the core's API reference). Node
// built-ins only. The output depends on the manifest and on this file alone
// (manifest order, no dates), so running it twice changes nothing.

import { elements, manifest, root } from './manifest-elements.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const PACKAGE = 'paginator-elements';
// `--out <dir>`: scripts/docs.mjs --check writes the pages into a scratch folder to compare.
const outAt = process.argv.indexOf('--out');
const outDir = outAt === -1 ? join(root, 'docs', 'elements') : resolve(process.argv[outAt + 1]);


// ---------------------------------------------------------------------------
// What the manifest does not say: event detail types, examples
// ---------------------------------------------------------------------------

const AJAX_GUIDE = '../ajax.md';
const ERRORS_GUIDE = '../errors.md';

/** Event detail types (the `HTMLElementEventMap` entries in the sources), by tag and event, then by event. */
const DETAILS = {
  'framework-error': {
    'paginator-error': '`FrameworkErrorInputDetail`: `{ status: 0, error, field, message }`; `error` is `invalid-method`, `invalid-json`, `invalid-params`, `invalid-debug` or `render-failed`',
    'framework-error-captured': '`FrameworkErrorCapturedDetail`: `{ error, kind }`; `kind` is `error` or `unhandledrejection`',
  },
  'paginator-counter': {
    'paginator-error': '`InputErrorDetail`: `{ status: 0, error: \'input\', field, message }`',
  },
  '*': {
    'paginator-navigate': '`NavigateDetail`: `{ page, url, model, kind }`',
    'paginator-request': `\`AjaxRequestDetail\`: \`{ url, update, model, kind, page }\` ([Ajax guide](${AJAX_GUIDE}#events))`,
    'paginator-load': `\`AjaxLoadDetail\`: \`{ url, update, model, paging, target, added }\` ([Ajax guide](${AJAX_GUIDE}#events))`,
    'paginator-error': `\`InputErrorDetail\` (bad input: \`{ status: 0, error: 'input', field, message }\`) or \`AjaxErrorDetail\` (\`{ url, update, model, kind, page, status, error, message }\`, see the [Ajax guide](${AJAX_GUIDE}#errors))`,
  },
};

/** A hand-written usage example per element: a fenced block and a sentence or two. */
const EXAMPLES = {
  'paginator-numbers': {
    intro: 'The page numbers of a record set, shared with other elements through one JSON script, refilling `#results` with each followed link:',
    lang: 'html',
    code: `<script type="application/json" id="paging">
  {"Article": {"page": 2, "pageCount": 7, "count": 62, "current": 10, "prevPage": true, "nextPage": true,
               "defaults": {"limit": 10}, "options": {"page": 2, "limit": 10}}}
</script>

<div id="results">…the rows of page 2…</div>
<paginator-numbers source="paging" modulus="4" first="1" last="1"
                   update="results" indicator="spinner" push-url></paginator-numbers>
<span id="spinner" hidden>Loading…</span>

<script type="module">
  document.querySelector('paginator-numbers').addEventListener('paginator-navigate', (event) => {
    console.log('going to page', event.detail.page, event.detail.url);
  });
</script>`,
    outro: `Without \`update\` the links are followed as ordinary links. Cancel \`paginator-navigate\` to route in a single-page app instead. With \`update\`, see the [Ajax guide](${AJAX_GUIDE}) for what the server must answer.`,
  },
  'paginator-counter': {
    intro: 'Where the reader is, in the three formats:',
    lang: 'html',
    code: `<paginator-counter source="paging"></paginator-counter>                   <!-- 2 of 7 -->
<paginator-counter source="paging" format="range"></paginator-counter>      <!-- 11 - 20 of 62 -->
<paginator-counter source="paging"
  format="Page %page% of %pages%: articles %start% to %end% of %count%"></paginator-counter>`,
    outro: 'It is a polite live region: when an Ajax answer brings a new paging record, the new text is announced.',
  },
  'paginator-link': {
    intro: 'Previous and next links, a sort toggle and a link to a given page, all on the same record:',
    lang: 'html',
    code: `<paginator-link kind="prev" source="paging" disabled-label="No previous page"></paginator-link>
<paginator-link kind="next" source="paging">Next page</paginator-link>
<paginator-link kind="first" source="paging">« first</paginator-link>
<paginator-link kind="last" source="paging" label="3"></paginator-link>   <!-- links to the last 3 pages -->
<paginator-link kind="sort" key="title" source="paging">Title</paginator-link>
<paginator-link kind="page" page="5" source="paging"></paginator-link>

<!-- Load more: the next page's rows are appended to #rows; infinite follows it when it scrolls into view -->
<ul id="rows">…the rows of page 1…</ul>
<paginator-link kind="more" source="paging" update="rows" infinite></paginator-link>`,
    outro: 'The label is the text content (or `label`); without either, the default titles are used. A link with nowhere to go is shown disabled (`aria-disabled="true"`, not focusable). `kind="sort"` reflects the current direction in its `sorted` property and attribute, for styling: `paginator-link[sorted="desc"]`. Prev and next links carry `rel="prev"` / `rel="next"`. `kind="more"` is a "Load more" link to the next page that renders nothing after the last; see [Load more](../load-more.md).',
  },
  'paginator-limit': {
    intro: 'A page-size select in a GET form that keeps the URL\'s other parts; choosing a size goes to page 1 with the new `limit`:',
    lang: 'html',
    code: `<!-- Without a build step: the drop-in bundle's add-on file, beside the bundle -->
<script type="module" src="https://cdn.jsdelivr.net/npm/paginator-elements@0.1.0/dist/paginator-limit.min.js"></script>

<paginator-limit source="paging" update="results" limits="10, 25, 50" push-url></paginator-limit>`,
    outro: 'The size applies when the form is submitted (its button, or Enter); `auto` applies it as soon as it is chosen. A `limits` entry that is not an integer from 1 to `max-limit` is bad input. Without JavaScript, write the core\'s `limitControl()` on the server: the same form. See [Page size and jump to page](../page-size-and-jump.md).',
  },
  'paginator-jump': {
    intro: 'A "go to page" field, bounded 1..pageCount, that follows the same navigate and Ajax path as a link:',
    lang: 'html',
    code: `<script type="module" src="https://cdn.jsdelivr.net/npm/paginator-elements@0.1.0/dist/paginator-jump.min.js"></script>

<paginator-jump source="paging" update="results" push-url></paginator-jump>`,
    outro: 'A page that is not a number, or lies outside 1..pageCount, is not submitted: the reason is shown next to the input (`aria-invalid`, `aria-describedby`, announced politely) and focus stays in the field. Without JavaScript, write the core\'s `jumpForm()` on the server. See [Page size and jump to page](../page-size-and-jump.md).',
  },
  'framework-error': {
    intro: 'A descriptive page in development, the plain production page otherwise, and a catcher for the page\'s own uncaught errors:',
    lang: 'html',
    code: `<!-- debug 2: the "Missing Controller" page, with what to create -->
<framework-error method="missingController" params='{"className": "PostsController"}' debug="2"></framework-error>

<!-- debug 0 (production): the same error shows the plain "Not Found" page -->
<framework-error method="missingController" params='{"className": "PostsController"}' debug="0"></framework-error>

<!-- shows uncaught errors and unhandled rejections of this page -->
<framework-error capture debug="1"></framework-error>`,
    outro: `Without \`debug\`, the application's level applies (\`configure({ debug })\`, 0 unless configured). Views registered at \`errors/<kind>\` and a registered AppError apply to the element as they do on a server; see the [error-page guide](${ERRORS_GUIDE}).`,
  },
};

// ---------------------------------------------------------------------------
// Markdown helpers
// ---------------------------------------------------------------------------

/** Text for a table cell: on one line, pipes escaped (also inside code spans, as GitHub tables require). */
function cell(text) {
  if (text === undefined || text === null || text === '') return '';
  return String(text).replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A value as an inline code span (backticks in it lengthen the fence). */
function code(text) {
  if (text === undefined || text === null || text === '') return '';
  const value = String(text).replace(/\s*\n\s*/g, ' ');
  const fence = value.includes('`') ? '``' : '`';
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function table(headers, rows) {
  if (rows.length === 0) return '';
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

// ---------------------------------------------------------------------------
// One page per element
// ---------------------------------------------------------------------------

function memberOf(decl, name) {
  return (decl.members ?? []).find((member) => member.kind === 'field' && member.name === name);
}

function isPublic(member) {
  return member.privacy === undefined || member.privacy === 'public';
}

function attributeRows(decl) {
  return (decl.attributes ?? []).map((attribute) => {
    const member = attribute.fieldName ? memberOf(decl, attribute.fieldName) : undefined;
    const description = attribute.description ?? member?.description ?? '';
    const inherited = attribute.inheritedFrom ? ' (common to the paginator elements)' : '';
    return [
      code(attribute.name),
      attribute.fieldName ? code(attribute.fieldName) : '',
      code(attribute.type?.text ?? member?.type?.text),
      code(attribute.default ?? member?.default),
      description + inherited,
    ];
  });
}

/** Public instance fields that no attribute reflects: set or read from script only. */
function propertyRows(decl) {
  const withAttribute = new Set((decl.attributes ?? []).map((attribute) => attribute.fieldName).filter(Boolean));
  return (decl.members ?? [])
    .filter((member) => member.kind === 'field' && !member.static && isPublic(member) && !withAttribute.has(member.name))
    .filter((member) => !member.name.startsWith('_') && !member.name.startsWith('#'))
    .map((member) => [
      code(member.name),
      code(member.type?.text),
      member.readonly ? 'read-only' : 'read / write',
      member.description ?? '',
    ]);
}

function eventRows(decl) {
  const specific = DETAILS[decl.tagName] ?? {};
  return (decl.events ?? []).map((event) => [
    code(event.name),
    specific[event.name] ?? DETAILS['*'][event.name] ?? (event.type?.text ? code(event.type.text) : ''),
    event.description ?? '',
  ]);
}

function slotRows(decl) {
  return (decl.slots ?? []).map((slot) => [slot.name ? code(slot.name) : '(default)', slot.description ?? '']);
}

function partRows(decl) {
  return (decl.cssParts ?? []).map((part) => [code(part.name), part.description ?? '']);
}

function cssPropertyRows(decl) {
  return (decl.cssProperties ?? []).map((property) => [code(property.name), code(property.default), property.description ?? '']);
}

function section(title, body, empty) {
  return `## ${title}\n\n${body || empty}\n`;
}

function page(decl) {
  const tag = decl.tagName;
  const example = EXAMPLES[tag];
  const lines = [];
  lines.push(`<!-- Generated from custom-elements.json by scripts/generate-docs.mjs (npm run docs). Do not edit. -->`);
  lines.push('');
  lines.push(`# \`<${tag}>\``);
  lines.push('');
  if (decl.summary) lines.push(`**${decl.summary.trim()}**`, '');
  if (decl.description) lines.push(decl.description.trim(), '');
  lines.push(`Class \`${decl.name}\`. Load it alone with \`import '${PACKAGE}/${tag}';\`, with the others through \`import '${PACKAGE}';\`, or with the drop-in bundle (\`<script type="module" src=".../dist/paginator-elements.min.js"></script>\`).`);
  lines.push('');
  if (example) {
    lines.push('## Usage', '', example.intro, '', `\`\`\`${example.lang}`, example.code, '```', '');
    if (example.outro) lines.push(example.outro, '');
  }
  lines.push(section('Attributes', table(['Attribute', 'Property', 'Type', 'Default', 'Description'], attributeRows(decl)), 'None.'));
  const properties = propertyRows(decl);
  if (properties.length > 0) {
    lines.push(section('Properties for scripts', table(['Property', 'Type', 'Access', 'Description'], properties), ''));
  }
  lines.push(section(
    'Events',
    table(['Event', 'Detail', 'Description'], eventRows(decl)) +
      ((decl.events ?? []).length ? '\n\nAll events bubble and cross shadow roots (`composed`).' : ''),
    'None.',
  ));
  lines.push(section('Slots', table(['Slot', 'Description'], slotRows(decl)), 'None.'));
  lines.push(section('CSS parts', table(['Part', 'Description'], partRows(decl)), 'None.'));
  lines.push(section('CSS custom properties', table(['Property', 'Default', 'Description'], cssPropertyRows(decl)), 'None.'));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

mkdirSync(outDir, { recursive: true });
const written = [];
for (const decl of elements) {
  const file = join(outDir, `${decl.tagName}.md`);
  writeFileSync(file, page(decl));
  written.push(relative(root, file));
}
console.log(`generate-docs: wrote ${written.join(', ')}`);
