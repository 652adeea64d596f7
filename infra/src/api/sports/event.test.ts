import type { LiveState } from './live/simulator';
import { eventImages, inScope, toSportingEvent } from './event';
import type { EventRow } from './model';

const row: EventRow = {
  id: 'brasileirao-serie-a-2024-0001',
  season_id: 'brasileirao-serie-a-2024',
  league_id: 'brasileirao',
  stage: null,
  round_no: 1,
  round_name: 'Rodada 1',
  leg: null,
  group_no: null,
  home_id: 'flamengo',
  away_id: 'palmeiras',
  kickoff: new Date('2026-11-21T18:00:00Z'),
  home_score: 2,
  away_score: 1,
  halftime_home: 1,
  halftime_away: 0,
  score90_home: null,
  score90_away: null,
  penalties_home: null,
  penalties_away: null,
  extra_time: false,
  result_status: 'finished',
  note: null,
  home_name: 'Flamengo',
  home_short_name: 'FLA',
  away_name: 'Palmeiras',
  away_short_name: 'PAL',
  league_name: 'Brasileirão Série A',
  league_short_name: 'Brasileirão',
  season_label: '2024',
  override: null,
  story: {
    id: 'story-1',
    name: 'Flamengo vence o Palmeiras',
    published_at: '2026-11-21T20:15:00.000Z',
    vertical: 'sports',
    publisher: 'onda-esportes-dados',
  },
};

const playing: LiveState = {
  status: 'playing',
  period: '2nd half',
  minute: 67,
  home: 1,
  away: 1,
  penaltiesHome: null,
  penaltiesAway: null,
};

const images = { home: '/home.png', away: '/away.png', league: '/league.png' };

describe('toSportingEvent', () => {
  it('shows the live state and the pictures it is given', () => {
    const event = toSportingEvent(row, playing, images, new Date('2026-11-21T19:10:00Z'));

    expect(event.status).toEqual({ status: 'playing', period: '2nd half', minute: 67 });
    expect(event.scores.map((score) => [score.value, score.team.photo.small])).toEqual([
      [1, '/home.png'],
      [1, '/away.png'],
    ]);
    expect(event.league.photo.thumbnail).toBe('/league.png');
    expect(event.long_name).toBe('Flamengo x Palmeiras — Brasileirão Série A 2024, Rodada 1 (ao vivo)');
  });

  it('links the match story once it is published', () => {
    const before = toSportingEvent(row, playing, images, new Date('2026-11-21T20:14:59Z'));
    const after = toSportingEvent(row, playing, images, new Date('2026-11-21T20:15:00Z'));

    expect(before.story_link).toBeNull();
    expect(after.story_link).toBe(
      '/noproxy/news_stories/sports/onda-esportes-dados/flamengo-vence-o-palmeiras/story-1',
    );
  });

  it('gives a new version when the state changes', () => {
    const now = new Date('2026-11-21T19:10:00Z');
    const goal = { ...playing, home: 2 };

    expect(toSportingEvent(row, goal, images, now).version).not.toBe(
      toSportingEvent(row, playing, images, now).version,
    );
  });
});

describe('eventImages', () => {
  it('gives both crests and the 400x400 league picture', () => {
    const built = eventImages(row);

    expect(built.home).toContain('flamengo');
    expect(built.away).toContain('palmeiras');
    expect(built.league).toContain('brasileirao');
    expect(built.league).toContain('400');
  });
});

describe('inScope', () => {
  const event = toSportingEvent(row, playing, images, new Date('2026-11-21T19:10:00Z'));

  it('takes a league, or one season of it', () => {
    expect(inScope(event, { leagueId: 'brasileirao', season: null })).toBe(true);
    expect(inScope(event, { leagueId: 'brasileirao', season: '2024' })).toBe(true);
    expect(inScope(event, { leagueId: 'brasileirao', season: '2025' })).toBe(false);
    expect(inScope(event, { leagueId: 'la-liga', season: null })).toBe(false);
  });
});
