import { expect } from 'chai';
import { AjaxHelper } from '../../src/framework/helpers/ajax-helper.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import { DEFAULT_TAGS, Helper, type HelperInit } from '../../src/framework/helpers/helper.js';
import { HtmlHelper } from '../../src/framework/helpers/html-helper.js';
import type { PhpArray } from '../../src/shared/php.js';
import { thrown } from './support.js';

const HREF = 'http://example.test/app/articles';

/** A helper of class `Ctor` on an explicit in-memory environment, at `/app/articles`. */
function build<T extends Helper>(Ctor: new (init: HelperInit) => T, init: HelperInit = {}): T {
  return new Ctor({ env: memoryEnvironment({ href: HREF }), base: '/app', here: '/app/articles', ...init });
}

function helper(init: HelperInit = {}): Helper {
  return build(Helper, init);
}

const BOOLEAN_ATTRIBUTES = [
  'compact', 'checked', 'declare', 'readonly', 'disabled', 'selected', 'defer',
  'ismap', 'nohref', 'noshade', 'nowrap', 'multiple', 'noresize',
];

const DATA = {
  Article: { title: 'Hello', body: '', 1: { title: 'First' }, 2: { title: 'Second' } },
};

describe('addClass', () => {
  it('sets the class when the options have none', () => {
    expect(helper().addClass({}, 'active')).to.deep.equal({ class: 'active' });
  });

  it('appends the class after an existing one, keeping the option order', () => {
    const out = helper().addClass({ class: 'a', id: 'x' }, 'b');
    expect(out).to.deep.equal({ class: 'a b', id: 'x' });
    expect(Object.keys(out)).to.deep.equal(['class', 'id']);
  });

  it('replaces an empty class', () => {
    expect(helper().addClass({ class: '' }, 'b')).to.deep.equal({ class: 'b' });
  });

  it('writes to another key when given one', () => {
    expect(helper().addClass({ 'data-kind': 'x' }, 'y', 'data-kind')).to.deep.equal({ 'data-kind': 'x y' });
  });

  it('does not modify the options it is given', () => {
    const options = { class: 'a' };
    helper().addClass(options, 'b');
    expect(options).to.deep.equal({ class: 'a' });
  });

  it('defaults to empty options and a null class', () => {
    expect(helper().addClass()).to.deep.equal({ class: null });
  });
});

describe('afterLayout, afterRender, beforeLayout, beforeRender', () => {
  const CALLBACKS = ['beforeRender', 'afterRender', 'beforeLayout', 'afterLayout'] as const;

  for (const name of CALLBACKS) {
    it(`${name}() exists on the base class and returns undefined`, () => {
      const h = helper();
      expect(h[name]).to.be.a('function');
      expect(h[name]()).to.equal(undefined);
      expect(h.dispatchMethod(name)).to.equal(undefined);
    });
  }

  it('are overridable in a subclass and reached through dispatchMethod', () => {
    class Recording extends Helper {
      calls: string[] = [];
      override beforeRender(): void {
        this.calls.push('beforeRender');
      }
      override afterRender(): void {
        this.calls.push('afterRender');
      }
      override beforeLayout(): void {
        this.calls.push('beforeLayout');
      }
      override afterLayout(): void {
        this.calls.push('afterLayout');
      }
    }
    const h = build(Recording);
    for (const name of CALLBACKS) expect(h.dispatchMethod(name)).to.equal(undefined);
    expect(h.calls).to.deep.equal(['beforeRender', 'afterRender', 'beforeLayout', 'afterLayout']);
  });
});

describe('call__, get__, set__ and overload', () => {
  class Store extends Helper {
    store = new Map<string, unknown>();
    override get__(name: string): unknown {
      return this.store.has(name) ? this.store.get(name) : `missing:${name}`;
    }
    override set__(name: string, value: unknown): void {
      this.store.set(name, value);
    }
  }

  class Catcher extends Helper {
    override call__(method: string, params: unknown[]): unknown {
      return { method, params };
    }
  }

  it('get__ returns null and set__ ignores the write on the base class', () => {
    const h = helper();
    expect(h.get__('anything')).to.equal(null);
    expect(h.set__('anything', 1)).to.equal(undefined);
    expect('anything' in h).to.equal(false);
  });

  it('overload() of the base class reads undeclared properties as null', () => {
    const p = helper().overload() as unknown as Record<string, unknown>;
    expect(p.undeclared).to.equal(null);
  });

  it('sends writes of undeclared properties to set__ and reads to get__', () => {
    const s = build(Store);
    const p = s.overload() as Store & Record<string, unknown>;
    p.color = 'red';
    expect(s.store.get('color')).to.equal('red');
    expect(Object.prototype.hasOwnProperty.call(s, 'color')).to.equal(false);
    expect(p.color).to.equal('red');
    expect(p.other).to.equal('missing:other');
  });

  it('reads and writes declared properties directly', () => {
    const s = build(Store);
    const p = s.overload();
    p.themeWeb = 'theme/x/';
    expect(s.themeWeb).to.equal('theme/x/');
    expect(s.store.has('themeWeb')).to.equal(false);
    expect(p.request.here).to.equal('/app/articles');
  });

  it('calls methods on the helper through the overloaded view', () => {
    const s = build(Store);
    const p = s.overload();
    p.setEntity('Article.title');
    expect(s.field()).to.equal('title');
    expect(p.toString()).to.equal('Store');
    expect(p).to.be.instanceOf(Helper);
  });

  it('dispatchMethod of an unknown method reaches call__, which throws naming Helper::nope', () => {
    const error = thrown(() => helper().dispatchMethod('nope'));
    expect(error).to.be.instanceOf(Error);
    expect(error.message).to.equal('Method Helper::nope does not exist');
  });

  it('the default call__ names the subclass', () => {
    const error = thrown(() => build(Store).dispatchMethod('nope', [1]));
    expect(error.message).to.equal('Method Store::nope does not exist');
  });

  it('dispatchMethod through overload() reaches call__ when get__ gives no function', () => {
    const p = build(Store).overload();
    expect(thrown(() => p.dispatchMethod('nope')).message).to.equal('Method Store::nope does not exist');
  });

  it('call__ called directly throws the same error', () => {
    expect(thrown(() => helper().call__('missing', [])).message).to.equal('Method Helper::missing does not exist');
  });

  it('dispatchMethod("constructor") does not run the constructor', () => {
    expect(thrown(() => helper().dispatchMethod('constructor')).message).to.equal(
      'Method Helper::constructor does not exist',
    );
  });

  it('a subclass call__ receives the method name and parameters and its result is returned', () => {
    expect(build(Catcher).dispatchMethod('greet', ['a', 1])).to.deep.equal({ method: 'greet', params: ['a', 1] });
    expect(build(Catcher).dispatchMethod('greet')).to.deep.equal({ method: 'greet', params: [] });
  });

  it('overload() exists as a public method returning a view of the same helper', () => {
    const h = helper();
    const p = h.overload();
    p.setEntity('Comment.body');
    expect(h.model()).to.equal('Comment');
    expect(h.domId()).to.equal('CommentBody');
  });
});

describe('clean', () => {
  it('removes a <script> element from a string', () => {
    expect(helper().clean('<p>hi</p><script>alert(1)</script>')).to.equal('<p>hi</p>');
  });

  it('removes event-handler attributes and javascript: URLs', () => {
    expect(helper().clean('<p onclick="x()">hi</p>')).to.equal('<p>hi</p>');
    expect(helper().clean('<a href="javascript:alert(1)">x</a>')).to.equal('<a>x</a>');
  });

  it('cleans an array element-wise, empty elements becoming null', () => {
    expect(helper().clean(['<b>a</b>', '<script>x</script>ok', ''])).to.deep.equal(['<b>a</b>', 'ok', null]);
  });

  it('cleans an object value-wise, keeping the keys', () => {
    expect(helper().clean({ a: '<img src=x onerror=alert(1)>', b: 'plain' })).to.deep.equal({
      a: '<img src="x">',
      b: 'plain',
    });
  });

  it('returns null for every empty input', () => {
    for (const input of ['', '0', 0, null, undefined, false, [], {}]) {
      expect(helper().clean(input), JSON.stringify(input)).to.equal(null);
    }
  });

  it('returns a non-string scalar as its string', () => {
    expect(helper().clean(42)).to.equal('42');
  });
});

describe('domId', () => {
  it('returns an empty id when there is no entity', () => {
    expect(helper().domId()).to.equal('');
  });

  it('returns the id string for null options after setEntity', () => {
    const h = helper();
    h.setEntity('Article.title');
    expect(h.domId()).to.equal('ArticleTitle');
    expect(h.domId(null)).to.equal('ArticleTitle');
  });

  it('includes the model id and camelizes the field', () => {
    const h = helper();
    h.setEntity('Article.1.title');
    expect(h.domId()).to.equal('Article1Title');
    h.setEntity('Article.created_at');
    expect(h.domId()).to.equal('ArticleCreatedAt');
  });

  it('adds the id to options that have none', () => {
    const h = helper();
    h.setEntity('Article.title');
    const out = h.domId({ class: 'x' });
    expect(out).to.deep.equal({ class: 'x', id: 'ArticleTitle' });
    expect(Object.keys(out)).to.deep.equal(['class', 'id']);
  });

  it('keeps an id that is already set', () => {
    const h = helper();
    h.setEntity('Article.title');
    expect(h.domId({ id: 'mine' })).to.deep.equal({ id: 'mine' });
  });

  it('removes an id given as null, without touching the options passed in', () => {
    const h = helper();
    h.setEntity('Article.title');
    const options = { id: null, class: 'x' };
    expect(h.domId(options)).to.deep.equal({ class: 'x' });
    expect(options).to.deep.equal({ id: null, class: 'x' });
  });

  it('sets the entity from a string argument', () => {
    const h = helper();
    expect(h.domId('Comment.body')).to.equal('CommentBody');
    expect(h.model()).to.equal('Comment');
    expect(h.field()).to.equal('body');
  });

  it('a bare field string keeps the current model', () => {
    const h = helper();
    h.setEntity('Article.title');
    expect(h.domId('body')).to.equal('ArticleBody');
  });

  it('uses another key when given one', () => {
    const h = helper();
    h.setEntity('Article.title');
    expect(h.domId({}, 'for')).to.deep.equal({ for: 'ArticleTitle' });
    expect(h.domId({ for: null, id: 'x' }, 'for')).to.deep.equal({ id: 'x' });
  });
});

describe('field, model and modelID', () => {
  it('are null before any entity is set', () => {
    const h = helper();
    expect([h.model(), h.modelID(), h.field()]).to.deep.equal([null, null, null]);
  });

  it('read the model and field of Model.field', () => {
    const h = helper();
    h.setEntity('Article.title');
    expect([h.model(), h.modelID(), h.field()]).to.deep.equal(['Article', null, 'title']);
  });

  it('read the model, id and field of Model.ID.field', () => {
    const h = helper();
    h.setEntity('Article.5.title');
    expect([h.model(), h.modelID(), h.field()]).to.deep.equal(['Article', '5', 'title']);
  });
});

describe('_initInputField', () => {
  it('sets name, value and id, in that order', () => {
    const h = helper({ data: DATA });
    const out = h._initInputField('Article.title');
    expect(out).to.deep.equal({ name: 'data[Article][title]', value: 'Hello', id: 'ArticleTitle' });
    expect(Object.keys(out)).to.deep.equal(['name', 'value', 'id']);
  });

  it('keeps the given options first and sets the entity', () => {
    const h = helper({ data: DATA });
    const out = h._initInputField('Article.title', { class: 'wide' });
    expect(out).to.deep.equal({ class: 'wide', name: 'data[Article][title]', value: 'Hello', id: 'ArticleTitle' });
    expect(Object.keys(out)).to.deep.equal(['class', 'name', 'value', 'id']);
    expect([h.model(), h.field()]).to.deep.equal(['Article', 'title']);
  });

  it('adds the form-error class when the field has a validation error', () => {
    const h = helper({ data: DATA, validationErrors: { Article: { title: 'Required' } } });
    expect(h._initInputField('Article.title', { class: 'wide' })).to.deep.equal({
      class: 'wide form-error',
      name: 'data[Article][title]',
      value: 'Hello',
      id: 'ArticleTitle',
    });
    expect(h._initInputField('Article.title')).to.deep.equal({
      name: 'data[Article][title]',
      value: 'Hello',
      id: 'ArticleTitle',
      class: 'form-error',
    });
  });

  it('does not add form-error for a field without an error', () => {
    const h = helper({ data: DATA, validationErrors: { Article: { title: 'Required' } } });
    expect(h._initInputField('Article.body')).to.deep.equal({
      name: 'data[Article][body]',
      value: '',
      id: 'ArticleBody',
    });
  });

  it('keeps a name, value and id given in the options', () => {
    const h = helper({ data: DATA });
    expect(h._initInputField('Article.title', { name: 'n', value: 'v', id: 'i' })).to.deep.equal({
      name: 'n',
      value: 'v',
      id: 'i',
    });
  });

  it('handles Model.ID.field', () => {
    const h = helper({ data: DATA, validationErrors: { Article: { 2: { title: 'Too short' } } } });
    expect(h._initInputField('Article.2.title')).to.deep.equal({
      name: 'data[Article][2][title]',
      value: 'Second',
      id: 'Article2Title',
      class: 'form-error',
    });
  });

  it('does not modify the options it is given', () => {
    const options = { class: 'wide' };
    helper({ data: DATA })._initInputField('Article.title', options);
    expect(options).to.deep.equal({ class: 'wide' });
  });
});

describe('loadConfig', () => {
  const LINK = '<a class="l" href="%s"%s>%s</a>';

  it('reads the "tags" config by default and merges it into tags', () => {
    const h = helper({ configs: { tags: { link: LINK, extra: '<x>%s</x>' } } });
    const expected = { link: LINK, tag: DEFAULT_TAGS.tag, tagstart: DEFAULT_TAGS.tagstart, extra: '<x>%s</x>' };
    expect(h.loadConfig()).to.deep.equal(expected);
    expect(h.tags).to.deep.equal(expected);
  });

  it('reads a named config', () => {
    const h = helper({ configs: { alt: { tagstart: '<%s%s/>' } } });
    expect(h.loadConfig('alt')).to.deep.equal({ ...DEFAULT_TAGS, tagstart: '<%s%s/>' });
    expect(h.loadConfig('tags')).to.deep.equal({ ...DEFAULT_TAGS, tagstart: '<%s%s/>' });
  });

  it('returns the tags unchanged when the config is missing', () => {
    expect(helper().loadConfig()).to.deep.equal(DEFAULT_TAGS);
    expect(helper({ configs: { tags: { link: LINK } } }).loadConfig('nothing')).to.deep.equal(DEFAULT_TAGS);
  });

  it('refuses a template that is not a string with a TypeError', () => {
    const h = helper({ configs: { tags: { link: 42 } } });
    const error = thrown(() => h.loadConfig());
    expect(error).to.be.instanceOf(TypeError);
    expect(error.message).to.equal('Tag template "link" in config "tags" must be a string');
  });

  it('changes the markup HtmlHelper.link writes afterwards', () => {
    const html = build(HtmlHelper, { configs: { tags: { link: LINK } } });
    expect(html.link('t', '/x')).to.equal('<a href="/app/x">t</a>');
    html.loadConfig();
    expect(html.link('t', '/x', { id: 'i' })).to.equal('<a class="l" href="/app/x" id="i">t</a>');
  });

  it('does not share tags between helpers', () => {
    const changed = helper({ configs: { tags: { link: LINK } } });
    changed.loadConfig();
    expect(helper().tags).to.deep.equal(DEFAULT_TAGS);
    expect(DEFAULT_TAGS.link).to.equal('<a href="%s"%s>%s</a>');
  });
});

describe('__name', () => {
  it('returns the name string for a string argument', () => {
    expect(helper().__name('Article.title')).to.equal('data[Article][title]');
  });

  it('sets options.name when given options and a field', () => {
    const h = helper();
    const out = h.__name({ class: 'x' }, 'Article.title');
    expect(out).to.deep.equal({ class: 'x', name: 'data[Article][title]' });
    expect(h.field()).to.equal('title');
  });

  it('keeps a name already in the options', () => {
    expect(helper().__name({ name: 'mine' }, 'Article.title')).to.deep.equal({ name: 'mine' });
  });

  it('writes _method as is', () => {
    expect(helper().__name('_method')).to.equal('_method');
    expect(helper().__name({}, '_method')).to.deep.equal({ name: '_method' });
  });

  it('includes the model id of Model.ID.field', () => {
    expect(helper().__name('Article.3.title')).to.equal('data[Article][3][title]');
  });

  it('uses the current entity when no field is given', () => {
    const h = helper();
    h.setEntity('Comment.body');
    expect(h.__name()).to.deep.equal({ name: 'data[Comment][body]' });
    expect(h.__name(null)).to.deep.equal({ name: 'data[Comment][body]' });
  });

  it('writes to another key when given one', () => {
    expect(helper().__name({}, 'Article.title', 'data-name')).to.deep.equal({ 'data-name': 'data[Article][title]' });
  });
});

describe('value', () => {
  it('returns the posted value for a string argument', () => {
    expect(helper({ data: DATA }).value('Article.title')).to.equal('Hello');
  });

  it('returns null for a field without data', () => {
    expect(helper({ data: DATA }).value('Article.missing')).to.equal(null);
    expect(helper().value('Article.title')).to.equal(null);
  });

  it('sets options.value in the options form', () => {
    expect(helper({ data: DATA }).value({ class: 'x' }, 'Article.title')).to.deep.equal({ class: 'x', value: 'Hello' });
  });

  it('uses default when the value is empty, and removes the default key', () => {
    const h = helper({ data: DATA });
    expect(h.value({ default: 'D' }, 'Article.missing')).to.deep.equal({ value: 'D' });
    expect(h.value({ default: 'D' }, 'Article.body')).to.deep.equal({ value: 'D' });
  });

  it('ignores default when there is a value', () => {
    expect(helper({ data: DATA }).value({ default: 'D' }, 'Article.title')).to.deep.equal({ value: 'Hello' });
  });

  it('keeps a value already in the options', () => {
    expect(helper({ data: DATA }).value({ value: 'given' }, 'Article.title')).to.deep.equal({ value: 'given' });
  });

  it('reads Model.ID.field', () => {
    const h = helper({ data: DATA });
    expect(h.value('Article.1.title')).to.equal('First');
    expect(h.value({}, 'Article.2.title')).to.deep.equal({ value: 'Second' });
  });

  it('uses the current entity when no field is given', () => {
    const h = helper({ data: DATA });
    h.setEntity('Article.title');
    expect(h.value()).to.deep.equal({ value: 'Hello' });
    expect(h.value(null)).to.deep.equal({ value: 'Hello' });
  });

  it('writes to another key when given one', () => {
    expect(helper({ data: DATA }).value({}, 'Article.title', 'data-value')).to.deep.equal({ 'data-value': 'Hello' });
  });
});

describe('output', () => {
  it('returns its argument unchanged', () => {
    expect(helper().output('<b>x</b>')).to.equal('<b>x</b>');
    expect(helper().output('')).to.equal('');
  });

  it('a subclass override post-processes what HtmlHelper.tag and link return', () => {
    class Marked extends HtmlHelper {
      override output(str: string): string {
        return `[${str}]`;
      }
    }
    const html = build(Marked);
    expect(html.tag('b', 'x')).to.equal('[<b>x</b>]');
    expect(html.tag('div')).to.equal('[<div>]');
    expect(html.link('t', '/x')).to.equal('[<a href="/app/x">t</a>]');
  });
});

describe('_parseAttributes', () => {
  it('writes the attributes in option order, after one space', () => {
    expect(helper()._parseAttributes({ id: 'a', class: 'b', title: 'c' })).to.equal(' id="a" class="b" title="c"');
  });

  it('returns an empty string for empty options', () => {
    expect(helper()._parseAttributes({})).to.equal('');
  });

  it('escapes & < > " \' in values', () => {
    expect(helper()._parseAttributes({ title: `& < > " '` })).to.equal(' title="&amp; &lt; &gt; &quot; &#039;"');
  });

  it('writes numbers and null values as text', () => {
    expect(helper()._parseAttributes({ tabindex: 3, title: null })).to.equal(' tabindex="3" title=""');
  });

  it('leaves out the excluded keys and the escape key', () => {
    expect(helper()._parseAttributes({ id: 'a', class: 'b', title: 'c' }, ['class'])).to.equal(' id="a" title="c"');
    expect(helper()._parseAttributes({ escape: true, id: 'a' })).to.equal(' id="a"');
    expect(helper()._parseAttributes({ id: 'a' }, ['id'])).to.equal('');
  });

  it('uses insertBefore and insertAfter around a non-empty result only', () => {
    expect(helper()._parseAttributes({ id: 'a' }, null, '[', ']')).to.equal('[id="a"]');
    expect(helper()._parseAttributes({ id: 'a' }, null, '')).to.equal('id="a"');
    expect(helper()._parseAttributes({}, null, '[', ']')).to.equal('');
  });

  it('passes a string through', () => {
    expect(helper()._parseAttributes('class="x"')).to.equal(' class="x"');
    expect(helper()._parseAttributes('a', null, '', '!')).to.equal('a!');
    expect(helper()._parseAttributes('')).to.equal('');
  });

  for (const key of BOOLEAN_ATTRIBUTES) {
    it(`writes ${key}="${key}" for 1, true and 'true', and leaves it out otherwise`, () => {
      for (const on of [1, true, 'true']) {
        expect(helper()._parseAttributes({ [key]: on }), String(on)).to.equal(` ${key}="${key}"`);
      }
      for (const off of [false, 0, 'false', 'yes', null, key]) {
        expect(helper()._parseAttributes({ [key]: off }), String(off)).to.equal('');
      }
    });
  }

  it('keeps the other attributes around a left-out boolean attribute', () => {
    expect(helper()._parseAttributes({ id: 'a', checked: false, class: 'b', disabled: true })).to.equal(
      ' id="a" class="b" disabled="disabled"',
    );
  });

  it('writes array and object values as an empty value', () => {
    expect(helper()._parseAttributes({ class: ['a', 'b'], data: { a: 1 } })).to.equal(' class="" data=""');
  });

  it('with escape: false keeps entities but still encodes ", < and >', () => {
    expect(helper()._parseAttributes({ escape: false, title: `&amp; &copy; "q" <b> 'x'` })).to.equal(
      ` title="&amp; &copy; &quot;q&quot; &lt;b&gt; 'x'"`,
    );
  });

  it('escapes entities when escape is anything but false', () => {
    expect(helper()._parseAttributes({ escape: 0, title: '&amp;' })).to.equal(' title="&amp;amp;"');
  });

  for (const key of ['a"b', 'x y', 'on>', "a'b", 'a=b', 'a/b', '<x', '', 'a\u0000', 'tab\there']) {
    it(`refuses the attribute name ${JSON.stringify(key)} with a TypeError`, () => {
      const error = thrown(() => helper()._parseAttributes({ [key]: 'v' }));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(`Invalid attribute name ${JSON.stringify(key)}`);
    });
  }

  it('accepts data-, aria- and namespaced attribute names', () => {
    expect(helper()._parseAttributes({ 'data-x': '1', 'aria-label': 'L', 'xml:lang': 'en' })).to.equal(
      ' data-x="1" aria-label="L" xml:lang="en"',
    );
  });
});

describe('setEntity', () => {
  function entity(h: Helper): Array<string | null> {
    return [h.model(), h.modelID(), h.field()];
  }

  it('sets model and field from Model.field', () => {
    const h = helper();
    h.setEntity('Article.title');
    expect(entity(h)).to.deep.equal(['Article', null, 'title']);
  });

  it('sets model, id and field from Model.ID.field', () => {
    const h = helper();
    h.setEntity('Article.1.title');
    expect(entity(h)).to.deep.equal(['Article', '1', 'title']);
  });

  it('sets model and id from Model.ID', () => {
    const h = helper();
    h.setEntity('Article.5');
    expect(entity(h)).to.deep.equal(['Article', '5', null]);
  });

  it('a bare field keeps the current model and clears the id', () => {
    const h = helper();
    h.setEntity('Article.1.title');
    h.setEntity('body');
    expect(entity(h)).to.deep.equal(['Article', null, 'body']);
  });

  it('a new Model.field replaces model, id and field', () => {
    const h = helper();
    h.setEntity('Article.1.title');
    h.setEntity('Comment.body');
    expect(entity(h)).to.deep.equal(['Comment', null, 'body']);
  });

  it('with setScope a bare name sets the model', () => {
    const h = helper();
    h.setEntity('Article.title');
    h.setEntity('Comment', true);
    expect(entity(h)).to.deep.equal(['Comment', null, null]);
    h.setEntity('body');
    expect(entity(h)).to.deep.equal(['Comment', null, 'body']);
  });

  it('with setScope a dotted entity is read as usual', () => {
    const h = helper();
    h.setEntity('Article.title', true);
    expect(entity(h)).to.deep.equal(['Article', null, 'title']);
  });

  it('an empty entity clears field and id and keeps the model (all with setScope)', () => {
    const h = helper();
    h.setEntity('Article.1.title');
    h.setEntity('');
    expect(entity(h)).to.deep.equal(['Article', null, null]);
    h.setEntity('', true);
    expect(entity(h)).to.deep.equal([null, null, null]);
  });

  it('null clears the whole context', () => {
    const h = helper();
    h.setEntity('Article.1.title');
    h.setEntity(null);
    expect(entity(h)).to.deep.equal([null, null, null]);
  });

  it('returns undefined', () => {
    expect(helper().setEntity('Article.title')).to.equal(undefined);
  });
});

describe('tagIsInvalid', () => {
  const errors = { Article: { title: 'Required', 1: { title: 'Too short' } } };

  it('is false without an entity or without errors', () => {
    expect(helper({ validationErrors: errors }).tagIsInvalid()).to.equal(false);
    const h = helper();
    h.setEntity('Article.title');
    expect(h.tagIsInvalid()).to.equal(false);
  });

  it('is false for a field that has no error', () => {
    const h = helper({ validationErrors: errors });
    h.setEntity('Article.body');
    expect(h.tagIsInvalid()).to.equal(false);
    expect(h.tagIsInvalid('Comment', 'title')).to.equal(false);
  });

  it('is the message of the current entity when it has an error', () => {
    const h = helper({ validationErrors: errors });
    h.setEntity('Article.title');
    expect(h.tagIsInvalid()).to.equal('Required');
  });

  it('takes model and field as arguments', () => {
    expect(helper({ validationErrors: errors }).tagIsInvalid('Article', 'title')).to.equal('Required');
  });

  it('reads the errors of a model id', () => {
    const h = helper({ validationErrors: errors });
    expect(h.tagIsInvalid('Article', 'title', 1)).to.equal('Too short');
    expect(h.tagIsInvalid('Article', 'title', '1')).to.equal('Too short');
    expect(h.tagIsInvalid('Article', 'title', 2)).to.equal(false);
    h.setEntity('Article.1.title');
    expect(h.tagIsInvalid()).to.equal('Too short');
  });

  it('is false for an empty message', () => {
    expect(helper({ validationErrors: { Article: { title: '' } } }).tagIsInvalid('Article', 'title')).to.equal(false);
  });
});

describe('webroot', () => {
  it('is webroot + file when not themed', () => {
    expect(helper().webroot('css/site.css')).to.equal('/app/css/site.css');
    expect(helper({ webroot: '/static/' }).webroot('img/a.png')).to.equal('/static/img/a.png');
  });

  it('does not make a protocol-relative URL of a file with a leading slash', () => {
    expect(helper({ base: '', here: '/' }).webroot('/css/site.css')).to.equal('/css/site.css');
    expect(helper().webroot('/css/site.css')).to.equal('/app/css/site.css');
  });

  describe('themed', () => {
    const themed = (): Helper =>
      helper({ themeWeb: 'theme/blue/', env: memoryEnvironment({ href: HREF, files: ['theme/blue/css/site.css'] }) });

    it('returns the theme path for a file the theme has', () => {
      expect(themed().webroot('css/site.css')).to.equal('/app/theme/blue/css/site.css');
      expect(themed().webroot('/css/site.css')).to.equal('/app/theme/blue/css/site.css');
    });

    it('returns the default path for a file the theme does not have', () => {
      expect(themed().webroot('css/other.css')).to.equal('/app/css/other.css');
    });

    it('ignores theme files when not themed', () => {
      const h = helper({ env: memoryEnvironment({ href: HREF, files: ['theme/blue/css/site.css'] }) });
      expect(h.webroot('css/site.css')).to.equal('/app/css/site.css');
    });
  });
});

describe('toString', () => {
  it('is the class name', () => {
    expect(helper().toString()).to.equal('Helper');
    expect(build(HtmlHelper).toString()).to.equal('HtmlHelper');
    expect(build(AjaxHelper).toString()).to.equal('AjaxHelper');
    expect(String(build(HtmlHelper))).to.equal('HtmlHelper');
  });

  it('is the subclass name for a subclass', () => {
    class MyHelper extends Helper {}
    expect(build(MyHelper).toString()).to.equal('MyHelper');
  });
});

describe('dispatchMethod', () => {
  it('calls the method with the parameter list and returns its result', () => {
    expect(helper().dispatchMethod('addClass', [{ class: 'a' }, 'b'])).to.deep.equal({ class: 'a b' });
  });

  it('defaults to no parameters', () => {
    expect(helper().dispatchMethod('toString')).to.equal('Helper');
  });

  it('calls the method on the helper itself', () => {
    const h = helper();
    expect(h.dispatchMethod('setEntity', ['Article.title'])).to.equal(undefined);
    expect(h.field()).to.equal('title');
  });

  it('calls subclass methods', () => {
    const html = build(HtmlHelper);
    expect(html.dispatchMethod('tag', ['b', 'x', { class: 'c' }])).to.equal('<b class="c">x</b>');
  });
});

describe('_set', () => {
  it('sets declared properties', () => {
    const h = helper();
    h._set({ themeWeb: 'theme/red/', validationErrors: { A: { b: 'c' } } });
    expect(h.themeWeb).to.equal('theme/red/');
    expect(h.validationErrors).to.deep.equal({ A: { b: 'c' } });
  });

  it('ignores undeclared properties', () => {
    const h = helper();
    h._set({ bogus: 1, themeWeb: 'theme/x/' });
    expect('bogus' in h).to.equal(false);
    expect(h.themeWeb).to.equal('theme/x/');
  });

  it('does not replace methods', () => {
    const h = helper();
    h._set({ output: 'x', toString: 'y' });
    expect(h.output('z')).to.equal('z');
    expect(h.toString()).to.equal('Helper');
  });

  it('does not change the prototype for a __proto__ key', () => {
    const h = helper();
    h._set(JSON.parse('{"__proto__": {"polluted": 1}, "themeWeb": "t/"}') as PhpArray);
    expect(Object.getPrototypeOf(h)).to.equal(Helper.prototype);
    expect((h as unknown as PhpArray).polluted).to.equal(undefined);
    expect(h.themeWeb).to.equal('t/');
  });

  it('with no argument changes nothing', () => {
    const h = helper();
    h._set();
    expect(h.themeWeb).to.equal(null);
    expect(h.tags).to.deep.equal(DEFAULT_TAGS);
  });
});

describe('Object and __construct', () => {
  class Recording extends Helper {
    received: unknown[] | null = null;
    override __construct(...args: unknown[]): void {
      this.received = args;
    }
  }

  it('Object() calls __construct with its arguments and returns the helper', () => {
    const h = build(Recording);
    expect(h.received).to.equal(null);
    expect(h.Object('a', 2)).to.equal(h);
    expect(h.received).to.deep.equal(['a', 2]);
  });

  it('the base __construct does nothing and Object() returns the helper', () => {
    const h = helper();
    expect(h.__construct()).to.equal(undefined);
    expect(h.Object()).to.equal(h);
  });
});

describe('constructor', () => {
  it('keeps the request it is given', () => {
    const h = helper({ params: { action: 'index' }, data: DATA, urlStyle: 'named' });
    expect(h.request).to.deep.equal({
      params: { action: 'index' },
      base: '/app',
      here: '/app/articles',
      webroot: '/app/',
      action: 'index',
      plugin: null,
      data: DATA,
      namedArgs: {},
      argSeparator: ':',
      urlStyle: 'named',
    });
    expect(h.themeWeb).to.equal(null);
    expect(h.validationErrors).to.deep.equal({});
    expect(h.tags).to.deep.equal(DEFAULT_TAGS);
  });

  it('reads here from the environment when it is not given', () => {
    const h = new Helper({ env: memoryEnvironment({ href: 'http://example.test/app/articles?page=2#x' }) });
    expect(h.request.here).to.equal('/app/articles?page=2');
    expect(h.request.base).to.equal('');
    expect(h.request.webroot).to.equal('/');
    expect(h.request.urlStyle).to.equal('query');
  });

  const bad: Array<[init: HelperInit, message: string]> = [
    [{ here: 'javascript:alert(1)' }, 'here must be a path that starts with a single "/", got "javascript:alert(1)"'],
    [{ here: '//evil.test/x' }, 'here must be a path that starts with a single "/", got "//evil.test/x"'],
    [{ here: '/\\evil.test/x' }, 'here must be a path that starts with a single "/", got "/\\\\evil.test/x"'],
    [{ here: '/\t/evil.test/x' }, 'here must be a path that starts with a single "/", got "/\\t/evil.test/x"'],
    [{ here: 'articles' }, 'here must be a path that starts with a single "/", got "articles"'],
    [{ base: 'x' }, 'base must be a path that starts with a single "/", got "x"'],
    [{ base: '//evil.test' }, 'base must be a path that starts with a single "/", got "//evil.test"'],
    [{ urlStyle: 'weird' as never }, 'urlStyle must be "query" or "named", got "weird"'],
  ];
  for (const [init, message] of bad) {
    it(`refuses ${JSON.stringify(init)} with a TypeError naming the field`, () => {
      const error = thrown(() => helper(init));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(message);
    });
  }
});
