/**
 * The helper's `clean()` operation: a small HTML sanitizer that needs no DOM,
 * so the same code runs in Node and in the browser.
 *
 * @module
 */

/** Dropped as tags only: they load or embed things, but their text is harmless once cleaned. */
const DROP_TAG = new Set(
  'applet base basefont bgsound blink embed frame frameset ilayer layer link meta object xml svg math template'.split(' '),
);

/** Dropped with their content: it is script, CSS or raw text, never markup we could clean. */
const DROP_ALL = new Set(
  'script style iframe noscript noembed noframes xmp plaintext title textarea'.split(' '),
);

/** The named references that can spell a dangerous URL or CSS; the rest cannot, so no full table. */
const NAMED = new Map(Object.entries({
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', Tab: '\t', NewLine: '\n', nbsp: '\u00a0',
  lpar: '(', rpar: ')', sol: '/', period: '.', comma: ',', semi: ';', excl: '!', num: '#',
}));

// Names a browser would accept but that could break out of, or confuse, the tag we write
// (quotes, `<`, the backtick old IE treated as a quote, controls, spaces, non-ASCII).
const BAD_NAME = /[^\x21-\x7e]|["'<`]/;
const SPACE = /[\t\n\f\r ]*/y;
const TAG_NAME = /[^\t\n\f\r />]*/y;
const ATTR_NAME = /[^\t\n\f\r />][^\t\n\f\r />=]*/y;
const UNQUOTED = /[^\t\n\f\r >]*/y;
const COMMENT = /<!--(?:-?>|[\s\S]*?--!?>)/y;

interface Tag {
  name: string;
  attrs: Array<[name: string, value: string | undefined]>;
  selfClosing: boolean;
  end: number;
}

/** Where a sticky pattern's match starting at `i` ends. */
function skip(re: RegExp, s: string, i: number): number {
  re.lastIndex = i;
  re.exec(s);
  return re.lastIndex;
}

const lower = (s: string): string => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

/**
 * Reads a tag from just after `<` or `</` the way the HTML tokenizer does, so
 * that a `>` inside a quoted value does not end it. Null when the input ends
 * first: the browser drops such a tag, and so do we.
 */
function readTag(s: string, i: number): Tag | null {
  let j = skip(TAG_NAME, s, i);
  const tag: Tag = { name: s.slice(i, j), attrs: [], selfClosing: false, end: 0 };
  while (j < s.length) {
    const c = s[j];
    if (c === '>' || (c === '/' && s[j + 1] === '>')) {
      tag.selfClosing = c === '/';
      tag.end = j + (c === '/' ? 2 : 1);
      return tag;
    }
    if (c === '/' || '\t\n\f\r '.includes(c)) {
      j++;
      continue;
    }
    const k = skip(ATTR_NAME, s, j);
    const name = s.slice(j, k);
    let value: string | undefined;
    j = skip(SPACE, s, k);
    if (s[j] === '=') {
      j = skip(SPACE, s, j + 1);
      const quote = s[j];
      if (quote === '"' || quote === "'") {
        const close = s.indexOf(quote, j + 1);
        if (close < 0) return null;
        value = s.slice(j + 1, close);
        j = close + 1;
      } else {
        const k2 = skip(UNQUOTED, s, j);
        value = s.slice(j, k2);
        j = k2;
      }
    }
    tag.attrs.push([name, value]);
  }
  return null;
}

/** A code point from a reference, U+FFFD where the browser would not produce that character. */
function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '\ufffd';
}

/** Decodes just enough character references to see what a value really says. */
function decode(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));?/gi, (ref, dec?: string, hex?: string, name?: string) =>
    name ? NAMED.get(name) ?? ref : codePoint(dec ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16)));
}

/** Whether an attribute could run script, judged on its decoded value. */
function isDangerous(tag: string, name: string, raw: string | undefined): boolean {
  if (/^(?:on|xmlns)/.test(name) || name === 'srcdoc') return true;
  if (raw === undefined) return false;
  const value = decode(raw);
  if (name === 'style') {
    // Old IE ran CSS expressions; fullwidth letters and CSS escapes spelled them past filters.
    const css = value
      .normalize('NFKC')
      .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
      .replace(/\\([\da-f]{1,6})\s?/gi, (_, hex: string) => codePoint(Number.parseInt(hex, 16)))
      .replace(/[\\\x00-\x20\x7f]/g, '')
      .toLowerCase();
    if (/expression\(|javascript:|vbscript:|-moz-binding|behavior|url\(/.test(css)) return true;
  }
  // URL parsers skip tabs and newlines anywhere and controls at the start: strip them all.
  const url = value.replace(/[\x00-\x20\x7f]+/g, '');
  return /^(?:javascript|vbscript|livescript|data):/i.test(url)
    && !(tag === 'img' && name === 'src' && /^data:image\/(?:png|gif|jpeg|webp);/i.test(url));
}

/** Writes the kept attributes, from their raw values so their meaning does not change. */
function attributes(tag: string, attrs: Tag['attrs']): string {
  let out = '';
  const seen = new Set<string>();
  for (const [raw, value] of attrs) {
    const name = lower(raw);
    // The first of two same-named attributes is the one the browser keeps, even if we drop it.
    if (seen.has(name)) continue;
    seen.add(name);
    if (BAD_NAME.test(name) || isDangerous(tag, name, value)) continue;
    out += value === undefined ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`;
  }
  return out;
}

/** The index just past the end tag that closes a raw-text element opened before `i`. */
function skipRawText(s: string, i: number, name: string): number {
  // `<plaintext>` has no end tag: everything after it is its text.
  if (name === 'plaintext') return s.length;
  const end = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
  end.lastIndex = i;
  const match = end.exec(s);
  return (match && readTag(s, match.index + 2)?.end) || s.length;
}

/**
 * Removes harmful markup from HTML and returns the cleaned HTML (the helper's
 * `clean($output)`).
 *
 * It tokenizes the input as the HTML tokenizer would and writes it back out,
 * so the browser parses the result exactly as it was judged here:
 *
 * - `script`, `style`, `iframe`, `noscript`, `noembed`, `noframes`, `xmp`,
 *   `plaintext`, `title` and `textarea` are removed with their content;
 * - `applet`, `base`, `basefont`, `bgsound`, `blink`, `embed`, `frame`,
 *   `frameset`, `ilayer`, `layer`, `link`, `meta`, `object`, `xml`, `svg`,
 *   `math`, `template` and namespaced (`x:y`) tags are removed, their content
 *   kept and cleaned;
 * - comments, doctypes and processing instructions are removed;
 * - `on*`, `xmlns*` and `srcdoc` attributes are removed, and so is any value
 *   that, once references are decoded and whitespace and controls removed,
 *   is a `javascript:`, `vbscript:`, `livescript:` or `data:` URL (a
 *   `data:image/png|gif|jpeg|webp` `img` `src` is kept), and any `style`
 *   holding `expression(`, `url(`, `behavior`, `-moz-binding` or a script URL;
 * - every kept attribute is written double-quoted and every `<` or `>` that
 *   does not belong to a written tag is escaped, so no value or text can
 *   open markup; text entities are kept as written.
 *
 * It is a blocklist meant for the helper's own output and similar trusted-ish
 * markup, not an allowlist policy such as DOMPurify's: unknown elements and
 * attributes pass, as do `target`, `form` and links to other sites, and the
 * result is safe only where it is parsed as HTML body content (not inside an
 * attribute, a `<script>` or an `<svg>`).
 */
export function cleanHtml(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    out += html.slice(i, lt < 0 ? html.length : lt).replace(/>/g, '&gt;');
    if (lt < 0) break;
    i = lt;
    const isEnd = html[i + 1] === '/';
    if (/[a-z]/i.test(html[i + (isEnd ? 2 : 1)] ?? '')) {
      const tag = readTag(html, i + (isEnd ? 2 : 1));
      if (!tag) break;
      i = tag.end;
      const name = lower(tag.name);
      if (BAD_NAME.test(name) || name.includes(':') || DROP_TAG.has(name)) continue;
      if (isEnd) {
        if (!DROP_ALL.has(name)) out += `</${name}>`;
      } else if (DROP_ALL.has(name)) {
        i = skipRawText(html, i, name);
      } else {
        out += `<${name}${attributes(name, tag.attrs)}${tag.selfClosing ? ' /' : ''}>`;
      }
    } else if (html.startsWith('<!--', i)) {
      COMMENT.lastIndex = i;
      i = COMMENT.test(html) ? COMMENT.lastIndex : html.length;
    } else if (html[i + 1] === '!' || html[i + 1] === '?' || (isEnd && i + 2 < html.length)) {
      const close = html.indexOf('>', i + 2);
      i = close < 0 ? html.length : close + 1;
    } else {
      out += '&lt;';
      i++;
    }
  }
  return out;
}
