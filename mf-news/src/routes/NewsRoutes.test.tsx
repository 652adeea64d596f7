import { matchRoutes } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { NEWS_ROUTES, newsRouteChunk } from './NewsRoutes';

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
  it('is a chunk of its own for every route group, the not-found pages aside', () => {
    const eager = NEWS_ROUTES.filter((route) => !(route.element.type as { chunk?: unknown }).chunk);
    expect(eager.map((route) => route.path)).toEqual(['/error/content_not_found', '*']);
  });

  it('names the chunk of each page for the edge: home and a story page each their own', () => {
    expect(newsRouteChunk('/')).toBe('route-news-home');
    expect(newsRouteChunk('/feed/headlines')).toBe('route-news-home');
    expect(newsRouteChunk('/noproxy/news_stories/news/folha/slug/folha-1')).toBe('route-news-story');
    expect(newsRouteChunk('/media/videos/v1')).toBe('route-news-story');
    expect(newsRouteChunk('/search/relevance/brasil')).toBe('route-news-search');
    expect(newsRouteChunk('/error/content_not_found')).toBeUndefined();
  });
});
