import { expect } from 'chai';
import { cleanHtml } from '../../src/framework/helpers/clean.js';

/** Asserts the exact output for each `[input, expected]` pair, one `it` per pair. */
function cases(list: Array<[input: string, expected: string]>): void {
  for (const [input, expected] of list) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(cleanHtml(input)).to.equal(expected);
    });
  }
}

// An independent reading of the output: cleanHtml always writes `<name attr="v">`,
// `<name attr>`, `<name />` or `</name>`, so a regex over tags is enough here.
const TAG = /<(\/?)([^\s"'<>/]+)((?: =?[^\s"'<>/=]+(?:="[^"<>]*")?)*)( \/)?>/y;
const ATTR = / (=?[^\s"'<>/=]+)(?:="([^"<>]*)")?/g;
const REFS: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', Tab: '\t', NewLine: '\n',
  lpar: '(', rpar: ')', sol: '/', period: '.', comma: ',', semi: ';', excl: '!', num: '#',
};

function decodeRefs(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0xfffd)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number.parseInt(dec, 10), 0xfffd)))
    .replace(/&([a-z]+);?/gi, (ref, name: string) => REFS[name] ?? ref);
}

/** What is unsafe in a cleaned output; an empty list when nothing is. */
function problems(output: string): string[] {
  const found: string[] = [];
  // `<script-->` is an element named `script--`, not a script: only a real script tag counts.
  if (/<script[\s/>]/i.test(output)) found.push('a <script> tag');
  let text = '';
  let i = 0;
  for (let lt = output.indexOf('<'); lt >= 0; lt = output.indexOf('<', i)) {
    text += output.slice(i, lt);
    TAG.lastIndex = lt;
    const tag = TAG.exec(output);
    if (!tag) {
      found.push(`a stray "<" at ${lt}`);
      return found;
    }
    if (/\son\w*=/i.test(tag[0].replace(/"[^"]*"/g, '""'))) found.push(`an on…= in ${tag[0]}`);
    for (const [, name, value = ''] of tag[3].matchAll(ATTR)) {
      if (/^on/i.test(name)) found.push(`handler ${name}`);
      const plain = decodeRefs(value).replace(/[\x00-\x20\x7f]/g, '').toLowerCase();
      if (/^(?:javascript|vbscript):/.test(plain)) found.push(`script URL in ${name}`);
      if (name === 'style' && /javascript:|vbscript:|expression\(/.test(plain)) found.push(`script in style`);
    }
    i = TAG.lastIndex;
  }
  text += output.slice(i);
  if (text.includes('>')) found.push('a stray ">" in text');
  return found;
}

describe('cleanHtml', () => {
  describe('text', () => {
    cases([
      ['', ''],
      ['Plain text, nothing else.', 'Plain text, nothing else.'],
      ['Tom &amp; Jerry &copy; 2024 &#169; &nbsp;&hellip;', 'Tom &amp; Jerry &copy; 2024 &#169; &nbsp;&hellip;'],
      ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
      ['a < b', 'a &lt; b'],
      ['a > b', 'a &gt; b'],
      ['1 <2 and x <', '1 &lt;2 and x &lt;'],
      ['<<b>x</b>', '&lt;<b>x</b>'],
      ['trailing </', 'trailing &lt;/'],
    ]);
  });

  describe('safe markup', () => {
    cases([
      ['<p class="x">Hi <b>there</b></p>', '<p class="x">Hi <b>there</b></p>'],
      ['<a href="/articles?page=2&amp;sort=title">2</a>', '<a href="/articles?page=2&amp;sort=title">2</a>'],
      ['<span class="current">3</span>', '<span class="current">3</span>'],
      [
        '<ul class="pagination"><li class="prev disabled"><span>&laquo; previous</span></li><li><a href="/articles?page=2" rel="next">next &raquo;</a></li></ul>',
        '<ul class="pagination"><li class="prev disabled"><span>&laquo; previous</span></li><li><a href="/articles?page=2" rel="next">next &raquo;</a></li></ul>',
      ],
      ['<a href="https://example.com/javascript:x">x</a>', '<a href="https://example.com/javascript:x">x</a>'],
      ['<a href="mailto:a@example.com">m</a>', '<a href="mailto:a@example.com">m</a>'],
      ['<form action="/search"><input name="q"></form>', '<form action="/search"><input name="q"></form>'],
      ['<div style="color: red; font-weight: bold">x</div>', '<div style="color: red; font-weight: bold">x</div>'],
    ]);
  });

  describe('tag and attribute syntax', () => {
    cases([
      ["<P CLASS=x ID='y' hidden>t</P>", '<p class="x" id="y" hidden>t</p>'],
      ['<br/><img src="a.png"/>', '<br /><img src="a.png" />'],
      ['<a href=/x/>q</a>', '<a href="/x/">q</a>'],
      ['<p>x</P foo="bar">', '<p>x</p>'],
      ['<a title="a > b" href="/x">y</a>', '<a title="a &gt; b" href="/x">y</a>'],
      [`<a title='say "hi"'>y</a>`, '<a title="say &quot;hi&quot;">y</a>'],
      ['<p title="</p><script>alert(1)</script>">x</p>', '<p title="&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>'],
      ['<a href="/first" HREF="/second">x</a>', '<a href="/first">x</a>'],
      ['<a href="javascript:alert(1)" href="/ok">x</a>', '<a>x</a>'],
      ['<input value= >', '<input value="">'],
      ['<a =x=y>z</a>', '<a =x="y">z</a>'],
      ['<img src=x <onerror=alert(1) "a=1 \'b=2 `c=3>', '<img src="x">'],
      ['<a"b>x</a"b>', 'x'],
      ['text <a href="/x', 'text '],
      ['<b>bold</b><i', '<b>bold</b>'],
    ]);
  });

  describe('script, style and other raw-text elements', () => {
    cases([
      ['<script>alert(1)</script>ok', 'ok'],
      ['<SCRIPT>alert(1)</SCRIPT>ok', 'ok'],
      ['<script/xss src="http://xss.rocks/xss.js"></script>ok', 'ok'],
      ['<script type="text/javascript">document.write("</p>")</script >ok', 'ok'],
      ['<script>a </scriptx> b</script>ok', 'ok'],
      ['a<script>alert(1)', 'a'],
      ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
      ['<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
      ['<textarea><img src=x onerror=alert(1)></textarea>y', 'y'],
      ['<title>t</title><noembed>n</noembed><noframes>f</noframes><xmp><b></xmp>ok', 'ok'],
      ['<plaintext><b>x</b></plaintext>after', ''],
      ['x</script>y</style>z', 'xyz'],
    ]);
  });

  describe('embedding elements', () => {
    cases([
      ['<iframe src="https://evil.example/"></iframe>ok', 'ok'],
      ['<object data="x.swf"><param name="a" value="b">fallback</object>', '<param name="a" value="b">fallback'],
      ['<embed src="x.swf">e', 'e'],
      ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
      ['<link rel="stylesheet" href="x.css">', ''],
      ['<base href="https://evil.example/">', ''],
      ['<applet code="x"></applet><bgsound src="x"><blink>b</blink><layer>l</layer>', 'bl'],
      ['<svg><g><circle r="1"/></g></svg>', '<g><circle r="1" /></g>'],
      ['<math><mi>x</mi></math>', '<mi>x</mi>'],
      ['<template><b>x</b></template>', '<b>x</b>'],
      ['<x:script>alert(1)</x:script>', 'alert(1)'],
      ['<frameset><frame src="javascript:alert(1)"></frameset>', ''],
    ]);
  });

  describe('event handlers and namespaces', () => {
    cases([
      ['<a href="/x" onclick="steal()">x</a>', '<a href="/x">x</a>'],
      ['<body ONLOAD="alert(1)">', '<body>'],
      ['<img src=x onerror=alert(1)>', '<img src="x">'],
      ['<svg/onload=alert(1)>', ''],
      ["<div/onmouseover='alert(1)'>x</div>", '<div>x</div>'],
      ['<img src="x"onerror="alert(1)">', '<img src="x">'],
      ['<input onfocus=alert(1) autofocus>', '<input autofocus>'],
      ['<img src= onerror=alert(1)>', '<img src="onerror=alert(1)">'],
      ['<html xmlns:x="urn:x"><p xmlns="urn:y">t</p>', '<html><p>t</p>'],
      ['<div srcdoc="&lt;b&gt;">x</div>', '<div>x</div>'],
    ]);
  });

  describe('script URLs', () => {
    const hrefs = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '   javascript:alert(1)',
      'jav\tascript:alert(1)',
      'jav\nascript:alert(1)',
      'jav\r\nascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&Tab;ascript:alert(1)',
      'jav&NewLine;ascript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      '&#0000106&#0000097vascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29',
      '&#X6a&#X61vascript:alert(1)',
      '\x01\x02\x1fjavascript:alert(1)',
      '&#14;  javascript:alert(1)',
      'java\0script:alert(1)',
      'jAvAsCrIpT&colon;alert&lpar;1&rpar;',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'livescript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/png;base64,iVBORw0KGgo=',
    ];
    for (const href of hrefs) {
      it(`removes href=${JSON.stringify(href)}`, () => {
        expect(cleanHtml(`<a href="${href}">x</a>`)).to.equal('<a>x</a>');
      });
    }
    cases([
      ['<a href=javascript:alert(1)>x</a>', '<a>x</a>'],
      ["<a href='javascript:alert(1)'>x</a>", '<a>x</a>'],
      ['<button formaction="javascript:alert(1)">go</button>', '<button>go</button>'],
      ['<form action="javascript:alert(1)"><input></form>', '<form><input></form>'],
      ['<a xlink:href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">'],
      ['<img src="DATA:image/webp;base64,UklGRg==">', '<img src="DATA:image/webp;base64,UklGRg==">'],
      ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
      ['<img src="data:text/html,<script>alert(1)</script>">', '<img>'],
      ['<img srcset="data:image/png;base64,iVBORw0KGgo= 1x">', '<img>'],
      ['<a href="/search?q=javascript:">s</a>', '<a href="/search?q=javascript:">s</a>'],
    ]);
  });

  describe('style attributes', () => {
    cases([
      ['<div style="width: expression(alert(1))">x</div>', '<div>x</div>'],
      ['<div style="width: EXPRESSION(alert(1))">x</div>', '<div>x</div>'],
      ['<div style="xss:expr/*x*/ession(alert(1))">x</div>', '<div>x</div>'],
      ['<div style="width: \\65 xpression(alert(1))">x</div>', '<div>x</div>'],
      ['<div style="width:&#101;xpression(alert(1))">x</div>', '<div>x</div>'],
      ['<div style="background:url(javascript:alert(1))">x</div>', '<div>x</div>'],
      ['<div style="behavior: url(x.htc)">x</div>', '<div>x</div>'],
      ['<div style="-moz-binding:url(x.xml#xss)">x</div>', '<div>x</div>'],
    ]);
  });

  describe('comments and declarations', () => {
    cases([
      ['a<!-- secret -->b', 'ab'],
      ['<!--[if IE]><script>alert(1)</script><![endif]-->ok', 'ok'],
      ["<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->", ''],
      ['<!--<img src=x onerror=alert(1)>-->', ''],
      ['a<!-- unclosed <script>', 'a'],
      ['<!-->a<!--->b', 'ab'],
      ['<!--!><img src=x onerror=alert(1)>-->c', 'c'],
      ['<!-- --!><img src=x onerror=alert(1)>', '<img src="x">'],
      ['<!DOCTYPE html><?xml version="1.0"?><![CDATA[x]]>y', 'y'],
      ['a</ x>b</>c</3>d', 'abcd'],
    ]);
  });

  describe('mutation XSS', () => {
    cases([
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<img src="x">"&gt;'],
      ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<mtext><table><mglyph>'],
      ['<svg><p><style><img src=x onerror=alert(1)></style></p></svg>', '<p></p>'],
      ['<a title="&quot;><script>alert(1)</script>">x</a>', '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>'],
    ]);
  });

  describe('known XSS vectors (OWASP filter-evasion cheat sheet)', () => {
    const vectors = [
      '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
      "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
      "<IMG SRC=\"javascript:alert('XSS');\">",
      "<IMG SRC=javascript:alert('XSS')>",
      "<IMG SRC=JaVaScRiPt:alert('XSS')>",
      '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
      "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
      '<a onmouseover="alert(document.cookie)">xxs link</a>',
      '<a onmouseover=alert(document.cookie)>xxs link</a>',
      '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
      '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
      "<IMG SRC=# onmouseover=\"alert('xxs')\">",
      "<IMG SRC= onmouseover=\"alert('xxs')\">",
      '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
      '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
      '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
      '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
      '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
      "<IMG SRC=\"jav\tascript:alert('XSS');\">",
      "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
      "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
      "<IMG SRC=\"jav&#x0D;ascript:alert('XSS');\">",
      "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
      '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
      '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
      '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
      '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
      '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
      '<SCRIPT SRC=//xss.rocks/.j>',
      '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
      '<iframe src=http://xss.rocks/scriptlet.html <',
      '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
      "<INPUT TYPE=\"IMAGE\" SRC=\"javascript:alert('XSS');\">",
      "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
      "<IMG DYNSRC=\"javascript:alert('XSS')\">",
      "<IMG LOWSRC=\"javascript:alert('XSS')\">",
      "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
      "<IMG SRC='vbscript:msgbox(\"XSS\")'>",
      "<svg/onload=alert('XSS')>",
      "<BODY ONLOAD=alert('XSS')>",
      "<BGSOUND SRC=\"javascript:alert('XSS');\">",
      "<LINK REL=\"stylesheet\" HREF=\"javascript:alert('XSS');\">",
      "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=javascript:alert('XSS');\">",
      '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
      "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>",
      "<FRAMESET><FRAME SRC=\"javascript:alert('XSS');\"></FRAMESET>",
      "<TABLE><TD BACKGROUND=\"javascript:alert('XSS')\">",
      "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
      "<DIV STYLE=\"background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029\">",
      "<DIV STYLE=\"width: expression(alert('XSS'));\">",
      "<IMG STYLE=\"xss:expr/*XSS*/ession(alert('XSS'))\">",
      '<XSS STYLE="behavior: url(xss.htc);">',
      "<BASE HREF=\"javascript:alert('XSS');//\">",
      '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
      '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
      "<XML ID=\"xss\"><I><B><IMG SRC=\"javas<!-- -->cript:alert('XSS')\"></B></I></XML>",
      '<HTML xmlns:xss><?import namespace="xss" implementation="http://xss.rocks/xss.htc"><xss:xss>XSS</xss:xss>',
      '<IMG SRC="javascript:alert(\'XSS\')"',
      '<a href="jAvAsCrIpT&colon;alert&lpar;1&rpar;">X</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<form><button formaction=javascript:alert(1)>X</button></form>',
      '<isindex action="javascript:alert(1)" type=image>',
      '<img src=x:alert(alt) onerror=eval(src) alt=0>',
      '"><script>alert(1)</script>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    for (const vector of vectors) {
      it(`neutralises ${JSON.stringify(vector).slice(0, 80)}`, () => {
        const output = cleanHtml(vector);
        expect(output).not.to.match(/<script/i);
        expect(problems(output), output).to.deep.equal([]);
        // Cleaning its own output changes nothing: what was judged is what gets parsed.
        expect(cleanHtml(output)).to.equal(output);
      });
    }
  });

  describe('random markup soup', () => {
    const parts = [
      '<', '>', '</', '<!--', '-->', '--!>', '<!', '<?', '"', "'", '`', '=', ' ', '\t', '\n', '/', '\0',
      'script', 'SCRIPT', 'img', 'a', 'svg', 'style', 'noscript', 'textarea', 'p', 'title', 'x:y',
      'onerror', 'ONLOAD', 'href', 'src', 'srcdoc', 'javascript:', 'jav&#x09;ascript:', '&#106;', '&colon;',
      '&Tab;', '&amp;', '&', ';', 'alert(1)', 'expression(', 'data:text/html,', 'vbscript:', 'x',
    ];
    // A fixed linear congruential generator: the same inputs in Node and in the browser.
    let seed = 20240521;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    it('never yields unsafe output, and cleaning is idempotent (2000 inputs)', () => {
      for (let run = 0; run < 2000; run++) {
        let input = '';
        for (let k = 1 + next(24); k > 0; k--) input += parts[next(parts.length)];
        const output = cleanHtml(input);
        expect(problems(output), `${JSON.stringify(input)} → ${JSON.stringify(output)}`).to.deep.equal([]);
        expect(cleanHtml(output), JSON.stringify(input)).to.equal(output);
      }
    });
  });
});
