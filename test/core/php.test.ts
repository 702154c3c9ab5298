import { expect } from 'chai';
import { __, setTranslator } from '../../src/shared/i18n.js';
import { camelize, humanize, underscore } from '../../src/shared/inflector.js';
import {
  describe as describeValue, empty, filter, h, intval, isInt, isNumeric, isPlainObject, looseEqual, merge, sprintf, str, toArray, toText, truthy,
  type PhpArray,
} from '../../src/shared/php.js';

/** A readable test title for a value: `-0`, `NaN`, `"str"`, `[0]`, `{"a":0}`, `undefined`... */
function label(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (value === undefined) return 'undefined';
  if (value instanceof Date) return 'a Date';
  return JSON.stringify(value);
}

describe('truthy and empty', () => {
  const FALSY: unknown[] = ['', '0', 0, -0, NaN, null, undefined, false, [], {}];
  const TRUTHY: unknown[] = ['0.0', ' ', 'false', '00', 'a', [0], [''], { a: 0 }, -1, 1, 0.5, true, new Date(0)];

  for (const value of FALSY) {
    it(`${label(value)} is falsy and empty`, () => {
      expect(truthy(value)).to.equal(false);
      expect(empty(value)).to.equal(true);
    });
  }

  for (const value of TRUTHY) {
    it(`${label(value)} is truthy and not empty`, () => {
      expect(truthy(value)).to.equal(true);
      expect(empty(value)).to.equal(false);
    });
  }
});

describe('isPlainObject and toArray', () => {
  it('isPlainObject is true only for {}-style objects', () => {
    expect(isPlainObject({})).to.equal(true);
    expect(isPlainObject(Object.create(null))).to.equal(true);
    expect(isPlainObject([])).to.equal(false);
    expect(isPlainObject(null)).to.equal(false);
    expect(isPlainObject(new Date(0))).to.equal(false);
    expect(isPlainObject('x')).to.equal(false);
  });

  it('toArray casts like PHP (array)', () => {
    expect(toArray(null)).to.deep.equal({});
    expect(toArray(undefined)).to.deep.equal({});
    expect(toArray('s')).to.deep.equal({ 0: 's' });
    expect(toArray(0)).to.deep.equal({ 0: 0 });
    expect(toArray(['a', 'b'])).to.deep.equal({ 0: 'a', 1: 'b' });
    const object = { a: 1 };
    expect(toArray(object)).to.equal(object);
  });
});

describe('intval', () => {
  const CASES: Array<[unknown, number]> = [
    ['first', 0],
    ['12abc', 12],
    [' 7', 7],
    ['-3', -3],
    ['+5', 5],
    ['0x1A', 0],
    ['', 0],
    ['3.9', 3],
    [3.9, 3],
    [-3.9, -3],
    [42, 42],
    [Infinity, 0],
    [-Infinity, 0],
    [NaN, 0],
    [true, 1],
    [false, 0],
    [null, 0],
    [undefined, 0],
    [[5], 0],
  ];
  for (const [input, expected] of CASES) {
    it(`${label(input)} → ${expected}`, () => {
      expect(intval(input)).to.equal(expected);
    });
  }
});

describe('isInt', () => {
  it('is true only for integer numbers', () => {
    for (const value of [0, 3, -3, 1e6]) expect(isInt(value), String(value)).to.equal(true);
    for (const value of ['3', 3.5, NaN, Infinity, null, true, [3]]) expect(isInt(value), label(value)).to.equal(false);
  });
});

describe('isNumeric', () => {
  it('is true for finite numbers and numeric strings', () => {
    for (const value of [0, -1.5, 12, '12', '-1.5', '+3', '.5', '1.', '1e3', '2E-2', ' 1']) {
      expect(isNumeric(value), label(value)).to.equal(true);
    }
  });

  it('is false for everything else', () => {
    for (const value of ['', ' ', 'abc', '1a', '0x1A', '1e', '.', NaN, Infinity, null, undefined, true, [1], {}]) {
      expect(isNumeric(value), label(value)).to.equal(false);
    }
  });
});

describe('merge', () => {
  it('lets later keys win and keeps the order of first appearance', () => {
    const out = merge({ a: 1, b: 2 }, { c: 3, a: 4 });
    expect(out).to.deep.equal({ a: 4, b: 2, c: 3 });
    expect(Object.keys(out)).to.deep.equal(['a', 'b', 'c']);
  });

  it('merges any number of arrays', () => {
    expect(merge({ a: 1 }, { b: 2 }, { a: 3, c: 4 })).to.deep.equal({ a: 3, b: 2, c: 4 });
    expect(merge()).to.deep.equal({});
  });

  it('ignores null and undefined', () => {
    expect(merge(null, { a: 1 }, undefined)).to.deep.equal({ a: 1 });
  });

  it('turns a string into {0: s}', () => {
    expect(merge('s')).to.deep.equal({ 0: 's' });
    expect(merge({ a: 1 }, 'x')).to.deep.equal({ a: 1, 0: 'x' });
  });

  it('turns a list into an object of its indexes', () => {
    expect(merge(['x', 'y'])).to.deep.equal({ 0: 'x', 1: 'y' });
  });

  it('keeps null and falsy values of the arrays', () => {
    expect(merge({ a: 1 }, { a: null, b: 0 })).to.deep.equal({ a: null, b: 0 });
  });

  it('does not modify its arguments', () => {
    const first = { a: 1 };
    const second = { a: 2 };
    merge(first, second);
    expect(first).to.deep.equal({ a: 1 });
    expect(second).to.deep.equal({ a: 2 });
  });

  it('keeps a __proto__ key as an ordinary key instead of changing the prototype', () => {
    const out = merge({ a: 1 }, JSON.parse('{"__proto__": {"escape": false}}') as PhpArray);
    expect(Object.getPrototypeOf(out)).to.equal(Object.prototype);
    expect(out.escape).to.equal(undefined);
    expect(Object.keys(out)).to.deep.equal(['a', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).to.deep.equal({ escape: false });
  });
});

describe('filter', () => {
  it('drops the falsy entries and keeps the order', () => {
    const out = filter({ a: 0, b: '0', c: 'x', d: [], e: [0], f: null, g: false, h: '', i: 'false', j: -1 });
    expect(out).to.deep.equal({ c: 'x', e: [0], i: 'false', j: -1 });
    expect(Object.keys(out)).to.deep.equal(['c', 'e', 'i', 'j']);
  });

  it('does not modify its argument', () => {
    const input = { a: 0, b: 1 };
    filter(input);
    expect(input).to.deep.equal({ a: 0, b: 1 });
  });

  it('keeps a __proto__ key as an ordinary key', () => {
    const out = filter(JSON.parse('{"__proto__": {"x": 1}}') as PhpArray);
    expect(Object.getPrototypeOf(out)).to.equal(Object.prototype);
    expect(out.x).to.equal(undefined);
    expect(Object.keys(out)).to.deep.equal(['__proto__']);
  });
});

describe('looseEqual', () => {
  const EQUAL: Array<[unknown, unknown]> = [
    ['20', 20],
    [20, '20.0'],
    ['1e1', '10'],
    [null, false],
    [null, 0],
    [null, ''],
    [undefined, null],
    ['0', false],
    ['a', true],
    [[1], { 0: 1 }],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }],
    [{ a: '1' }, { a: 1 }],
    [null, []],
    [false, {}],
    [true, [1]],
    ['abc', 'abc'],
  ];
  const UNEQUAL: Array<[unknown, unknown]> = [
    ['20', 21],
    ['abc', 0],
    ['abc', 'ABC'],
    [null, 'a'],
    [true, 0],
    [[1], [2]],
    [[1], [1, 2]],
    [{ a: 1 }, { b: 1 }],
    [[1], '1'],
    [null, [0]],
    [true, []],
  ];

  for (const [a, b] of EQUAL) {
    it(`${label(a)} == ${label(b)}`, () => {
      expect(looseEqual(a, b)).to.equal(true);
      expect(looseEqual(b, a)).to.equal(true);
    });
  }

  for (const [a, b] of UNEQUAL) {
    it(`${label(a)} != ${label(b)}`, () => {
      expect(looseEqual(a, b)).to.equal(false);
      expect(looseEqual(b, a)).to.equal(false);
    });
  }
});

describe('h', () => {
  it('escapes all five characters', () => {
    expect(h(`& < > " '`)).to.equal('&amp; &lt; &gt; &quot; &#039;');
  });

  it('escapes an existing entity again', () => {
    expect(h('&amp;')).to.equal('&amp;amp;');
  });

  it('turns null and undefined into an empty string', () => {
    expect(h(null)).to.equal('');
    expect(h(undefined)).to.equal('');
  });

  it('writes other values as strings', () => {
    expect(h(0)).to.equal('0');
    expect(h('plain')).to.equal('plain');
  });
});

describe('str', () => {
  it('converts like PHP string output', () => {
    expect(str(true)).to.equal('1');
    expect(str(false)).to.equal('');
    expect(str(null)).to.equal('');
    expect(str(undefined)).to.equal('');
    expect(str(0)).to.equal('0');
    expect(str(1.5)).to.equal('1.5');
    expect(str('x')).to.equal('x');
  });
});

describe('toText: the one conversion of values to text', () => {
  /** Values with no text of their own, and how our TypeError describes them. */
  const textless: Array<[string, unknown, string]> = [
    ['a symbol', Symbol('s'), 'a value of type symbol'],
    ['a bigint', 10n, 'a value of type bigint'],
    ['an object with a null prototype', Object.create(null), 'a value of type object'],
    ['an object whose toString throws', { toString: () => { throw new Error('engine'); } }, 'a value of type object'],
    ['an object whose toString returns an object', { toString: () => ({}), valueOf: () => ({}) }, 'a value of type object'],
    ['an object whose Symbol.toPrimitive returns a symbol', { [Symbol.toPrimitive]: () => Symbol('p') }, 'a value of type object'],
  ];

  for (const [name, value, described] of textless) {
    it(`refuses ${name} with our TypeError naming what it was given as`, () => {
      for (const convert of [toText, str, h]) {
        expect(() => convert(value, 'Option "separator"')).to.throw(TypeError, `Option "separator" must be text, got ${described}`);
      }
    });
  }

  it('writes what String() writes for every other value', () => {
    expect(toText('x', 'Title')).to.equal('x');
    expect(toText(1.5, 'Title')).to.equal('1.5');
    expect(toText(true, 'Title')).to.equal('true');
    expect(toText([1, 2], 'Title')).to.equal('1,2');
    expect(toText({ toString: () => 'mine' }, 'Title')).to.equal('mine');
  });

  it('names "A value" when the caller names nothing', () => {
    expect(() => toText(Symbol('s'))).to.throw(TypeError, /^A value must be text/);
  });
});

describe('describe', () => {
  it('never throws, whatever the value, and keeps long strings short', () => {
    const describe = describeValue;
    expect(describe(10n)).to.equal('a value of type bigint');
    expect(describe(Symbol('s'))).to.equal('a value of type symbol');
    expect(describe(Object.create(null))).to.equal('a value of type object');
    expect(describe([1])).to.equal('an array');
    expect(describe('x'.repeat(50))).to.equal(JSON.stringify(`${'x'.repeat(40)}…`));
    expect(describe(null)).to.equal('null');
  });
});

describe('sprintf', () => {
  it('fills %s placeholders in order', () => {
    expect(sprintf('<%s%s>%s</%s>', 'b', ' id="x"', 'text', 'b')).to.equal('<b id="x">text</b>');
  });

  it('writes missing, null and false arguments as empty and true as 1', () => {
    expect(sprintf('[%s|%s|%s|%s]', null, false, true)).to.equal('[||1|]');
  });

  it('does not expand a placeholder inside an argument', () => {
    expect(sprintf('%s-%s', '%s', 'b')).to.equal('%s-b');
  });

  it('leaves a template without placeholders unchanged', () => {
    expect(sprintf('no placeholders', 'x')).to.equal('no placeholders');
  });
});

describe('inflector', () => {
  it('humanize', () => {
    expect(humanize('posted_by')).to.equal('Posted By');
    expect(humanize('posted_by_id')).to.equal('Posted By Id');
    expect(humanize('title')).to.equal('Title');
    expect(humanize('')).to.equal('');
  });

  it('camelize', () => {
    expect(camelize('created_at')).to.equal('CreatedAt');
    expect(camelize('title')).to.equal('Title');
    expect(camelize('article_comment_id')).to.equal('ArticleCommentId');
  });

  it('underscore', () => {
    expect(underscore('ArticleComment')).to.equal('article_comment');
    expect(underscore('Article')).to.equal('article');
    expect(underscore('articleComment')).to.equal('article_comment');
    expect(underscore('HTMLParser')).to.equal('html_parser');
  });
});

describe('i18n', () => {
  afterEach(() => {
    setTranslator(null);
  });

  it('__ returns the text unchanged by default', () => {
    expect(__('Next >>')).to.equal('Next >>');
  });

  it('__ goes through the installed translator', () => {
    setTranslator((text) => (text === 'Next >>' ? 'Suivant >>' : text.toUpperCase()));
    expect(__('Next >>')).to.equal('Suivant >>');
    expect(__('of')).to.equal('OF');
  });

  it('setTranslator(null) restores the identity translator', () => {
    setTranslator(() => 'x');
    expect(__('a')).to.equal('x');
    setTranslator(null);
    expect(__('a')).to.equal('a');
  });
});
