// The article id rules themselves: shared-contracts/src/article-paths.test.ts.
import { articleHref } from './feed';

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
