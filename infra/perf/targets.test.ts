import { isSitePath, pagePaths } from './targets';

describe('pagePaths', () => {
  it('measures home, the story, scores, the league’s standings, TV and a common-word search', () => {
    expect(
      pagePaths('/noproxy/news_stories/sports/p/slug/story-1', {
        id: 'brasileirao',
        name: 'Brasileirão Série A',
      }),
    ).toEqual({
      home: '/',
      article: '/noproxy/news_stories/sports/p/slug/story-1',
      scores: '/sports',
      standings: '/sports/standings/brasileirao-serie-a/brasileirao',
      tv: '/tv',
      search: '/search/relevance/brasil',
    });
  });

  it('builds the league part of the path the way the sports pages link to it', () => {
    expect(pagePaths('/', { id: 'ucl', name: 'UEFA Champions League' }).standings).toBe(
      '/sports/standings/uefa-champions-league/ucl',
    );
    expect(pagePaths('/', { id: 'a b', name: '!!' }).standings).toBe('/sports/standings/liga/a%20b');
  });
});

describe('isSitePath', () => {
  it('accepts paths on the site only', () => {
    expect(isSitePath('/api/v3/images/article/1?w=800')).toBe(true);
    expect(isSitePath('//cdn.example.org/x.jpg')).toBe(false);
    expect(isSitePath('https://example.org/x.jpg')).toBe(false);
  });
});
