// Generates, from custom-elements.json, the editor and framework types that the
// TypeScript build cannot produce on its own:
//
//   dist/jsx/react.d.ts                  JSX intrinsic elements for React 19
//   dist/jsx/preact.d.ts                 JSX intrinsic elements for Preact 10
//   dist/vscode.html-custom-data.json    VS Code HTML custom data (version 1.1)
//
// `npm run build` runs it after rollup (and so does scripts/ensure.mjs). Node
// built-ins only. Every run rewrites the three files from the manifest, so
// they never drift from it.

import { elements, manifest, root } from './manifest-elements.mjs';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGE = 'paginator-elements';


/** Names the package root (`src/index.ts`) exports: the element classes must be among them. */
const rootExports = new Set(
  (manifest.modules ?? []).filter((m) => m.path === 'src/index.ts').flatMap((m) => (m.exports ?? []).map((e) => e.name)),
);
for (const el of elements) {
  if (!rootExports.has(el.name)) throw new Error(`${el.name} (<${el.tagName}>) is not exported from ${PACKAGE}.`);
}

/**
 * String-literal type aliases of the sources (`export type UrlStyle = 'query' | 'named';`):
 * the manifest writes attribute types by alias name, and both the JSX props and
 * VS Code's value lists need the literals.
 */
function literalAliases() {
  const aliases = new Map();
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/export\s+type\s+([A-Za-z_$][\w$]*)\s*=\s*([^;]+);/g)) {
          const literals = stringLiterals(m[2]);
          if (literals) aliases.set(m[1], literals);
        }
      }
    }
  };
  walk(join(root, 'src'));
  return aliases;
}
const aliases = literalAliases();

/** The literals of a union of string literals (`'a' | "b"`), else null. */
function stringLiterals(text) {
  const parts = text.split('|').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const out = [];
  for (const part of parts) {
    const m = /^(['"])([^'"\\]*)\1$/.exec(part);
    if (!m) return null;
    out.push(m[2]);
  }
  return out;
}

/** Replace alias names that stand for string-literal unions by their literals. */
function resolveAliases(text) {
  return text.replace(/\b[A-Za-z_$][\w$]*\b/g, (name) =>
    aliases.has(name) ? aliases.get(name).map((v) => `'${v}'`).join(' | ') : name,
  );
}

const SIMPLE_WORDS = new Set(['string', 'number', 'boolean', 'bigint', 'null', 'undefined', 'unknown', 'object', 'Record', 'Array']);

/**
 * Whether a type text uses only TypeScript's own vocabulary (primitives,
 * literals, `Record`, `Array`, unions) and so means the same thing in a
 * declaration file that imports nothing else.
 */
function isSimple(text) {
  const rest = text
    .replace(/'[^'\\]*'|"[^"\\]*"/g, ' ')
    .replace(/\b\d+(\.\d+)?\b/g, ' ')
    .replace(/[|<>,[\]()\s]/g, ' ');
  return rest.split(' ').filter(Boolean).every((word) => SIMPLE_WORDS.has(word));
}

/**
 * An attribute documented as "`a`, `b` or `c`." with the type `string` is an
 * enumeration whose type the source keeps wide (e.g. `<paginator-link kind>`).
 */
function describedLiterals(description) {
  const m = /^\s*((?:`[\w-]+`(?:, | or ))+`[\w-]+`)\.?\s*$/.exec(description ?? '');
  if (!m) return null;
  return [...m[1].matchAll(/`([\w-]+)`/g)].map((x) => x[1]);
}

/** The TS type of an attribute (as written in HTML or JSX) and its enumerated values, if any. */
function attributeType(attr) {
  const raw = attr.type?.text ?? 'string';
  const resolved = resolveAliases(raw);
  let literals = stringLiterals(resolved.split('|').map((p) => p.trim()).filter((p) => p !== 'null' && p !== 'undefined').join(' | '));
  let type = isSimple(resolved) ? resolved : 'string';
  if (!literals && /^string(\s*\|\s*(null|undefined))*$/.test(raw.trim())) {
    literals = describedLiterals(attr.description);
    if (literals) type = resolved.replace(/^string/, literals.map((v) => `'${v}'`).join(' | '));
  }
  return { type, literals, simple: isSimple(resolved) };
}

/**
 * Attributes named like a method of the element (its update cycle, the DOM's
 * `before()` / `after()`): the element makes the name a write-only property
 * that sets the attribute's field (src/components/shared/method-named-property.ts),
 * so the framework's property assignment works.
 */
const METHOD_NAMED = new Set(['update', 'before', 'after']);

/** Props the framework consumes itself: the element never sees them, so they are left to the framework's own types. */
const RESERVED = new Set(['key', 'ref', 'children']);

/** Props common to React and Preact for one element: attributes, then public properties, then events. */
function elementProps(el) {
  const props = [];
  const seen = new Set();
  const fields = new Map((el.members ?? []).filter((m) => m.kind === 'field').map((m) => [m.name, m]));

  for (const attr of el.attributes ?? []) {
    if (RESERVED.has(attr.name)) continue;
    const written = attributeType(attr);
    // A name without "-" that the element has is assigned as a property: it takes what the property takes.
    const type = written.simple || attr.name.includes('-') || !attr.fieldName ? written.type : `${el.name}[${JSON.stringify(attr.fieldName)}]`;
    const notes = [];
    if (METHOD_NAMED.has(attr.name)) {
      notes.push(`Attribute \`${attr.name}\`; as a property, \`${attr.fieldName}\`, or \`${attr.name}\` to write (reading \`${attr.name}\` gives the element's method).`);
    } else if (attr.fieldName && attr.fieldName !== attr.name) notes.push(`Attribute \`${attr.name}\`; as a property, \`${attr.fieldName}\`.`);
    else notes.push(`Attribute and property \`${attr.name}\`.`);
    if (attr.default !== undefined) notes.push(`@default ${attr.default}`);
    if (/^[^-]{4}-/.test(attr.name) && type.includes('boolean')) {
      notes.push(
        `In Preact, \`${attr.name}={false}\` is written as the attribute value "false" (Preact keeps false for names with "-" at ` +
          `index 4, as for \`data-\`/\`aria-\`), which a boolean attribute reads as true: use \`${attr.fieldName ?? attr.name}={false}\` there.`,
      );
    }
    props.push({ key: attr.name, type, description: attr.description, notes });
    seen.add(attr.name);
  }

  for (const field of fields.values()) {
    if (field.static || field.readonly || field.privacy === 'private' || field.privacy === 'protected') continue;
    if (field.name.startsWith('_') || field.name.startsWith('#') || seen.has(field.name) || RESERVED.has(field.name)) continue;
    const raw = field.type?.text;
    const resolved = raw ? resolveAliases(raw) : null;
    const type = resolved && isSimple(resolved) ? resolved : `${el.name}[${JSON.stringify(field.name)}]`;
    const notes = [field.attribute ? `Property; as an attribute, \`${field.attribute}\`.` : 'Property only (no attribute).'];
    if (field.default !== undefined) notes.push(`@default ${field.default}`);
    props.push({ key: field.name, type, description: field.description, notes });
    seen.add(field.name);
  }

  for (const event of el.events ?? []) {
    if (!event.name) continue;
    props.push({
      key: `on${event.name}`,
      type: `(event: ElementEvent<${JSON.stringify(event.name)}>) => void`,
      description: event.description,
      notes: [`Listener for the \`${event.name}\` event.`],
    });
  }
  return props;
}

// ---------------------------------------------------------------------------
// Writing the declarations
// ---------------------------------------------------------------------------

const propKey = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);

function jsdoc(lines, indent) {
  const text = lines.filter(Boolean).join('\n\n').replace(/\*\//g, '*\\/');
  const body = text.split('\n').map((line) => `${indent} *${line ? ` ${line}` : ''}`);
  return [`${indent}/**`, ...body, `${indent} */`].join('\n');
}

function propsInterfaces() {
  return elements
    .map((el) => {
      const members = elementProps(el)
        .map((p) => `${jsdoc([p.description, ...p.notes], '  ')}\n  ${propKey(p.key)}?: ${p.type};`)
        .join('\n');
      const doc = jsdoc([`Props of \`<${el.tagName}>\` (${el.name}) beyond the standard HTML ones.`, el.summary], '');
      return `${doc}\nexport interface ${el.name}Props {\n${members}\n}`;
    })
    .join('\n\n');
}

const header = (framework, rule) => `// Generated by scripts/generate-types.mjs from custom-elements.json: do not edit.
//
// JSX intrinsic-element types for ${framework}. Opt in once, from any TypeScript file:
//
//   import type {} from '${PACKAGE}/jsx/${framework === 'React 19' ? 'react' : 'preact'}';
//
// (or list '${PACKAGE}/jsx/${framework === 'React 19' ? 'react' : 'preact'}' in tsconfig's compilerOptions.types).
// Registering the elements is still a runtime import: import '${PACKAGE}';
//
${rule
  .trim()
  .split('\n')
  .map((line) => `// ${line}`.trimEnd())
  .join('\n')}

import type { ${elements.map((el) => el.name).join(', ')} } from '${PACKAGE}';
`;

const eventHelper = `/** The event dispatched as \`K\`: its HTMLElementEventMap entry (declared by ${PACKAGE}), else a CustomEvent. */
export type ElementEvent<K extends string> = K extends keyof HTMLElementEventMap ? HTMLElementEventMap[K] : CustomEvent<unknown>;`;

const REACT_RULE = `
How React 19 treats these props (verified in react-dom 19.3.1,
node_modules/react-dom/cjs/react-dom-client.development.js, setPropOnCustomElement,
lines 22085-22180; the production build does the same):
- A prop whose name starts with "on" and is not one of React's own event props
  (onClick...) is an event listener when its value is a function: React calls
  addEventListener(key.slice(2), value), the name kept exactly as written (no
  lower-casing); a trailing "Capture" makes it a capture listener. So
  'onpaginator-navigate' listens to "paginator-navigate".
- Any other prop: when \`key in element\` React assigns the property
  (element[key] = value: \`paging\` takes an object, \`updateTarget\`, \`pushUrl\`...);
  otherwise it sets the attribute (true -> "", false/null/undefined -> removed).
  Hyphenated attribute names ('url-style') are never properties, so they are
  attributes. \`update\`, \`before\` and \`after\` are methods of the element, which
  the element turns into write-only properties, so they work as props.
- \`key\` and \`ref\` are React's: they never reach the element (set a sort
  link's \`key\` through a ref, or write the \`key\` attribute in markup).
`;

const PREACT_RULE = `
How Preact 10 treats these props (verified in preact 10.29.8,
node_modules/preact/src/diff/props.js, setProperty, lines 50-153):
- A prop whose name starts with "on" is an event listener (line 79): a trailing
  "Capture" is stripped (capture listener, CAPTURE_REGEX line 27); the event
  name is the rest after "on", lower-cased only when the lower-cased prop is a
  DOM handler property of the element ('onclick' in dom), else kept exactly as
  written (lines 80-86). So 'onpaginator-navigate' listens to "paginator-navigate".
- Any other prop: when \`name in dom\` (save width, height, href, list, form,
  tabIndex, download, rowSpan, colSpan, role, popover) Preact assigns the
  property (lines 115-135); otherwise it sets the attribute (null/undefined
  and false -> removed, except that false is written as "false" when the name
  has "-" at index 4, as in 'push-url': use pushUrl={false}) (lines 145-151).
  \`update\`, \`before\` and \`after\` are methods of the element, which the
  element turns into write-only properties, so they work as props.
- \`key\` and \`ref\` are Preact's: they never reach the element (set a sort
  link's \`key\` through a ref).
`;

function reactDts() {
  const entries = elements
    .map((el) => `      '${el.tagName}': DetailedHTMLProps<HTMLAttributes<${el.name}>, ${el.name}> & ${el.name}Props;`)
    .join('\n');
  return `${header('React 19', REACT_RULE)}import type { DetailedHTMLProps, HTMLAttributes } from 'react';

${eventHelper}

${propsInterfaces()}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries}
    }
  }
}
`;
}

function preactDts() {
  const entries = elements
    .map((el) => `      '${el.tagName}': PreactJSX.HTMLAttributes<${el.name}> & ${el.name}Props;`)
    .join('\n');
  return `${header('Preact 10', PREACT_RULE)}import type { JSX as PreactJSX } from 'preact';

${eventHelper}

${propsInterfaces()}

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${entries}
    }
  }
}
`;
}

// ---------------------------------------------------------------------------
// VS Code HTML custom data
// ---------------------------------------------------------------------------

const markdown = (value) => ({ kind: 'markdown', value });

function tagDescription(el) {
  const parts = [el.summary, el.description].filter(Boolean);
  const list = (title, items, fmt) => {
    if (items?.length) parts.push(`**${title}:** ${items.map(fmt).join(', ')}`);
  };
  list('Events', el.events, (e) => `\`${e.name}\``);
  list('Slots', el.slots, (s) => (s.name ? `\`${s.name}\`` : 'default'));
  list('CSS parts', el.cssParts, (p) => `\`::part(${p.name})\``);
  list('CSS properties', el.cssProperties, (p) => `\`${p.name}\``);
  return parts.join('\n\n');
}

function customData() {
  return {
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tagName,
      description: markdown(tagDescription(el)),
      attributes: (el.attributes ?? []).map((attr) => {
        const { type, literals } = attributeType(attr);
        const text = [attr.description, `Type: \`${type}\``, attr.default !== undefined ? `Default: \`${attr.default}\`` : '']
          .filter(Boolean)
          .join('\n\n');
        const out = { name: attr.name, description: markdown(text) };
        if (literals) out.values = literals.map((name) => ({ name }));
        else if (/^boolean$/.test(type)) out.valueSet = 'v';
        return out;
      }),
    })),
  };
}

// ---------------------------------------------------------------------------

/**
 * Written beside and renamed into place: npm test runs the Node tests on several Nodes at once,
 * and one run's test of these files regenerates them while another reads them.
 */
function writeWhole(path, text) {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}

mkdirSync(join(root, 'dist', 'jsx'), { recursive: true });
writeWhole(join(root, 'dist', 'jsx', 'react.d.ts'), reactDts());
writeWhole(join(root, 'dist', 'jsx', 'preact.d.ts'), preactDts());
// Empty runtime modules, so that `import 'paginator-elements/jsx/react'` (not only
// `import type {}`) also resolves in bundlers and Node.
const EMPTY_MODULE = '// Types only: see the .d.ts beside this file.\nexport {};\n';
writeWhole(join(root, 'dist', 'jsx', 'react.js'), EMPTY_MODULE);
writeWhole(join(root, 'dist', 'jsx', 'preact.js'), EMPTY_MODULE);
writeWhole(join(root, 'dist', 'vscode.html-custom-data.json'), `${JSON.stringify(customData(), null, 2)}\n`);
console.log(
  `Wrote dist/jsx/react.d.ts, dist/jsx/preact.d.ts and dist/vscode.html-custom-data.json (${elements.length} elements).`,
);
