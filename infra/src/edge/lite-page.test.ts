import { FALLBACK_SITE_CONFIG, type Article } from 'shared-contracts';
import { liteBodyHtml, liteTargetOf, renderLitePage, smallImageHref, wantsLite } from './lite-page';
import { pageMatchOf } from './page-paths';

const liteTargetOfPath = (pathname: string) => liteTargetOf(pageMatchOf(pathname));

const article: Article = {
  id: 'folha-000007',
  context: 'news_stories',
  name: 'Frente <fria> chega ao Sul',
  description: 'Temperaturas caem até 10 graus.',
  link: '/noproxy/news_stories/web/folha-000007',
  links: [{ url: '/noproxy/news_stories/web/folha-000007' }],
  videos: [],
  photos: [{ original: '/api/v3/images/article/folha-000007?w=800&h=450' }],
  categories: ['Notícias'],
  language: 'pt',
  publisher: {
    id: 'folha',
    name: 'Folha',
    common_name: 'folha',
    context: 'publishers',
    license: 'CC BY 4.0',
  },
  author: 'Ana "A" Lima',
  credit: 'Folha',
  publish_date: '2026-11-21T10:00:00.000Z',
  date_is_real: true,
  generated: false,
  verticals: [{ key: 'news', label: 'Notícias' }],
  external: false,
  offline: false,
  tags: [],
  feed: { goto_short_link: '/noproxy/news_stories/web/folha-000007' },
  post: 'noproxy',
  category: 'news',
  slugs: 'frente-fria',
  event_id: null,
};

describe('lite page', () => {
  it('sanitises an HTML body with the article allow-list and loads no image', () => {
    const html = liteBodyHtml({
      ...article,
      body_format: 'html',
      body: '<p onclick="x()">Texto <script>alert(1)</script><a href="javascript:alert(1)">link</a></p><figure><img src="/a.png"><figcaption>Legenda</figcaption></figure><style>p{}</style><iframe src="https://x"></iframe>',
    });

    expect(html).toBe('<p>Texto <a>link</a></p><figure><figcaption>Legenda</figcaption></figure>');
  });

  it('escapes plain-text paragraphs', () => {
    expect(liteBodyHtml({ ...article, body_format: 'text', body: 'Um <b>\n\nDois & três' })).toBe(
      '<p>Um &lt;b&gt;</p>\n<p>Dois &amp; três</p>',
    );
    expect(liteBodyHtml({ ...article, body: undefined })).toBe('<p>Temperaturas caem até 10 graus.</p>');
  });

  it('links a small rendition of site photos, and never a script URL', () => {
    expect(smallImageHref('/api/v3/images/article/folha-000007?w=800&h=450')).toBe(
      '/api/v3/images/article/folha-000007?w=320',
    );
    expect(smallImageHref('/api/v3/images/match/bra-2025-r01-fla-pal?w=800')).toBe(
      '/api/v3/images/match/bra-2025-r01-fla-pal?w=320',
    );
    expect(smallImageHref('https://img.example/a.jpg')).toBe('https://img.example/a.jpg');
    expect(smallImageHref('javascript:alert(1)')).toBeUndefined();
  });

  it('renders escaped title, byline, date, image link, full-page link and the size line', () => {
    const html = renderLitePage({
      article,
      config: FALLBACK_SITE_CONFIG,
      locale: 'en',
      pathname: '/noproxy/news_stories/web/folha-000007',
      usedKb: 3,
    });

    expect(html).toContain('<h1>Frente &lt;fria&gt; chega ao Sul</h1>');
    expect(html).toContain('By Ana &quot;A&quot; Lima');
    expect(html).toContain('<time datetime="2026-11-21T10:00:00.000Z">November 21, 2026');
    expect(html).toContain('<a href="/api/v3/images/article/folha-000007?w=320">View image</a>');
    expect(html).toContain('<a href="/noproxy/news_stories/web/folha-000007?full=1">View the full page</a>');
    expect(html).toContain('This page used ≈ 3 KB of data.');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('applies to news stories only, and only with Save-Data: on and no ?full', () => {
    expect(liteTargetOfPath('/noproxy/news_stories/web/abc')).toEqual({ id: 'abc' });
    expect(liteTargetOfPath('/media/news_stories/x/y/z/abc')).toEqual({ id: 'abc' });
    expect(liteTargetOfPath('/media/videos/x/abc')).toBeUndefined();
    expect(liteTargetOfPath('/noproxy/videos/abc')).toBeUndefined();
    expect(wantsLite('on', '')).toBe(true);
    expect(wantsLite(' On ', '?utm=1')).toBe(true);
    expect(wantsLite('on', '?full=1')).toBe(false);
    expect(wantsLite('off', '')).toBe(false);
    expect(wantsLite(undefined, '')).toBe(false);
  });
});
