import { matchRoutes } from 'react-router';
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
