import type { ReactElement } from 'react';
import { matchRoutes } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { NEWS_ROUTES } from './NewsRoutes';

/** A concrete path for a react-router pattern: every parameter and splat filled in. */
const samplePath = (pattern: string): string =>
  pattern
    .split('/')
    .map((segment) => (segment === '*' ? 'a/b' : segment.startsWith(':') ? 'x' : segment))
    .join('/') || '/';

describe('news routes', () => {
  const owned = ROUTES.filter((route) => route.owner === 'mf-news');

  it.each(owned.map((route) => [route.path]))('give %s its own page', (pattern) => {
    const matched = matchRoutes([...NEWS_ROUTES], samplePath(pattern));
    expect(matched?.[0]?.route.path).not.toBe('*');
  });
});

describe('media pages', () => {
  it.each(['/media/news_stories/folha-000001', '/media/videos/v1', '/media/news_stories/news/folha/slug/7'])(
    '%s is the media page, not the story page with no id',
    (path) => {
      const matched = matchRoutes([...NEWS_ROUTES], path);
      expect(matched?.[0]?.route.path).toMatch(/^\/media\//);
    },
  );
});

describe('code of the news routes', () => {
  const isLazy = (element: ReactElement) =>
    (element.type as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');
  const lazyPaths = NEWS_ROUTES.filter((route) => isLazy(route.element)).map((route) => route.path);

  it('comes with the remote for home and the story pages, the first pages readers open', () => {
    for (const path of ['/', '/feed/:tab/:selected?', '/:post/news_stories/*', '/:post/videos/*']) {
      expect(lazyPaths).not.toContain(path);
    }
  });

  it('is fetched on first use for the other route groups', () => {
    expect(lazyPaths).toEqual(
      expect.arrayContaining(['/discover/*', '/search/*', '/favorites/*', '/sitemap/*', '/newarticles/*']),
    );
  });
});
