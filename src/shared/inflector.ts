/**
 * The word-form conversions the helper needs for titles and DOM ids.
 *
 * @module
 */

/**
 * The forms asked for most, by function and word: a request asks for the
 * same few (its controller's model, its sort titles) every time, and the
 * rules are fixed. Bounded: each kind's map is emptied when full, so words
 * from requests cannot make it grow. A map per kind, keyed by the word
 * itself: a key made by joining the kind to the word was a new string to
 * hash at every call.
 */
const REMEMBERED = 500;

function remembering(make: (word: string) => string): (word: string) => string {
  const forms = new Map<string, string>();
  return (word) => {
    let form = forms.get(word);
    if (form === undefined) {
      if (forms.size >= REMEMBERED) forms.clear();
      forms.set(word, (form = make(word)));
    }
    return form;
  };
}

const humanForm = /* @__PURE__ */ remembering((text) => text
  .replace(/_/g, ' ')
  .replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase()));
const camelForm = /* @__PURE__ */ remembering((text) => humanize(text).replace(/\s+/g, ''));
const underscoreForm = /* @__PURE__ */ remembering((text) => text
  .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
  .replace(/([a-z\d])([A-Z])/g, '$1_$2')
  .replace(/[\s-]+/g, '_')
  .toLowerCase());
const variableForm = /* @__PURE__ */ remembering((text) => {
  const camel = camelize(underscore(text));
  return camel.charAt(0).toLowerCase() + camel.slice(1);
});

/** `'posted_by_id'` → `'Posted By Id'`: underscores become spaces, each word capitalised. */
export function humanize(word: string): string {
  return humanForm(word);
}

/** `'created_at'` → `'CreatedAt'`. */
export function camelize(word: string): string {
  return camelForm(word);
}

/** `'ArticleComment'` → `'article_comment'`. */
export function underscore(word: string): string {
  return underscoreForm(word);
}

/** `'page_title'` → `'pageTitle'`: the camelBack form used for variable names. */
export function variable(word: string): string {
  return variableForm(word);
}

/** `'ArticleComment'` → `'article_comments'`: the table name of a model class. */
export function tableize(className: string): string {
  return pluralize(underscore(className));
}

/** `'article_comments'` → `'ArticleComment'`: the model class of a table name. */
export function classify(tableName: string): string {
  return camelize(singularize(tableName));
}

/**
 * `'ArticleComment'` → `'ArticleComments'`, `'person'` → `'people'`. Only the
 * last word of a CamelCase, underscored or spaced compound changes.
 */
export function pluralize(word: string): string {
  return pluralForm(word);
}
const pluralForm = /* @__PURE__ */ remembering((text) => inflect(text, PLURAL_RULES, 0));

/** `'ArticleComments'` → `'ArticleComment'`, `'People'` → `'Person'`. */
export function singularize(word: string): string {
  return singularForm(word);
}
const singularForm = /* @__PURE__ */ remembering((text) => inflect(text, SINGULAR_RULES, 1));

type Rules = ReadonlyArray<readonly [RegExp, string]>;

/**
 * Singular and plural forms no rule produces (matched on the whole last
 * word). Pairs read both ways, so no table is built when the module loads
 * (a page that only underscores names pays nothing for them).
 */
const IRREGULAR: ReadonlyArray<readonly [singular: string, plural: string]> = [
  ['atlas', 'atlases'], ['child', 'children'], ['cookie', 'cookies'], ['foot', 'feet'], ['goose', 'geese'],
  ['leaf', 'leaves'], ['man', 'men'], ['woman', 'women'], ['mouse', 'mice'], ['movie', 'movies'], ['ox', 'oxen'],
  ['person', 'people'], ['tooth', 'teeth'],
];

// Words with one form for both numbers: listed ones, and the endings CakePHP treats so.
const UNINFLECTED = new Set([
  'bison', 'chassis', 'data', 'equipment', 'information', 'metadata', 'money', 'moose', 'news', 'police', 'rice',
  'series', 'species', 'swine',
]);
const UNINFLECTED_ENDING = /(?:[nrlm]ese|deer|fish|measles|ois|pox|sheep)$/;

// Only these take -ves: a general rule would also turn caves into cafe and valves into valf.
const F_WORDS_F = /((?:wo|ha|ca|^e|she|^se)l|(?:dwa|sca|wha)r|thie|loa)f$/;
const F_WORDS_VES = /((?:wo|ha|ca|^e|she|^se)l|(?:dwa|sca|wha)r|thie|loa)ves$/;

// First match wins, so the specific endings come before the general ones.
const PLURAL_RULES: Rules = [
  [/(quiz)$/, '$1zes'],
  [/(matr|vert|ind)(?:ix|ex)$/, '$1ices'],
  [/(x|ch|ss|sh)$/, '$1es'],
  [/([^aeiouy]|qu)y$/, '$1ies'],
  [/(kni|wi|^li)fe$/, '$1ves'],
  [F_WORDS_F, '$1ves'],
  [/sis$/, 'ses'],
  [/([ti])um$/, '$1a'],
  [/(buffal|her|potat|tomat)o$/, '$1oes'],
  [/(alumn|bacill|cact|foc|fung|nucle|radi|stimul|syllab|termin)us$/, '$1i'],
  [/(alias|us)$/, '$1es'],
  [/(ax|cris|test)is$/, '$1es'],
  [/s$/, 's'],
  [/$/, 's'],
];

const SINGULAR_RULES: Rules = [
  [/(quiz)zes$/, '$1'],
  [/(matr)ices$/, '$1ix'],
  [/(vert|ind)ices$/, '$1ex'],
  [/(alumn|bacill|cact|foc|fung|nucle|radi|stimul|syllab|termin)i$/, '$1us'],
  [/([ftw]ax)es$/, '$1'],
  [/(cris|ax|test)es$/, '$1is'],
  [/(buffal|her|potat|tomat)oes$/, '$1o'],
  [/(alias)es$/, '$1'],
  [/(ouse)s$/, '$1'],
  [/([^a])uses$/, '$1us'],
  [/(x|ch|ss|sh)es$/, '$1'],
  [/([^aeiouy]|qu)ies$/, '$1y'],
  [/(kni|wi|^li)ves$/, '$1fe'],
  [F_WORDS_VES, '$1f'],
  [/(analy|diagno|^ba|parenthe|progno|synop|the)ses$/, '$1sis'],
  [/([ti])a$/, '$1um'],
  [/(eau)s$/, '$1'],
  [/(us|ss)$/, '$1'],
  [/s$/, ''],
];

// The last word starts after an underscore, space or hyphen, after a lower-case
// letter or digit followed by a capital, or inside an acronym before a capitalised word.
const LAST_WORD = /^([^]*(?:[_\s-]|[a-z\d](?=[A-Z])|[A-Z](?=[A-Z][a-z])))?([^]*)$/;

/** Inflects the last word of `word` by `rules`; `from` is the number it is in: 0 singular (to plural), 1 plural. */
function inflect(word: string, rules: Rules, from: 0 | 1): string {
  const [, prefix = '', last] = LAST_WORD.exec(word) as RegExpExecArray;
  const lower = last.toLowerCase();
  const to = 1 - from;
  // An irregular word already in the wanted number stays as it is ('people' has no plural 'peoples').
  const inflected = IRREGULAR.some((pair) => pair[to] === lower);
  if (lower === '' || UNINFLECTED.has(lower) || UNINFLECTED_ENDING.test(lower) || inflected) return word;
  let result = IRREGULAR.find((pair) => pair[from] === lower)?.[to];
  if (result === undefined) {
    const rule = rules.find(([pattern]) => pattern.test(lower));
    result = rule ? lower.replace(rule[0], rule[1]) : lower;
  }
  return prefix + recase(last, result);
}

/**
 * Gives the inflected word the capitals of the original where the two still
 * agree (`'People'` → `'Person'`, `'ID'` → `'IDs'`); the rules work in lower case.
 */
function recase(original: string, result: string): string {
  let same = 0;
  while (same < result.length && same < original.length && original[same].toLowerCase() === result[same]) same++;
  if (same === 0 && original.charAt(0) !== original.charAt(0).toLowerCase()) {
    return result.charAt(0).toUpperCase() + result.slice(1);
  }
  return original.slice(0, same) + result.slice(same);
}
