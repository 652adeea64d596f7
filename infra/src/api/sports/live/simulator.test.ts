import { applyOverride, finalFrom, goalMinutes, simulateEvent, type SimEvent } from './simulator';

const kickoff = new Date('2026-11-21T15:00:00Z');
const at = (minutes: number) => new Date(kickoff.getTime() + minutes * 60_000);
const match: SimEvent = {
  id: 'm1',
  kickoff,
  home_score: 3,
  away_score: 1,
  halftime_home: 1,
  halftime_away: 1,
  score90_home: null,
  score90_away: null,
  penalties_home: null,
  penalties_away: null,
  extra_time: false,
  result_status: 'finished',
};

describe('simulateEvent', () => {
  it('is a fixture far ahead and upcoming close to kick-off', () => {
    expect(simulateEvent(match, at(-3 * 24 * 60), true).status).toBe('fixture');
    expect(simulateEvent(match, at(-30), true)).toMatchObject({ status: 'upcoming', home: null, away: null });
  });

  it('plays the halves with the real half-time score at the break', () => {
    expect(simulateEvent(match, at(10), true)).toMatchObject({
      status: 'playing',
      period: '1st half',
      minute: 11,
    });
    expect(simulateEvent(match, at(50), true)).toMatchObject({
      status: 'playing',
      period: 'half-time',
      home: 1,
      away: 1,
    });
    expect(simulateEvent(match, at(80), true)).toMatchObject({ period: '2nd half', minute: 64 });
  });

  it('ends at the real result', () => {
    expect(simulateEvent(match, at(120), true)).toMatchObject({ status: 'final', home: 3, away: 1 });
    expect(simulateEvent(match, at(-100), false)).toMatchObject({ status: 'final', home: 3, away: 1 });
  });

  it('never takes a goal back', () => {
    let last = 0;
    for (let minute = 0; minute <= 115; minute += 1) {
      const state = simulateEvent(match, at(minute), true);
      const goals = (state.home ?? 0) + (state.away ?? 0);
      expect(goals).toBeGreaterThanOrEqual(last);
      last = goals;
    }
    expect(goalMinutes(match, 'home')).toHaveLength(3);
  });

  it('plays extra time and penalties when the real match had them', () => {
    const cup: SimEvent = {
      ...match,
      id: 'c1',
      home_score: 0,
      away_score: 1,
      halftime_home: 0,
      halftime_away: 1,
      score90_home: 0,
      score90_away: 1,
      extra_time: true,
      penalties_home: 1,
      penalties_away: 4,
    };
    expect(simulateEvent(cup, at(120), true).period).toBe('extra time');
    expect(simulateEvent(cup, at(150), true).period).toBe('penalties');
    expect(simulateEvent(cup, at(200), true)).toMatchObject({
      status: 'final',
      penaltiesHome: 1,
      penaltiesAway: 4,
    });
  });

  it('interrupts the awarded match, then records the walkover', () => {
    const awarded: SimEvent = {
      ...match,
      id: 'a1',
      home_score: 0,
      away_score: 3,
      halftime_home: null,
      halftime_away: null,
      result_status: 'awarded',
    };
    expect(simulateEvent(awarded, at(100), true)).toMatchObject({ status: 'interrupted', home: 0, away: 0 });
    expect(simulateEvent(awarded, at(200), true)).toMatchObject({ status: 'walkover', home: 0, away: 3 });
  });

  it('lets an override win', () => {
    const state = applyOverride(simulateEvent(match, at(10), true), {
      status: 'suspended',
      period: null,
      minute: null,
      home_score: 0,
      away_score: 0,
    });
    expect(state).toMatchObject({ status: 'suspended', home: 0, away: 0 });
  });
});

describe('finalFrom', () => {
  const variants: [string, SimEvent][] = [
    ['normal time', match],
    ['extra time', { ...match, extra_time: true, score90_home: 1, score90_away: 1 }],
    [
      'penalties',
      {
        ...match,
        extra_time: true,
        home_score: 1,
        score90_home: 1,
        score90_away: 1,
        penalties_home: 4,
        penalties_away: 3,
      },
    ],
    ['awarded', { ...match, result_status: 'awarded', home_score: 0, away_score: 3 }],
  ];

  it.each(variants)('is the first instant simulateEvent gives the final state (%s)', (_name, event) => {
    const from = finalFrom(event);
    const isFinal = (instant: Date): boolean =>
      ['final', 'walkover'].includes(simulateEvent(event, instant, true).status);
    expect(isFinal(from)).toBe(true);
    expect(isFinal(new Date(from.getTime() - 1))).toBe(false);
  });
});
