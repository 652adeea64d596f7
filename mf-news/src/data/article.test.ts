import { articleIdFrom } from './article';
import { articleHref } from './feed';

describe('articleIdFrom', () => {
  it('reads the id after web/', () => {
    expect(articleIdFrom('news', 'web/123')).toBe('123');
  });

  it('reads the last of four segments', () => {
    expect(articleIdFrom('news', 'futebol/globo/gol-de-placa/987')).toBe('987');
  });

  it('reads a video id followed by its slugs', () => {
    expect(articleIdFrom('video', '555/melhores-momentos')).toBe('555');
  });

  it('finds no id in a news path with only a category', () => {
    expect(articleIdFrom('news', 'futebol')).toBeUndefined();
  });

  it('finds no id in web/ without one', () => {
    expect(articleIdFrom('video', 'web')).toBeUndefined();
  });
});

describe('articleHref', () => {
  const item = { id: '9', context: 'videos', name: 'Gol', link: '' } as const;

  it('uses the in-site link of a feed item', () => {
    expect(articleHref({ ...item, link: '/noproxy/videos/esportes/ge/gol/9' })).toBe(
      '/noproxy/videos/esportes/ge/gol/9',
    );
  });

  it('builds the web path when the link leaves the site', () => {
    expect(articleHref({ ...item, link: '//evil.example/x' })).toBe('/noproxy/videos/web/9');
  });
});
