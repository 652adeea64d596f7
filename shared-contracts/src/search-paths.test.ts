import { entitySearchPath, parseSearchPath, textSearchPath, trendingSearchPath } from './search-paths';

describe('search paths (spec 2 "Search")', () => {
  it.each([
    ['', { kind: 'none', trending: false }],
    ['relevance', { kind: 'none', trending: false }],
    [
      'relevance/gol%20de%20placa',
      { kind: 'text', text: 'gol de placa', sort: 'relevance', trending: false },
    ],
    ['date/copa', { kind: 'text', text: 'copa', sort: 'date', trending: false }],
    ['copa', { kind: 'text', text: 'copa', sort: 'relevance', trending: false }],
    ['relevance/a%2Fb', { kind: 'text', text: 'a/b', sort: 'relevance', trending: false }],
    ['trending', { kind: 'none', trending: true }],
    ['trending/copa', { kind: 'text', text: 'copa', sort: 'relevance', trending: true }],
    [
      'date/news/teams&flamengo&Flamengo%20%26%20cia',
      { kind: 'entity', context: 'teams', id: 'flamengo', name: 'Flamengo & cia', sort: 'date' },
    ],
    [
      'date/leagues/brasileirao',
      { kind: 'entity', context: 'leagues', id: 'brasileirao', name: 'brasileirao', sort: 'date' },
    ],
    [
      'leagues/brasileirao',
      { kind: 'entity', context: 'leagues', id: 'brasileirao', name: 'brasileirao', sort: 'relevance' },
    ],
    ['date/news/planets&mars&Mars', { kind: 'none', trending: false }],
    ['date/users/1', { kind: 'none', trending: false }],
  ])('reads /search/%s', (rest, expected) => {
    expect(parseSearchPath(rest)).toEqual(expected);
  });

  it('builds paths that read back to the same request', () => {
    const text = 'São Paulo / 2025 & mais';
    expect(parseSearchPath(textSearchPath(text).slice('/search/'.length))).toMatchObject({
      kind: 'text',
      text,
    });
    const entity = entitySearchPath({ context: 'teams', id: 'sao-paulo', name: text });
    expect(entity).toBe('/search/date/news/teams&sao-paulo&S%C3%A3o%20Paulo%20%2F%202025%20%26%20mais');
    expect(parseSearchPath(entity.slice('/search/'.length))).toMatchObject({ kind: 'entity', name: text });
  });

  it('builds a trending query that reads back as one', () => {
    expect(trendingSearchPath('copa & cia')).toBe('/search/trending/copa%20%26%20cia');
    expect(parseSearchPath(trendingSearchPath('copa & cia').slice('/search/'.length))).toEqual({
      kind: 'text',
      text: 'copa & cia',
      sort: 'relevance',
      trending: true,
    });
  });
});
