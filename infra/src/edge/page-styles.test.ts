import { bodyStyleLink, cssDataUrl, extractStyles, headStyleTags } from './page-styles';
import { escapeHtml } from './html';

const html =
  '<style data-emotion="css-global 1a">body{margin:0}</style><header>' +
  '<style data-emotion="news 2b 3c">.news-2b{color:#fff}.news-3c{margin:0 auto}</style><h1 class="news-2b">Oi</h1></header>';

describe('page styles', () => {
  it("takes Emotion's style elements out of the HTML, in order, with their names", () => {
    const { html: rest, styles } = extractStyles(html);
    expect(rest).toBe('<header><h1 class="news-2b">Oi</h1></header>');
    expect(styles).toEqual([
      { key: 'css-global', names: '1a', css: 'body{margin:0}' },
      { key: 'news', names: '2b 3c', css: '.news-2b{color:#fff}.news-3c{margin:0 auto}' },
    ]);
  });

  it('gives the head the same style elements, named as Emotion names them', () => {
    expect(headStyleTags(extractStyles(html).styles)).toBe(
      '<style data-emotion="css-global 1a">body{margin:0}</style>' +
        '<style data-emotion="news 2b 3c">.news-2b{color:#fff}.news-3c{margin:0 auto}</style>',
    );
  });

  it('gives the body one stylesheet link whose data: URL decodes to the rules', () => {
    const link = bodyStyleLink(extractStyles(html).styles, escapeHtml);
    const href = /^<link rel="stylesheet" href="([^"]+)">$/.exec(link)?.[1] ?? '';
    const url = href.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
    expect(url.startsWith('data:text/css,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:text/css,'.length))).toBe(
      'body{margin:0}.news-2b{color:#fff}.news-3c{margin:0 auto}',
    );
    // Nothing a URL may not hold as it is: no space, '#', '%' or brace left unencoded.
    expect(url).not.toMatch(/[\s#{}"<>]/);
    expect(bodyStyleLink([], escapeHtml)).toBe('');
  });

  it('encodes text that could close the attribute or the element', () => {
    expect(cssDataUrl('a[title="x"]::after{content:"</style>"}')).not.toMatch(/["<>]/);
  });
});
