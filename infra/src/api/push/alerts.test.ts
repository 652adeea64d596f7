import type { SportingEvent } from 'shared-contracts';
import { gameAlerts, newsAlert } from './alerts';

const game = (
  home: number | null,
  away: number | null,
  status: SportingEvent['status']['status'],
  minute: number | null = 23,
) =>
  ({
    id: 'e1',
    name: 'Flamengo x Palmeiras',
    status: { status, period: 'first_half', minute },
    league: {
      id: 'brasileirao',
      name: 'Brasileirão',
      short_name: null,
      context: 'leagues',
      season: '2026',
      photo: { thumbnail: '/l.png' },
    },
    scores: [
      {
        position: 'home',
        value: home,
        penalties: null,
        team: { id: 'fla', name: 'Flamengo', short_name: null, photo: { small: null } },
      },
      {
        position: 'away',
        value: away,
        penalties: null,
        team: { id: 'pal', name: 'Palmeiras', short_name: null, photo: { small: null } },
      },
    ],
  }) as unknown as SportingEvent;

describe('game alerts', () => {
  it('announces a goal with the scorer, the score and the minute, for both teams and the league', () => {
    const [goal, ...rest] = gameAlerts(game(0, 0, 'playing'), game(1, 0, 'playing'));
    expect(rest).toEqual([]);
    expect(goal?.kind).toBe('goal');
    expect(goal?.key).toBe('e1:goal:1-0');
    expect(goal?.message.pt).toEqual({
      title: 'Gol do Flamengo!',
      body: "Flamengo 1 x 0 Palmeiras, 23'",
      url: '/sports/event/flamengo-x-palmeiras/e1',
      tag: 'event-e1',
      icon: '/l.png',
    });
    expect(goal?.profiles).toEqual([
      { context: 'teams', id: 'fla' },
      { context: 'teams', id: 'pal' },
      { context: 'leagues', id: 'brasileirao' },
    ]);
  });

  it('announces kick-off and full time', () => {
    expect(
      gameAlerts(game(null, null, 'upcoming', null), game(0, 0, 'playing', 1)).map((a) => a.key),
    ).toEqual(['e1:kickoff']);
    const [final] = gameAlerts(game(2, 1, 'playing', 90), game(2, 1, 'final', null));
    expect(final?.message.pt.title).toBe('Fim de jogo: Flamengo 2 x 1 Palmeiras');
    expect(final?.message.en.title).toBe('Full time: Flamengo 2 x 1 Palmeiras');
  });

  it('says nothing without a previous state, or when nothing changed', () => {
    expect(gameAlerts(undefined, game(1, 0, 'playing'))).toEqual([]);
    expect(gameAlerts(game(1, 0, 'playing'), game(1, 0, 'playing', 24))).toEqual([]);
  });

  it('keys each goal by the score it made, so a replayed change is the same alert', () => {
    expect(gameAlerts(game(0, 1, 'playing'), game(0, 2, 'playing')).map((a) => a.key)).toEqual([
      'e1:goal:0-2',
    ]);
  });
});

describe('news alerts', () => {
  it('keys a profile alert by the hour: one per profile per hour', () => {
    const a = newsAlert(
      { context: 'teams', id: 'fla', name: 'Flamengo' },
      { title: 'T', path: '/x' },
      new Date('2026-11-21T15:05:00Z'),
    );
    const b = newsAlert(
      { context: 'teams', id: 'fla', name: 'Flamengo' },
      { title: 'U', path: '/y' },
      new Date('2026-11-21T15:55:00Z'),
    );
    const c = newsAlert(
      { context: 'teams', id: 'fla', name: 'Flamengo' },
      { title: 'V', path: '/z' },
      new Date('2026-11-21T16:01:00Z'),
    );
    expect(a.key).toBe(b.key);
    expect(c.key).not.toBe(a.key);
    expect(a.message.pt).toMatchObject({ title: 'Últimas: Flamengo', body: 'T', url: '/x' });
  });
});
