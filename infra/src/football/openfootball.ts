import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { MatchResult } from './model';

const Goals = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

/**
 * The fields of an openfootball-style league file that standings need (format: shared/data/README.md).
 * Other fields (league, source, halftime, ...) are allowed and ignored.
 */
const LeagueFile = Type.Object({
  teams: Type.Array(Type.Object({ id: Type.String({ minLength: 1 }) })),
  matches: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1 }),
      date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      home: Type.String({ minLength: 1 }),
      away: Type.String({ minLength: 1 }),
      home_score: Goals,
      away_score: Goals,
    }),
  ),
});

/**
 * Validates one openfootball-style league file and keeps the matches with both scores present (the others
 * have not been played). Throws a readable Error, naming the first offending path, on a bad shape or on a
 * match between clubs the file does not list.
 */
export function toMatchResults(json: unknown): { teamIds: string[]; matches: MatchResult[] } {
  if (!Value.Check(LeagueFile, json)) {
    const first = Value.Errors(LeagueFile, json).First();
    const where = first === undefined || first.path === '' ? 'the root' : first.path;
    throw new Error(`Invalid league file at ${where}: ${first?.message ?? 'unexpected shape'}`);
  }

  const teamIds = json.teams.map((team) => team.id);
  const known = new Set(teamIds);
  const matches: MatchResult[] = [];
  for (const match of json.matches) {
    for (const teamId of [match.home, match.away]) {
      if (!known.has(teamId)) {
        throw new Error(`Invalid league file: match "${match.id}" names team "${teamId}", absent from teams`);
      }
    }
    if (match.home_score === null || match.away_score === null) continue;
    matches.push({
      id: match.id,
      date: match.date,
      home: match.home,
      away: match.away,
      homeGoals: match.home_score,
      awayGoals: match.away_score,
    });
  }
  return { teamIds, matches };
}
