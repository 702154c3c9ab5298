/**
 * The built-in error pages, by view path (`errors/missing_controller`...).
 *
 * Each template returns an HTML fragment that the `error` layout wraps. The
 * values come from the framework error's messages, which may carry request
 * data, so every one is escaped; every fixed text goes through the
 * translation hook. A descriptive page says what is missing, where the
 * framework looked, what to create and how to customise the page; the
 * production pages (`error404`, `error500`) show only the status and the
 * requested address, never a detail of the application.
 *
 * @module
 */
import type { ViewTemplate } from '../framework/app.js';
import { __ } from '../shared/i18n.js';
import { camelize, underscore } from '../shared/inflector.js';
import { str, type PhpArray } from '../shared/php.js';
import { pageMarkup, type PageElement, type PageNode } from './page-nodes.js';

/** The English title of each built-in page (the `<h2>` and, through the handler, the layout's title). */
export const ERROR_TITLES: Readonly<Record<string, string>> = {
  error404: 'Not Found',
  error500: 'An Internal Error Has Occurred',
  missingController: 'Missing Controller',
  missingAction: 'Missing Method',
  privateAction: 'Private Method',
  missingTable: 'Missing Database Table',
  missingDatabase: 'Missing Database',
  missingView: 'Missing View',
  missingLayout: 'Missing Layout',
  missingConnection: 'Missing Database Connection',
  missingHelperFile: 'Missing Helper File',
  missingHelperClass: 'Missing Helper Class',
  missingBehaviorFile: 'Missing Behavior File',
  missingBehaviorClass: 'Missing Behavior Class',
  missingComponentFile: 'Missing Component File',
  missingComponentClass: 'Missing Component Class',
  missingModel: 'Missing Model',
  invalidCursor: 'Invalid Cursor',
};

/**
 * A fixed text, translated, with the nodes `fragments` in place of its
 * `%s` (a missing fragment leaves nothing). The translation is words of the
 * library, never markup: a catalogue can never inject an element.
 */
function text(english: string, ...fragments: PageNode[]): PageNode[] {
  const nodes: PageNode[] = [];
  __(english).split('%s').forEach((words, i) => {
    if (i > 0 && fragments[i - 1] !== undefined) nodes.push(fragments[i - 1]);
    if (words !== '') nodes.push({ words });
  });
  return nodes;
}

/** An element of a page. */
const el = (tag: string, attributes: readonly string[], ...children: PageNode[]): PageElement => ({ tag, attributes, children });

/**
 * Whether a message key is absent: listed by the handler in `missingKeys`,
 * or simply not set (a template can also be rendered without the handler).
 */
export function isMissingKey(vars: PhpArray, key: string): boolean {
  const listed = Array.isArray(vars.missingKeys) && vars.missingKeys.includes(key);
  return listed || vars[key] === undefined || vars[key] === null;
}

/** What a page shows in place of an absent message key: never "undefined" or "null". */
const missingKeyNode = (key: string) => el('em', ['class', 'missing-key'], ...text('missing message key "%s"', key));

/** The value of a message key, or the marker of its absence. */
const valueNode = (vars: PhpArray, key: string): PageNode => (isMissingKey(vars, key) ? missingKeyNode(key) : str(vars[key]));

/** What a page shows in place of an absent message key, as markup: never "undefined" or "null". */
export function missingKey(key: string): string {
  return pageMarkup([missingKeyNode(key)]);
}

/** The escaped value of a message key, or the {@link missingKey} marker when it is absent. */
export function messageValue(vars: PhpArray, key: string): string {
  return pageMarkup([valueNode(vars, key)]);
}

/** The raw value of a message key as a string, or null when absent (for deriving file paths and samples). */
function raw(vars: PhpArray, key: string): string | null {
  return isMissingKey(vars, key) ? null : str(vars[key]);
}

const em = (...nodes: PageNode[]) => el('em', [], ...nodes);
const emValue = (vars: PhpArray, key: string) => em(valueNode(vars, key));
const code = (value: string) => el('code', [], value);
/** A derived value (a file path...) as code, or the marker of the key it is derived from. */
const derived = (value: string | null, key: string) => (value === null ? missingKeyNode(key) : code(value));
const error = (...nodes: PageNode[]) => el('p', ['class', 'error'], el('strong', [], ...text('Error:')), ' ', ...nodes);
const info = (...nodes: PageNode[]) => el('p', ['class', 'info'], ...nodes);
/** A code sample: its lines as one text. Left out when a value it needs is absent. */
const sample = (lines: string[] | null): PageElement | null => (lines === null ? null : { ...el('pre', [], code(lines.join('\n'))), part: 'code' });

/** The page skeleton of a kind: a heading, the paragraphs, and the line telling how to replace the page, a line apart. */
function pageWithHeading(kind: string, heading: PageNode[], ...parts: (PageElement | null)[]): PageNode[] {
  const notice = el('p', ['class', 'notice'], el('strong', [], ...text('Notice:')), ' ',
    ...text('To customise this page, register a view at %s (app.registerView).', code(`errors/${underscore(kind)}`)));
  return lines(titled(heading), ...parts, notice);
}

/** The page's heading. */
const titled = (heading: PageNode[]): PageElement => ({ ...el('h2', [], ...heading), part: 'title' });

/** `blocks` one per line (those that are null left out). */
function lines(...blocks: (PageElement | null)[]): PageNode[] {
  const nodes: PageNode[] = [];
  for (const block of blocks) if (block !== null) nodes.push(...(nodes.length ? ['\n', block] : [block]));
  return nodes;
}

/** A page headed by the title of its kind. */
function page(kind: string, ...parts: (PageElement | null)[]): PageNode[] {
  return pageWithHeading(kind, text(ERROR_TITLES[kind]), ...parts);
}

/** A production page: a title and one sentence, nothing about the application. */
function plainPage(kind: string, sentence: string, vars: PhpArray): PageNode[] {
  return lines(titled(text(ERROR_TITLES[kind])), error(...text(sentence, valueNode(vars, 'url'))));
}

/** `'PostsController'` or `'Posts'` → `'Posts'`. */
function controllerName(vars: PhpArray): string | null {
  const className = raw(vars, 'className');
  return className === null ? null : className.replace(/Controller$/, '') || className;
}

/** The file of the controller `name`, as code, or the marker of `className` it derives from. */
function controllerFile(name: string | null): PageElement {
  return derived(name === null ? null : `app/controllers/${underscore(name)}_controller.ts`, 'className');
}

/** `'Cart'` + `'Component'` → `'CartComponent'`; a name that already ends with the suffix stays. */
function withSuffix(name: string | null, suffix: string): string | null {
  return name === null ? null : name.endsWith(suffix) ? name : `${name}${suffix}`;
}

/** A registration path from a view or layout file: `views/posts/edit.ctp` → `posts/edit`. */
function registeredPath(file: string | null, folder: string): string | null {
  if (file === null) return null;
  return file.replace(new RegExp(`^/?(app/)?(${folder}/)?`), '').replace(/\.[A-Za-z0-9]+$/, '');
}

/** The file of the model `model`, as code, or the marker of `className` it derives from. */
function modelFile(model: string | null): PageElement {
  return derived(model === null ? null : `app/models/${underscore(model)}.ts`, 'className');
}

/*
 * What the pages share is built once: the page skeleton (heading, the
 * error / info paragraphs, the code sample, the "how to customise" notice),
 * the headings (the titles, which the handler also uses), the values and
 * the paths derived from them, the model sample, and one template for the
 * six helper, behavior and component pages. The sentences themselves stay
 * whole, each written once: they are the keys of the translation hook, and
 * a shipped bundle is compressed, where a phrase that recurs in whole
 * sentences costs less than the code that would assemble it.
 */
const COULD_NOT_BE_FOUND = '%s could not be found.';
const DATABASE_FILE = 'app/config/database.ts';

/** The class and action of a page, as emphasised values. */
const classAndAction = (vars: PhpArray): PageNode[] => [emValue(vars, 'className'), emValue(vars, 'action')];

function modelSample(model: string, table: string | null): string[] {
  return [
    `app.registerModel('${model}', () => new InMemoryModel({`,
    `  name: '${model}',`,
    `  fields: ['id'], // the columns of table ${table ?? underscore(model)}`,
    `  records: [],`,
    `}));`,
  ];
}

/**
 * What differs between the helper, behavior and component pages: the base
 * class of the sample, and where the framework looked.
 */
const PLUGIN_KINDS: Readonly<Record<string, readonly [base: string, registry: string]>> = {
  helper: ['Helper',
    "the helpers the view uses (the controller's helpers list) and the helpers this library provides (Html, Ajax, Paginator)"],
  behavior: ['ModelBehavior', 'the behaviors the model declares (its actsAs list)'],
  component: ['Component',
    'the components registered with the application (app.registerComponent), then the built-in components (Auth)'],
};

/**
 * The class of a missing helper, behavior or component: CakePHP's
 * error.php camelizes a helper or behavior name (`fancy_pager` →
 * `FancyPagerHelper`) but writes a component name as the controller
 * declared it, so `side_box` stays `side_boxComponent`.
 */
function pluginClass(name: string | null, suffix: string): string | null {
  return withSuffix(name === null || suffix === 'Component' ? name : camelize(name), suffix);
}

/** The helper, behavior and component pages share one shape: a file or a class that is missing. */
function pluginPage(vars: PhpArray, pageKind: string): PageNode[] {
  const [, title, missing] = /^missing(Helper|Behavior|Component)(File|Class)$/.exec(pageKind) as RegExpExecArray;
  const kind = title.toLowerCase();
  const [base, registry] = PLUGIN_KINDS[kind];
  const component = kind === 'component';
  // A component page may name only the class (`CartComponent`); its name is the class without the suffix.
  const name = raw(vars, kind) ?? (component ? raw(vars, 'className')?.replace(/Component$/, '') ?? null : null);
  const className = pluginClass(name, title);
  const code = name === null ? null : [`export class ${className} extends ${base} {}`];
  if (code !== null && component) code.push('', `app.registerComponent('${name}', ${className});`);
  // The framework names the missing component class after `component`, not `className` (its controller).
  const componentClass = () => (className === null ? emValue(vars, 'className') : em(className));
  return page(pageKind,
    error(...text(`The ${kind} ${missing.toLowerCase()} %s can not be found or does not exist.`,
      missing === 'File' ? emValue(vars, 'file') : component ? componentClass() : em(derived(className, kind)))),
    info(...text(`The framework looked for the ${kind} %s in ${registry}.`, emValue(vars, kind))),
    error(...text('Create the class %s below in the file %s:', derived(className, kind), derived(raw(vars, 'file'), 'file'))),
    sample(code));
}

/** How much of a bad cursor the Invalid Cursor page quotes. */
const CURSOR_QUOTE = 60;

/**
 * A built-in page: the view variables and the page's kind in, its nodes
 * out. The kind comes from {@link ERROR_PAGES}, which knows it, so no page
 * spells out its own kind again.
 */
type KindPage = (vars: PhpArray, kind: string) => PageNode[];

/**
 * The built-in pages by kind (`missingController`...), but for the helper,
 * behavior and component ones; {@link ERROR_PAGES} holds them all.
 */
const PAGES: Record<string, KindPage> = {
  error: (vars) => lines(titled([valueNode(vars, 'name')]), error(valueNode(vars, 'message')),
    el('p', ['class', 'code'], el('strong', [], ...text('Code:')), ' ', valueNode(vars, 'code'))),

  error404: (vars, kind) => plainPage(kind, "The requested address '%s' was not found on this server.", vars),

  error500: (vars, kind) =>
    plainPage(kind, "The requested address '%s' could not be served because of an internal error.", vars),

  missingController: (vars, kind) => {
    const name = controllerName(vars);
    const className = withSuffix(name, 'Controller');
    const file = controllerFile(name);
    return page(kind,
      error(...text(COULD_NOT_BE_FOUND, emValue(vars, 'className'))),
      info(...text('The framework looked in the controllers registered with the application ' +
        '(app.registerController) for %s, which corresponds to the file %s.', derived(name, 'className'), file)),
      error(...text('Create the class %s below in the file %s and register it:', derived(className, 'className'), file)),
      sample(name === null ? null : [
        `export class ${className} extends AppController {}`, '', `app.registerController('${name}', ${className});`,
      ]));
  },

  missingAction: (vars, kind) => {
    const name = controllerName(vars);
    const action = raw(vars, 'action');
    const file = controllerFile(name);
    return pageWithHeading(kind, text(`${ERROR_TITLES[kind]} in %s`, valueNode(vars, 'className')),
      error(...text('The action %s is not defined in controller %s.', emValue(vars, 'action'), emValue(vars, 'className'))),
      info(...text('The framework looked for a public method of that name on the controller registered with the ' +
        'application as %s (app.registerController), in the file %s.', derived(name, 'className'), file)),
      error(...text('Create the method %s::%s() in the file %s:', ...classAndAction(vars), file)),
      sample(name === null || action === null ? null : [
        `export class ${withSuffix(name, 'Controller')} extends AppController {`, `  ${action}() {`, '  }', '}',
      ]));
  },

  privateAction: (vars, kind) => {
    const name = controllerName(vars);
    return pageWithHeading(kind, text(`${ERROR_TITLES[kind]} in %s`, valueNode(vars, 'className')),
      error(...text('%s::%s() cannot be accessed directly.', ...classAndAction(vars))),
      info(...text('The framework found the method on the controller registered with the application as %s ' +
        '(app.registerController), but methods whose names start with an underscore, ' +
        'and the methods every controller inherits, are not actions.', derived(name, 'className'))),
      error(...text('Rename the method, or create a public action for it, in the file ' +
        '%s.', controllerFile(name))));
  },

  missingTable: (vars, kind) => {
    const model = raw(vars, 'className');
    const [table, className] = [emValue(vars, 'table'), emValue(vars, 'className')];
    return page(kind,
      error(...text('Database table %s for model %s was not found.', table, className)),
      info(...text('The framework looked in the models registered with the application (app.registerModel) for ' +
        '%s, whose data is the table %s (file %s).', className, table, modelFile(model))),
      error(...text('Create the table %s, or register the model %s with its data:', table, className)),
      sample(model === null ? null : modelSample(model, raw(vars, 'table'))));
  },

  missingDatabase: (vars, kind) =>
    page(kind,
      raw(vars, 'database') === null
        ? error(...text('A database connection is required, but none is configured.'))
        : error(...text('The database %s does not exist.', emValue(vars, 'database'))),
      info(...text('The framework looked for the data source of the models registered with the application (app.registerModel).')),
      error(...text('Provide the configuration: a data source for the models (the connection settings in %s), or ' +
        'register the models with in-memory data (app.registerModel).', code(DATABASE_FILE)))),

  missingView: (vars, kind) => {
    const name = controllerName(vars);
    const action = raw(vars, 'action');
    const path = registeredPath(raw(vars, 'file'), 'views') ??
      (name === null || action === null ? null : `${underscore(name)}/${underscore(action)}`);
    return page(kind,
      error(...text('The view for %s::%s() was not found.', ...classAndAction(vars))),
      info(...text('The framework looked in the views registered with the application (app.registerView) for %s, ' +
        'which corresponds to the file %s.', derived(path, 'file'), emValue(vars, 'file'))),
      error(...text('Create the view %s by registering its template:', derived(path, 'file'))),
      sample(path === null ? null : [`app.registerView('${path}', (vars) => \`<h2>\${h(vars.title)}</h2>\`);`]));
  },

  missingLayout: (vars, kind) => {
    const name = registeredPath(raw(vars, 'file'), 'layouts');
    return page(kind,
      error(...text('The layout file %s can not be found or does not exist.', emValue(vars, 'file'))),
      info(...text('The framework looked in the layouts registered with the application (app.registerLayout), ' +
        'then in the built-in layouts (default, error, ajax, flash), for %s.', derived(name, 'file'))),
      error(...text('Create the layout %s by registering its template:', derived(name, 'file'))),
      sample(name === null ? null : [
        `app.registerLayout('${name}', (vars, view) =>`,
        '  `<!doctype html><title>${h(vars.title_for_layout)}</title>${view.content}`);',
      ]));
  },

  missingConnection: (vars, kind) =>
    page(kind,
      error(...text('%s requires a database connection.', emValue(vars, 'className'))),
      // The driver's own words (a busy or unreachable database), only on this page: production shows the 500 page.
      isMissingKey(vars, 'reason') ? null : info(...text('The database answered: %s', emValue(vars, 'reason'))),
      info(...text('The framework looked for the data source of the model %s among the models registered with the ' +
        'application (app.registerModel).', emValue(vars, 'className'))),
      error(...text('Provide the configuration: the connection settings the model uses (in %s), or register the ' +
        'model with in-memory data (app.registerModel).', code(DATABASE_FILE)))),

  missingModel: (vars, kind) => {
    const model = raw(vars, 'className');
    const file = modelFile(model);
    return page(kind,
      error(...text(COULD_NOT_BE_FOUND, emValue(vars, 'className'))),
      info(...text('The framework looked in the models registered with the application (app.registerModel) for ' +
        '%s, which corresponds to the file %s.', emValue(vars, 'className'), file)),
      error(...text('Create the model %s in the file %s and register it:', emValue(vars, 'className'), file)),
      sample(model === null ? null : modelSample(model, null)));
  },

  invalidCursor: (vars, kind) => {
    const cursor = raw(vars, 'cursor');
    const quoted = cursor === null ? missingKeyNode('cursor')
      : code(cursor.length > CURSOR_QUOTE ? `${cursor.slice(0, CURSOR_QUOTE)}…` : cursor);
    return page(kind,
      error(...text('The cursor %s could not be read: %s.', quoted, valueNode(vars, 'reason'))),
      info(...text('A cursor is the token that paginate() writes into the links of a keyset pager (the paging record\'s ' +
        'nextCursor and prevCursor): the sort key\'s value on the boundary row of a page, the direction to read in and ' +
        'the page number, as base64url of a small JSON object. It is not meant to be written by hand.')),
      error(...text('Follow the links the paginator writes; the first page needs no cursor: link to it without the %s ' +
        'argument.', code('cursor'))));
  },
};

/** Frozen and without a prototype, so that a lookup of `constructor` or `toString` finds nothing. */
const table = <T>(entries: [string, T][]): Readonly<Record<string, T>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, Object.fromEntries(entries)));

/** Every built-in kind: `error` and the titled ones. */
const KINDS = ['error', ...Object.keys(ERROR_TITLES)];

/**
 * The built-in pages as nodes, by kind (`missingController`...): the view
 * variables in (see `errorVars()`), the page's nodes out, from which
 * {@link ERROR_VIEWS} writes the markup and `<framework-error>` its shadow
 * DOM. Without a prototype: a lookup of `constructor` finds no page.
 */
export const ERROR_PAGES: Readonly<Record<string, (vars: PhpArray) => PageNode[]>> = table(KINDS.map((kind) => {
  const render = PAGES[kind] ?? pluginPage;
  return [kind, (vars: PhpArray) => render(vars, kind)];
}));

/**
 * The error views every application has, by view path
 * (`errors/missing_controller`...): the markup of {@link ERROR_PAGES}. An
 * application overrides one by registering a view at the same path. Frozen
 * and without a prototype, so that a lookup of `constructor` or `toString`
 * finds no template.
 */
export const ERROR_VIEWS: Readonly<Record<string, ViewTemplate>> = /* @__PURE__ */ markupViews();

/** {@link ERROR_VIEWS}, made once (a page that renders only nodes, as `<framework-error>` does, leaves it out). */
function markupViews(): Readonly<Record<string, ViewTemplate>> {
  return table(KINDS.map((kind) => [`errors/${underscore(kind)}`, (vars: PhpArray) => pageMarkup(ERROR_PAGES[kind](vars))]));
}
