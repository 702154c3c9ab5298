import { expect } from 'chai';
import { AjaxHelper } from '../../src/framework/helpers/ajax-helper.js';
import { memoryEnvironment } from '../../src/framework/environment.js';
import type { HelperInit } from '../../src/framework/helpers/helper.js';
import { HtmlHelper } from '../../src/framework/helpers/html-helper.js';
import { thrown } from './support.js';

function html(init: HelperInit = {}): HtmlHelper {
  return new HtmlHelper({
    env: memoryEnvironment({ href: 'http://example.test/app/articles' }),
    base: '/app',
    here: '/app/articles',
    ...init,
  });
}

function ajax(init: HelperInit = {}): AjaxHelper {
  return new AjaxHelper({
    env: memoryEnvironment({ href: 'http://example.test/app/articles' }),
    base: '/app',
    here: '/app/articles',
    ...init,
  });
}

const UNSAFE_URLS: Array<[url: string, scheme: string]> = [
  ['javascript:alert(1)', 'javascript'],
  ['JaVaScRiPt:alert(1)', 'JaVaScRiPt'],
  [' java\tscript:alert(1)', 'javascript'],
  ['\u0000javascript:alert(1)', 'javascript'],
  ['java\nscript:alert(1)', 'javascript'],
  ['data:text/html,<script>alert(1)</script>', 'data'],
  ['vbscript:msgbox(1)', 'vbscript'],
];

describe('HtmlHelper.link', () => {
  it('escapes the title by default', () => {
    expect(html().link(`Tom & "Jerry" <b>'s`, '/x')).to.equal(
      '<a href="/app/x">Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#039;s</a>',
    );
  });

  it('does not escape the title with escape: false', () => {
    expect(html().link('<b>Bold</b> &amp;', '/x', { escape: false })).to.equal('<a href="/app/x"><b>Bold</b> &amp;</a>');
  });

  it('writes the other options as attributes in option order, escaped', () => {
    expect(html().link('t', '/x', { id: 'l', class: 'c', title: 'a "b"' })).to.equal(
      '<a href="/app/x" id="l" class="c" title="a &quot;b&quot;">t</a>',
    );
  });

  it('still escapes attribute values with escape: false', () => {
    expect(html().link('t', '/x', { escape: false, title: '"><script>' })).to.equal(
      '<a href="/app/x" title="&quot;&gt;&lt;script&gt;">t</a>',
    );
  });

  it('builds the href of a URL array on the current path, & escaped', () => {
    expect(html().link('2', { page: 2, sort: 'title' })).to.equal('<a href="/app/articles?page=2&amp;sort=title">2</a>');
  });

  it('builds the href of a URL array with controller, action and passed parts', () => {
    expect(html().link('View', { controller: 'posts', action: 'view', 0: 5 })).to.equal(
      '<a href="/app/posts/view/5">View</a>',
    );
  });

  it('builds named-style hrefs when the helper uses them', () => {
    const h = html({ urlStyle: 'named', here: '/app/articles/index/page:3' });
    expect(h.link('2', { page: 2, sort: 'title' })).to.equal('<a href="/app/articles/index/page:2/sort:title">2</a>');
  });

  it('links to the current path when there is no URL', () => {
    expect(html().link('here')).to.equal('<a href="/app/articles">here</a>');
    expect(html().link('here', '')).to.equal('<a href="/app/articles">here</a>');
  });

  it('passes a safe absolute URL through', () => {
    expect(html().link('x', 'https://x.test/')).to.equal('<a href="https://x.test/">x</a>');
    expect(html().link('x', 'http://x.test/a?b=1&c=2')).to.equal('<a href="http://x.test/a?b=1&amp;c=2">x</a>');
    expect(html().link('m', 'mailto:a@b.test')).to.equal('<a href="mailto:a@b.test">m</a>');
  });

  it('passes a fragment and a query through', () => {
    expect(html().link('f', '#frag')).to.equal('<a href="#frag">f</a>');
    expect(html().link('q', '?q=1')).to.equal('<a href="?q=1">q</a>');
  });

  it('prepends the base to a path', () => {
    expect(html().link('p', '/path')).to.equal('<a href="/app/path">p</a>');
    expect(html().link('p', 'path')).to.equal('<a href="/app/path">p</a>');
    expect(html({ base: '' }).link('p', '/path')).to.equal('<a href="/path">p</a>');
  });

  it('escapes a quote in a string URL', () => {
    expect(html().link('q', '/a"b')).to.equal('<a href="/app/a&quot;b">q</a>');
  });

  for (const [url, scheme] of UNSAFE_URLS) {
    it(`refuses the URL ${JSON.stringify(url)} with a TypeError`, () => {
      const error = thrown(() => html().link('x', url));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(`Refusing a URL with the unsafe scheme "${scheme}:"`);
    });
  }
});

describe('HtmlHelper.tag', () => {
  it('does not escape the text by default', () => {
    expect(html().tag('p', 'a <i>b</i>')).to.equal('<p>a <i>b</i></p>');
  });

  it('escapes the text when escape is true', () => {
    expect(html().tag('p', `a <i>b</i> & "c" 'd'`, {}, true)).to.equal(
      '<p>a &lt;i&gt;b&lt;/i&gt; &amp; &quot;c&quot; &#039;d&#039;</p>',
    );
  });

  it('writes the start tag alone when the text is null', () => {
    expect(html().tag('div')).to.equal('<div>');
    expect(html().tag('div', null, { id: 'x' })).to.equal('<div id="x">');
  });

  it('writes an empty element for empty text', () => {
    expect(html().tag('span', '')).to.equal('<span></span>');
    expect(html().tag('b', 0)).to.equal('<b>0</b>');
  });

  it('takes a string of attributes as the class', () => {
    expect(html().tag('span', '3', 'current')).to.equal('<span class="current">3</span>');
    expect(html().tag('span', '3', '"><script>')).to.equal('<span class="&quot;&gt;&lt;script&gt;">3</span>');
  });

  it('writes the attributes in order, escaped, without an escape attribute', () => {
    expect(html().tag('a', 't', { href: '/x?a=1&b=2', title: '"', escape: true })).to.equal(
      '<a href="/x?a=1&amp;b=2" title="&quot;">t</a>',
    );
  });

  it('accepts custom element names', () => {
    expect(html().tag('paginator-link', 'x')).to.equal('<paginator-link>x</paginator-link>');
  });

  for (const name of ['div onclick=x', '<b', '', 'script>', '1a', 'a/b', 'x"y']) {
    it(`refuses the tag name ${JSON.stringify(name)} with a TypeError`, () => {
      const error = thrown(() => html().tag(name, 'x'));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(`Invalid tag name ${JSON.stringify(name)}`);
    });
  }
});

describe('AjaxHelper.link', () => {
  it('writes data-update and data-indicator in option order, and no onclick', () => {
    const out = ajax().link('t', { page: 2 }, { update: 'results', indicator: 'spinner', class: 'x' });
    expect(out).to.equal('<a href="/app/articles?page=2" data-update="results" data-indicator="spinner" class="x">t</a>');
    expect(out).not.to.contain('onclick');
    expect(out).not.to.contain('<script');
  });

  it('keeps the order the options come in', () => {
    expect(ajax().link('t', '/x', { class: 'x', indicator: 'spinner', update: 'results' })).to.equal(
      '<a href="/app/x" class="x" data-indicator="spinner" data-update="results">t</a>',
    );
  });

  it('leaves out data-indicator when no indicator is given', () => {
    expect(ajax().link('t', '/x', { update: 'results' })).to.equal('<a href="/app/x" data-update="results">t</a>');
  });

  it('joins an update array into a space-separated id list', () => {
    expect(ajax().link('t', '/x', { update: ['results', 'pager'] })).to.equal(
      '<a href="/app/x" data-update="results pager">t</a>',
    );
  });

  it('attribute-escapes a hostile update id', () => {
    const out = ajax().link('t', '/x', { update: '"><script>', indicator: "'x" });
    expect(out).to.equal('<a href="/app/x" data-update="&quot;&gt;&lt;script&gt;" data-indicator="&#039;x">t</a>');
  });

  it('escapes the title unless escape is false', () => {
    expect(ajax().link('<b>', '/x', { update: 'r' })).to.equal('<a href="/app/x" data-update="r">&lt;b&gt;</a>');
    expect(ajax().link('<b>', '/x', { update: 'r', escape: false })).to.equal('<a href="/app/x" data-update="r"><b></a>');
  });

  it('builds the href like HtmlHelper.link', () => {
    expect(ajax().link('2', { page: 2, sort: 'title' }, { update: 'r' })).to.equal(
      '<a href="/app/articles?page=2&amp;sort=title" data-update="r">2</a>',
    );
  });

  for (const [url, scheme] of UNSAFE_URLS) {
    it(`refuses the URL ${JSON.stringify(url)} with a TypeError`, () => {
      const error = thrown(() => ajax().link('x', url, { update: 'r' }));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(`Refusing a URL with the unsafe scheme "${scheme}:"`);
    });
  }
});
