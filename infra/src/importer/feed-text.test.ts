import { decodeHtmlEntities, decodeXmlEntities, htmlToText, truncate } from './feed-text';

describe('decodeXmlEntities', () => {
  it('decodes the five built-ins and character references in one pass', () => {
    expect(decodeXmlEntities('&lt;b&gt; &amp;amp; &quot;&apos; &#233;&#xE7;')).toBe(`<b> &amp; "' éç`);
  });

  it('leaves unknown named entities as written', () => {
    expect(decodeXmlEntities('&nbsp;&xxe;')).toBe('&nbsp;&xxe;');
  });

  it('replaces references to forbidden code points', () => {
    expect(decodeXmlEntities('a&#0;b&#xD800;c&#x110000;')).toBe('a\uFFFDb\uFFFDc\uFFFD');
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes the Portuguese accented letters and typography', () => {
    expect(
      decodeHtmlEntities('Cora&ccedil;&atilde;o &eacute; &Aacute;gua &ndash; &ldquo;sim&rdquo;&hellip;'),
    ).toBe('Coração é Água – “sim”…');
  });

  it('does not resolve inherited object keys', () => {
    expect(decodeHtmlEntities('&constructor;&toString;')).toBe('&constructor;&toString;');
  });
});

describe('htmlToText', () => {
  it('drops scripts, styles and comments and keeps inline text together', () => {
    expect(
      htmlToText('<p>Olá <b>mundo</b>.</p><script>alert(1)</script><style>p{}</style><!-- x --><p>Fim</p>'),
    ).toBe('Olá mundo. Fim');
  });

  it('copes with unterminated tags and comments', () => {
    expect(htmlToText('texto <img src="x" onerror="alert(1)"')).toBe('texto');
    expect(htmlToText('a <!-- never closed')).toBe('a');
  });

  it('decodes entities after stripping, so escaped markup stays text', () => {
    expect(htmlToText('<p>1 &lt; 2 &amp;&nbsp;3</p>')).toBe('1 < 2 & 3');
  });
});

describe('truncate', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncate('uma frase bem comprida demais', 16)).toBe('uma frase bem…');
  });

  it('leaves short text alone', () => {
    expect(truncate('curta', 10)).toBe('curta');
  });
});
