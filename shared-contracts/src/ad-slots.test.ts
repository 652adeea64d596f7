import { adCountsFor, adSectionOf, adSlotShows } from './ad-slots';

describe('ad slots (spec 9)', () => {
  it('count by route: home 11/8, a main query 5/3, favorites 8/4, TV videos and search 2, others 1, news stories none', () => {
    expect([
      adCountsFor('/'),
      adCountsFor('/feed/home', '?main=1'),
      adCountsFor('/favorites'),
      adCountsFor('/favorites/Esportes&sports&entities&false&true/sports/feed'),
      adCountsFor('/tv/videos/noticias/agencia-brasil/um-video/v1'),
      adCountsFor('/search/relevance/selecao'),
      adCountsFor('/sports/scores'),
      adCountsFor('/noproxy/videos/noticias/agencia/um-video/v1'),
      adCountsFor('/noproxy/news_stories/noticias/folha/uma-materia/abc'),
      adCountsFor('/media/news_stories/abc'),
      adCountsFor('/404'),
    ]).toEqual([
      { desktop: 11, mobile: 8 },
      { desktop: 5, mobile: 3 },
      { desktop: 8, mobile: 4 },
      { desktop: 8, mobile: 4 },
      { desktop: 2, mobile: 2 },
      { desktop: 2, mobile: 2 },
      { desktop: 1, mobile: 1 },
      { desktop: 1, mobile: 1 },
      { desktop: 0, mobile: 0 },
      { desktop: 0, mobile: 0 },
      { desktop: 0, mobile: 0 },
    ]);
  });

  it('show the top slot on desktops only, and middle slots 1 to the count on phones', () => {
    const counts = { desktop: 2, mobile: 2 };
    expect(
      [0, 1, 2, 3].map((i) => [adSlotShows(i, counts, 'desktop'), adSlotShows(i, counts, 'mobile')]),
    ).toEqual([
      [true, false],
      [true, true],
      [false, true],
      [false, false],
    ]);
  });

  it('choose ads by the page’s section', () => {
    expect(
      ['/', '/sports/scores', '/tv', '/search/relevance/x', '/favorites', '/discover'].map(adSectionOf),
    ).toEqual(['home', 'sports', 'tv', 'search', 'favorites', 'other']);
  });
});
