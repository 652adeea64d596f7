import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toMatchResults } from './openfootball';

const file = (matches: unknown[]): unknown => ({
  league: { id: 'test-league' },
  teams: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ],
  matches,
});

const played = { id: 'm1', date: '2024-04-13', home: 'a', away: 'b', home_score: 2, away_score: 1 };

describe('toMatchResults', () => {
  it('converts teams and played matches', () => {
    expect(toMatchResults(file([{ ...played, round: 1, status: 'finished', halftime: [0, 0] }]))).toEqual({
      teamIds: ['a', 'b'],
      matches: [{ id: 'm1', date: '2024-04-13', home: 'a', away: 'b', homeGoals: 2, awayGoals: 1 }],
    });
  });

  it('drops matches without both scores', () => {
    const unplayed = [
      { ...played, id: 'm2', home_score: null, away_score: null },
      { ...played, id: 'm3', away_score: null },
    ];

    expect(toMatchResults(file([played, ...unplayed])).matches.map((match) => match.id)).toEqual(['m1']);
  });

  it.each([
    ['not an object', 'nope', /the root/],
    ['no teams', { matches: [] }, /\/teams/],
    ['a bad date', file([{ ...played, date: '13/04/2024' }]), /\/matches\/0\/date/],
    ['a negative score', file([{ ...played, home_score: -1 }]), /\/matches\/0\/home_score/],
    ['a fractional score', file([{ ...played, away_score: 1.5 }]), /\/matches\/0\/away_score/],
    ['a missing score', file([{ ...played, away_score: undefined }]), /\/matches\/0\/away_score/],
  ])('rejects %s with a readable error', (_label, json, where) => {
    expect(() => toMatchResults(json)).toThrow(where);
  });

  it('rejects a match between clubs the file does not list', () => {
    expect(() => toMatchResults(file([{ ...played, away: 'ghost' }]))).toThrow(/"ghost", absent from teams/);
  });

  it('reads a real openfootball league file', () => {
    const json: unknown = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../../shared/data/football/brasileirao_2024.json'), 'utf8'),
    );

    const { teamIds, matches } = toMatchResults(json);

    expect(teamIds).toHaveLength(20);
    expect(matches).toHaveLength(380);
  });
});
