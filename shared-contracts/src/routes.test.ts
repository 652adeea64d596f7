import { ROUTES, compilePattern, matchRoute, ownerOf } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'mf-news'],
    ['/feed/headlines', 'mf-news'],
    ['/feed/myfeed/flamengo', 'mf-news'],
    ['/noproxy/news_stories/web/123', 'mf-news'],
    ['/p/videos/noticias/agencia-brasil/um-video/42', 'mf-news'],
    ['/search/relevance/sele%C3%A7%C3%A3o', 'mf-news'],
    ['/favorites', 'mf-news'],
    ['/favorites/Flamengo&1&teams&true&false/flamengo/feed', 'mf-news'],
    ['/sitemap/2025/05', 'mf-news'],
    ['/discover', 'mf-news'],
    ['/sports', 'mf-sports'],
    ['/sports/scores/brasileirao/live/2025-05-01', 'mf-sports'],
    ['/esportes', 'mf-sports'],
    ['/calendar/standings/leagues/brasileirao', 'mf-sports'],
    ['/favorites/flamengo/1/myscores', 'mf-sports'],
    ['/favorites/standings', 'mf-sports'],
    ['/discover/olympic/feed/1', 'mf-sports'],
    ['/tv', 'mf-tv'],
    ['/tv/videos/noticias/pub/nome/9', 'mf-tv'],
    ['/accounts/user', 'mf-accounts'],
    ['/accounts/user/signedin/profile', 'mf-accounts'],
    ['/accounts/user/signedin/saved', 'mf-news'],
    ['/reset_password', 'mf-accounts'],
    ['/jej', 'mf-rewards'],
    ['/404', 'shell'],
    ['/notsupported', 'shell'],
    ['/about.html', 'shell'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('gives unknown paths to the shell, which shows the 404 page', () => {
    expect(matchRoute('/no/such/page/here')).toBeUndefined();
    expect(ownerOf('/no/such/page/here')).toBe('shell');
  });

  it('ignores a trailing slash and decodes parameters', () => {
    const match = matchRoute('/feed/recent/futebol%20feminino/');
    expect(match?.route.id).toBe('feed');
    expect(match?.params).toEqual({ tab: 'recent', selected: 'futebol feminino' });
  });

  it('keeps malformed escapes as they are instead of throwing', () => {
    expect(matchRoute('/feed/recent/%E0%A4%A')?.params.selected).toBe('%E0%A4%A');
  });

  it('treats pattern text literally, not as a regular expression', () => {
    const { regex } = compilePattern('/about.html');
    expect(regex.test('/aboutXhtml')).toBe(false);
    expect(regex.test('/about.html')).toBe(true);
  });

  it('has unique route ids', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
