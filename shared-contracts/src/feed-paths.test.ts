import { feedPath, feedsOfPage, FRONT_FEED_ALIASES, parseFeedPath, type FeedTarget } from './feed-paths';

describe('feed paths', () => {
  it('builds and reads back every kind of feed', () => {
    const targets: FeedTarget[] = [
      { kind: 'front' },
      { kind: 'section', section: 'tv' },
      { kind: 'topic', context: 'leagues', id: 'brasileirao' },
      { kind: 'topic', context: 'teams', id: 'sao-paulo' },
    ];
    for (const target of targets) expect(parseFeedPath(feedPath(target))).toEqual(target);
    expect(feedPath({ kind: 'section', section: 'news' })).toBe('/rss/news.xml');
  });

  it("answers the usual addresses with the front page's feed and refuses anything else", () => {
    for (const alias of FRONT_FEED_ALIASES) expect(parseFeedPath(alias)).toEqual({ kind: 'front' });
    for (const path of [
      '/rss/lifestyle.xml',
      '/rss/planets/mars.xml',
      '/rss/leagues/..%2F.xml',
      '/rss/leagues/%E0.xml',
      '/rss.json',
    ]) {
      expect(parseFeedPath(path)).toBeUndefined();
    }
  });

  it("names a page's own feeds before the front page's", () => {
    expect(feedsOfPage('/')).toEqual([{ kind: 'front' }]);
    expect(feedsOfPage('/sports/feed/brasileirao-serie-a/brasileirao')).toEqual([
      { kind: 'topic', context: 'leagues', id: 'brasileirao' },
      { kind: 'section', section: 'sports' },
      { kind: 'front' },
    ]);
    expect(feedsOfPage('/tv/videos/a/b/c/1')).toEqual([
      { kind: 'section', section: 'tv' },
      { kind: 'front' },
    ]);
    expect(feedsOfPage('/noproxy/news_stories/web/1', 'entertainment')).toEqual([
      { kind: 'section', section: 'entertainment' },
      { kind: 'front' },
    ]);
  });
});
