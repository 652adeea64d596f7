/**
 * Sports stories written from the real matches by a fixed Portuguese template (the data README
 * suggests it): the result, the half-time score when known, extra time and penalties, and the
 * table position after the match day. They carry the publisher "Onda Esportes — dados", so a reader
 * can tell them from journalism. Publish time follows the match (STORY_DELAY_MINUTES after kick-off).
 */
import type { Insertable } from 'kysely';
import type { MatchResult, StandingRow } from '../../football/model';
import { computeStandings } from '../../football/standings';
import type { ContentTable, ContentTagsTable } from '../types';
import type { FootballRows } from './football';
import { leagueById, TABLE_STAGES } from '../../football/leagues';
import { VERTICALS, type NewsRows } from './news';

type EventRow = FootballRows['events'][number];

/** Minutes from kick-off to the publication of a generated match story (the length of a match). */
export const STORY_DELAY_MINUTES = 135;

const CREDIT =
  'Texto gerado automaticamente pela Onda Esportes a partir dos resultados reais publicados pelo openfootball (domínio público, CC0).';

/** Table position of every team after each match date, per season and group. */
class TableHistory {
  private readonly cache = new Map<string, StandingRow[]>();

  constructor(
    private readonly rows: FootballRows,
    private readonly formatOf: Map<string, 'league' | 'cup'>,
  ) {}

  rowFor(event: EventRow, teamId: string): StandingRow | undefined {
    const inTable = this.formatOf.get(event.season_id) === 'league' || TABLE_STAGES.has(event.stage ?? '');
    if (!inTable) return undefined;
    const date = event.real_local_kickoff.slice(0, 10);
    const key = `${event.season_id}|${event.group_no ?? ''}|${date}`;
    let table = this.cache.get(key);
    if (!table) {
      const teamIds = this.rows.seasonTeams
        .filter(
          (row) =>
            row.season_id === event.season_id && (event.group_no == null || row.group_no === event.group_no),
        )
        .map((row) => row.team_id);
      const members = new Set(teamIds);
      const matches: MatchResult[] = this.rows.events
        .filter(
          (row) =>
            row.season_id === event.season_id &&
            (row.stage ?? '') === (event.stage ?? '') &&
            members.has(row.home_id) &&
            members.has(row.away_id) &&
            row.real_local_kickoff.slice(0, 10) <= date,
        )
        .map((row) => ({
          id: row.id,
          date: row.real_local_kickoff.slice(0, 10),
          home: row.home_id,
          away: row.away_id,
          homeGoals: row.home_score,
          awayGoals: row.away_score,
        }));
      const rules = this.rows.seasons.find((season) => season.id === event.season_id)?.rules;
      table = computeStandings(teamIds, matches, isRules(rules) ? rules : 'default');
      this.cache.set(key, table);
    }
    return table.find((row) => row.teamId === teamId);
  }
}

function isRules(
  value: string | undefined,
): value is 'brasileirao' | 'premier-league' | 'la-liga' | 'default' {
  return value === 'brasileirao' || value === 'premier-league' || value === 'la-liga' || value === 'default';
}

function score(a: number, b: number): string {
  return `${a} a ${b}`;
}

function points(n: number): string {
  return n === 1 ? '1 ponto' : `${n} pontos`;
}

export function buildStoryRows(rows: FootballRows): NewsRows {
  const names = new Map(rows.profiles.filter((p) => p.context === 'teams').map((p) => [p.id, p.name]));
  const formatOf = new Map(rows.seasons.map((season) => [season.id, season.format]));
  const seasonLabel = new Map(rows.seasons.map((season) => [season.id, season.season]));
  const history = new TableHistory(rows, formatOf);
  const content: Insertable<ContentTable>[] = [];
  const tags: Insertable<ContentTagsTable>[] = [];

  for (const event of rows.events) {
    const league = leagueById(event.league_id);
    if (!league) continue;
    const home = names.get(event.home_id) ?? event.home_id;
    const away = names.get(event.away_id) ?? event.away_id;
    const by = `${league.by} ${league.shortName}`;
    const h = event.home_score;
    const a = event.away_score;
    const ph = event.penalties_home ?? null;
    const pa = event.penalties_away ?? null;
    const stage = event.stage && event.stage !== event.round_name ? `${event.stage}, ` : '';
    const season = seasonLabel.get(event.season_id) ?? '';
    const context = `Em partida válida ${league.by} ${league.name} ${season} (${stage}${event.round_name})`;

    let title: string;
    const body: string[] = [];
    if (event.result_status === 'awarded') {
      const winner = h > a ? home : away;
      title = `${winner} fica com a vitória por ${score(Math.max(h, a), Math.min(h, a))} sobre ${h > a ? away : home} ${by}`;
      body.push(
        `${context}, o jogo entre ${home} e ${away} não terminou em campo. O resultado foi definido pela organização da competição: vitória de ${winner} por ${score(Math.max(h, a), Math.min(h, a))}.`,
      );
    } else if (ph !== null && pa !== null) {
      const winner = ph > pa ? home : away;
      const loser = ph > pa ? away : home;
      title = `${winner} supera ${loser} nos pênaltis ${by}`;
      body.push(`${context}, ${home} e ${away} empataram em ${score(h, a)} depois da prorrogação.`);
      body.push(`Na disputa de pênaltis, ${winner} venceu por ${score(Math.max(ph, pa), Math.min(ph, pa))}.`);
    } else if (h === a) {
      title =
        h === 0
          ? `${home} e ${away} ficam no 0 a 0 ${by}`
          : `${home} e ${away} empatam em ${score(h, a)} ${by}`;
      body.push(`${context}, ${home} e ${away} empataram em ${score(h, a)}.`);
    } else if (h > a) {
      title = `${home} vence ${away} por ${score(h, a)} ${by}`;
      body.push(`${context}, ${home} venceu ${away} por ${score(h, a)}, jogando em casa.`);
    } else {
      title = `${away} vence ${home} fora de casa por ${score(a, h)} ${by}`;
      body.push(`${context}, ${away} venceu ${home} por ${score(a, h)}, jogando fora de casa.`);
    }

    if (event.extra_time && ph === null && event.score90_home != null && event.score90_away != null) {
      body.push(
        `O tempo normal terminou em ${score(event.score90_home, event.score90_away)}, e o jogo foi para a prorrogação.`,
      );
    }
    if (event.halftime_home != null && event.halftime_away != null && event.result_status !== 'awarded') {
      body.push(
        event.halftime_home === event.halftime_away
          ? `O primeiro tempo terminou empatado em ${score(event.halftime_home, event.halftime_away)}.`
          : `No intervalo, o placar era ${home} ${event.halftime_home} x ${event.halftime_away} ${away}.`,
      );
    }

    const homeRow = history.rowFor(event, event.home_id);
    const awayRow = history.rowFor(event, event.away_id);
    if (homeRow && awayRow) {
      const where = event.group_no != null ? ` do grupo ${event.group_no}` : '';
      body.push(
        `Com o resultado, ${home} chega a ${points(homeRow.points)} e ocupa o ${homeRow.position}º lugar${where}; ${away} soma ${points(awayRow.points)} e está em ${awayRow.position}º.`,
      );
    }
    body.push(CREDIT);

    const id = `story-${event.id}`;
    content.push({
      id,
      type: 'news_stories',
      name: title,
      description: body[0] ?? title,
      body: body.join('\n\n'),
      link: null,
      publisher_id: 'onda-esportes-dados',
      author: null,
      // Placeholder, replaced in the seed transaction by kick-off plus STORY_DELAY_MINUTES.
      published_at: event.kickoff,
      date_is_real: false,
      vertical_key: 'sports',
      vertical_label: VERTICALS.sports,
      category: league.shortName,
      photo_url: null,
      event_id: event.id,
      generated: true,
    });
    tags.push(
      { content_id: id, context: 'entities', profile_id: 'sports' },
      { content_id: id, context: 'leagues', profile_id: league.id },
      { content_id: id, context: 'teams', profile_id: event.home_id },
      { content_id: id, context: 'teams', profile_id: event.away_id },
    );
  }
  return { content, tags };
}
