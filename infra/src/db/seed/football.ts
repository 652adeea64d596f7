/**
 * Leagues, teams, seasons and matches from the openfootball files (CC0). Matches are stored with
 * their real local kick-off; the instant (kickoff) is set from it in the seed transaction, and moved
 * by the live replay (api/sports/live/anchor.ts).
 */
import type { Insertable } from 'kysely';
import type { ProfilesTable, SeasonsTable, SeasonTeamsTable, SportingEventsTable } from '../types';
import type { BrazilianClub, FootballFile } from './files';
import { LEAGUES, leagueForFile } from '../../football/leagues';

export interface FootballRows {
  profiles: Insertable<ProfilesTable>[];
  seasons: Insertable<SeasonsTable>[];
  seasonTeams: Insertable<SeasonTeamsTable>[];
  events: Insertable<SportingEventsTable>[];
}

/** Kick-off used when the source has no time (one awarded match). */
const UNKNOWN_TIME = '16:00';

export function buildFootballRows(
  files: readonly FootballFile[],
  clubs: readonly BrazilianClub[],
): FootballRows {
  const clubById = new Map(clubs.map((club) => [club.id, club]));
  const teams = new Map<string, Insertable<ProfilesTable>>();
  const leagueTeams = new Set<string>();
  const seasons: Insertable<SeasonsTable>[] = [];
  const seasonTeams: Insertable<SeasonTeamsTable>[] = [];
  const events: Insertable<SportingEventsTable>[] = [];

  for (const file of files) {
    const league = leagueForFile(file.league.id);
    const format = file.league.format === 'cup' ? 'cup' : 'league';
    const dates = file.matches.map((match) => match.date).sort();
    seasons.push({
      id: file.league.id,
      league_id: league.id,
      name: `${league.name} ${file.league.season}`,
      season: file.league.season,
      format,
      rules: league.rules,
      timezone: file.time_info.timezone ?? league.defaultTimezone,
      first_date: dates[0] ?? '1970-01-01',
      last_date: dates[dates.length - 1] ?? '1970-01-01',
    });

    const groupOf = new Map<string, number>();
    for (const match of file.matches) {
      if (match.group_derived === undefined) continue;
      groupOf.set(match.home, match.group_derived);
      groupOf.set(match.away, match.group_derived);
    }

    for (const team of file.teams) {
      if (format === 'league') leagueTeams.add(team.id);
      seasonTeams.push({
        season_id: file.league.id,
        team_id: team.id,
        group_no: groupOf.get(team.id) ?? null,
      });
      if (teams.has(team.id)) continue;
      const club = clubById.get(team.id);
      teams.set(team.id, {
        context: 'teams',
        id: team.id,
        name: club?.short_name ?? team.short_name,
        short_name: club?.code ?? team.code,
        common_name: club?.full_name ?? team.full_name ?? team.name,
        location: club ? `${club.city}, ${club.state}` : team.country,
        country: team.country,
        photo_small: null,
      });
    }

    for (const match of file.matches) {
      events.push({
        id: match.id,
        season_id: file.league.id,
        league_id: league.id,
        stage: match.stage ?? null,
        round_no: typeof match.round === 'number' ? match.round : null,
        round_name: match.round_name,
        leg: match.leg ?? null,
        group_no: match.group_derived ?? null,
        home_id: match.home,
        away_id: match.away,
        real_local_kickoff: `${match.date} ${match.time ?? UNKNOWN_TIME}:00`,
        time_known: match.time !== undefined,
        // Placeholder, replaced in the same seed transaction by the real instant (index.ts).
        kickoff: `${match.date}T12:00:00Z`,
        home_score: match.home_score,
        away_score: match.away_score,
        halftime_home: match.halftime?.[0] ?? null,
        halftime_away: match.halftime?.[1] ?? null,
        score90_home: match.score_90?.[0] ?? null,
        score90_away: match.score_90?.[1] ?? null,
        penalties_home: match.penalties?.[0] ?? null,
        penalties_away: match.penalties?.[1] ?? null,
        extra_time: match.extra_time ?? false,
        result_status: match.status,
        note: match.note ?? null,
      });
    }
  }

  const leagueProfiles: Insertable<ProfilesTable>[] = LEAGUES.map((league) => {
    const file = files.find((candidate) => leagueForFile(candidate.league.id).id === league.id);
    return {
      context: 'leagues',
      id: league.id,
      name: league.name,
      short_name: league.shortName,
      common_name: file?.league.name ?? league.name,
      location: file?.league.country ?? null,
      country: file?.league.country ?? null,
      // Every league has a table: the season for leagues, the league or group phase for cups.
      has_standings: true,
      photo_small: null,
    };
  });
  const teamProfiles = [...teams.values()].map((team) => ({
    ...team,
    has_standings: leagueTeams.has(team.id),
  }));

  return { profiles: [...leagueProfiles, ...teamProfiles], seasons, seasonTeams, events };
}
