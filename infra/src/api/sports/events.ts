/** Loads sporting events with their teams, league and live state, and maps them to spec 3's shape. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types';
import { imageUrl } from '../../media/image-url';
import { ARTICLE_POST, slugify } from '../content/article';
import type { SportingEvent } from 'shared-contracts';
import { photoOf } from '../content/profile';
import { applyOverride, simulateEvent, stateVersion, type LiveState } from './live/simulator';

type EventQuery = SelectQueryBuilder<DB, 'sporting_events', object>;

export function eventsBase(db: Kysely<DB>): EventQuery {
  return db.selectFrom('sporting_events');
}

/**
 * Selects everything toSportingEvent needs. The names come from four primary-key joins; the
 * optional parts (a manual override, the match story and its publisher) are correlated
 * single-row lookups built as JSON in SQL. Eight joined relations made the planner search join
 * orders on every call (17 ms of planning per query on PGlite); this keeps planning linear.
 * The seed writes at most one story per event; no ORDER BY in the story lookup, because with a
 * LIMIT it lured the planner into walking the published_at index over all content per event.
 */
export function selectEventRows(query: EventQuery) {
  return query
    .innerJoin('profiles as home', (join) =>
      join.onRef('home.id', '=', 'sporting_events.home_id').on('home.context', '=', 'teams'),
    )
    .innerJoin('profiles as away', (join) =>
      join.onRef('away.id', '=', 'sporting_events.away_id').on('away.context', '=', 'teams'),
    )
    .innerJoin('profiles as league', (join) =>
      join.onRef('league.id', '=', 'sporting_events.league_id').on('league.context', '=', 'leagues'),
    )
    .innerJoin('seasons', 'seasons.id', 'sporting_events.season_id')
    .select([
      'sporting_events.id',
      'sporting_events.season_id',
      'sporting_events.league_id',
      'sporting_events.stage',
      'sporting_events.round_no',
      'sporting_events.round_name',
      'sporting_events.leg',
      'sporting_events.group_no',
      'sporting_events.home_id',
      'sporting_events.away_id',
      'sporting_events.kickoff',
      'sporting_events.home_score',
      'sporting_events.away_score',
      'sporting_events.halftime_home',
      'sporting_events.halftime_away',
      'sporting_events.score90_home',
      'sporting_events.score90_away',
      'sporting_events.penalties_home',
      'sporting_events.penalties_away',
      'sporting_events.extra_time',
      'sporting_events.result_status',
      'sporting_events.note',
      'home.name as home_name',
      'home.short_name as home_short_name',
      'away.name as away_name',
      'away.short_name as away_short_name',
      'league.name as league_name',
      'league.short_name as league_short_name',
      'seasons.season as season_label',
      sql<OverrideJson | null>`(
        select json_build_object(
          'status', o.status, 'period', o.period, 'minute', o.minute,
          'home_score', o.home_score, 'away_score', o.away_score)
        from event_live_overrides o
        where o.event_id = sporting_events.id)`.as('override'),
      sql<StoryJson | null>`(
        select json_build_object(
          'id', story.id, 'name', story.name, 'published_at', story.published_at,
          'vertical', story.vertical_key,
          'publisher', (select p.common_name from publishers p where p.id = story.publisher_id))
        from content story
        where story.event_id = sporting_events.id
        limit 1)`.as('story'),
    ]);
}

/** An event_live_overrides row as JSON. */
interface OverrideJson {
  status: string;
  period: string | null;
  minute: number | null;
  home_score: number;
  away_score: number;
}

/** The match story as JSON (published_at is an ISO string inside JSON). */
interface StoryJson {
  id: string;
  name: string;
  published_at: string;
  vertical: string | null;
  publisher: string | null;
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof selectEventRows>['execute']>>[number];

export function liveStateOf(row: EventRow, now: Date, simulate: boolean): LiveState {
  return applyOverride(simulateEvent(row, now, simulate), row.override);
}

const STATUS_PT: Record<string, string> = {
  final: 'encerrado',
  playing: 'ao vivo',
  upcoming: 'em breve',
  fixture: 'agendado',
  walkover: 'W.O.',
  interrupted: 'interrompido',
  cancelled: 'cancelado',
  postponed: 'adiado',
  suspended: 'suspenso',
  played: 'realizado',
  retired: 'abandonado',
};

export function toSportingEvent(row: EventRow, now: Date, simulate: boolean): SportingEvent {
  const state = liveStateOf(row, now, simulate);
  const name = `${row.home_name} x ${row.away_name}`;
  const story = row.story;
  const storyLink =
    story !== null && Date.parse(story.published_at) <= now.getTime()
      ? `/${ARTICLE_POST}/news_stories/${story.vertical ?? 'sports'}/${story.publisher ?? 'onda-esportes-dados'}/${slugify(story.name)}/${story.id}`
      : null;
  return {
    id: row.id,
    context: 'sporting_events',
    sport: 'soccer',
    name,
    long_name: `${name} — ${row.league_name} ${row.season_label}, ${row.round_name} (${STATUS_PT[state.status] ?? state.status})`,
    start_date: row.kickoff.toISOString(),
    status: { status: state.status, period: state.period, minute: state.minute },
    scores: [
      {
        position: 'home',
        value: state.home,
        penalties: state.penaltiesHome,
        team: {
          id: row.home_id,
          name: row.home_name,
          short_name: row.home_short_name,
          photo: { small: photoOf('teams', row.home_id) },
        },
      },
      {
        position: 'away',
        value: state.away,
        penalties: state.penaltiesAway,
        team: {
          id: row.away_id,
          name: row.away_name,
          short_name: row.away_short_name,
          photo: { small: photoOf('teams', row.away_id) },
        },
      },
    ],
    league: {
      id: row.league_id,
      name: row.league_name,
      short_name: row.league_short_name,
      context: 'leagues',
      season: row.season_label,
      // Spec 2 "Event detail pages": the share image is the league picture, 400x400.
      photo: { thumbnail: imageUrl('league', row.league_id, 400, { height: 400 }) },
    },
    round: {
      name: row.round_name,
      number: row.round_no,
      stage: row.stage,
      leg: row.leg,
      group: row.group_no,
    },
    external: false,
    story_link: storyLink,
    verticals: [{ key: 'sports', label: 'Esportes' }],
    publisher: { name: 'Onda Esportes — dados' },
    note: row.note,
    version: stateVersion(state),
  };
}
