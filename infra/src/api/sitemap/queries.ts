/**
 * The sitemap's queries: stories published in a period, the shorter periods inside it, the
 * published TV videos with their canonical TV pages, and the sports pages (leagues, events).
 */
import { sql, type Kysely } from 'kysely';
import {
  tvVideoPath,
  SITEMAP_FIRST_YEAR,
  SITEMAP_LAST_YEAR,
  type SitemapEntry,
  type SitemapParams,
  type SitemapPeriod,
} from 'shared-contracts';
import type { DB } from '../../db/types';
import { articleRowPath } from '../content/article';
import { publishedContent, type ContentQuery } from '../content/queries';
import { offsetOf, pageOf, type Paged } from '../paging';
import type { EventPageRow, LeaguePageRow } from './sports-pages';

/** Publication instants [from, to); an open end where not given. */
export interface Within {
  readonly from?: Date;
  readonly to?: Date;
}

function storiesWithin(db: Kysely<DB>, now: Date, { from, to }: Within): ContentQuery {
  let query = publishedContent(db, now);
  if (from) query = query.where('content.published_at', '>=', from);
  if (to) query = query.where('content.published_at', '<', to);
  return query;
}

const localTime = sql`((content.published_at at time zone 'UTC') - interval '3 hours')`;
const part = (unit: 'year' | 'month' | 'day') =>
  sql<number>`extract(${sql.raw(unit)} from ${localTime})::int`;

export async function sitemapPeriods(
  db: Kysely<DB>,
  now: Date,
  within: Within,
  params: Partial<SitemapParams>,
): Promise<SitemapPeriod[]> {
  const { year, month } = params;
  if (year !== undefined && month !== undefined && params.day !== undefined) return [];
  const unit = year === undefined ? 'year' : month === undefined ? 'month' : 'day';
  const rows = await storiesWithin(db, now, within)
    .select([part(unit).as('unit'), sql<number>`count(*)::int`.as('count')])
    .groupBy('unit')
    .orderBy('unit')
    .execute();
  // A year outside the routes' range would list a page that cannot be opened.
  const shown =
    unit === 'year'
      ? rows.filter((row) => row.unit >= SITEMAP_FIRST_YEAR && row.unit <= SITEMAP_LAST_YEAR)
      : rows;
  return shown.map((row) => ({
    year: year ?? row.unit,
    month: unit === 'year' ? null : (month ?? row.unit),
    day: unit === 'day' ? row.unit : null,
    count: row.count,
  }));
}

export async function sitemapEntries(
  db: Kysely<DB>,
  now: Date,
  within: Within,
  page: number,
  per: number,
): Promise<Paged<SitemapEntry>> {
  const query = storiesWithin(db, now, within);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('publishers', 'publishers.id', 'content.publisher_id')
      .select([
        'content.id',
        'content.type',
        'content.name',
        'content.published_at',
        'content.vertical_key',
        'content.language',
        'publishers.common_name as publisher_common_name',
      ])
      .orderBy('content.published_at', 'desc')
      .orderBy('content.id')
      .limit(per)
      .offset(offsetOf(page, per))
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  const results: SitemapEntry[] = rows.map((row) => ({
    id: row.id,
    context: row.type,
    name: row.name,
    // The same article path the content routes give.
    path: articleRowPath(row),
    publish_date: new Date(row.published_at).toISOString(),
    language: row.language,
  }));
  return pageOf(page, per, count?.n ?? 0, results);
}

/** Published TV videos, newest first, each at its canonical TV page (shared-contracts tv-paths). */
export async function sitemapVideos(
  db: Kysely<DB>,
  now: Date,
  page: number,
  per: number,
): Promise<Paged<SitemapEntry>> {
  const query = publishedContent(db, now, 'videos');
  const [rows, count] = await Promise.all([
    query
      .innerJoin('publishers', 'publishers.id', 'content.publisher_id')
      .select([
        'content.id',
        'content.name',
        'content.description',
        'content.published_at',
        'content.vertical_key',
        'content.language',
        'content.video_poster_url',
        'content.video_mp4_url',
        'content.video_duration_s',
        'publishers.common_name as publisher_common_name',
      ])
      .orderBy('content.published_at', 'desc')
      .orderBy('content.id')
      .limit(per)
      .offset(offsetOf(page, per))
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
  ]);
  const results: SitemapEntry[] = rows.map((row) => ({
    id: row.id,
    context: 'videos',
    name: row.name,
    path: tvVideoPath({
      id: row.id,
      name: row.name,
      publisher: { common_name: row.publisher_common_name },
      verticals: [{ key: row.vertical_key }],
    }),
    publish_date: new Date(row.published_at).toISOString(),
    language: row.language,
    video: {
      description: row.description,
      thumbnail: row.video_poster_url,
      content: row.video_mp4_url,
      duration: row.video_duration_s ?? 0,
    },
  }));
  return pageOf(page, per, count?.n ?? 0, results);
}

/** Every sporting event's page facts, in kick-off order (sports-pages.ts). */
export async function sitemapEvents(db: Kysely<DB>, page: number, per: number): Promise<Paged<EventPageRow>> {
  const [rows, count] = await Promise.all([
    eventPageRows(db).orderBy('e.kickoff').orderBy('e.id').limit(per).offset(offsetOf(page, per)).execute(),
    db
      .selectFrom('sporting_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst(),
  ]);
  return pageOf(page, per, count?.n ?? 0, rows);
}

function eventPageRows(db: Kysely<DB>) {
  return db
    .selectFrom('sporting_events as e')
    .innerJoin('profiles as h', (join) => join.on('h.context', '=', 'teams').onRef('h.id', '=', 'e.home_id'))
    .innerJoin('profiles as a', (join) => join.on('a.context', '=', 'teams').onRef('a.id', '=', 'e.away_id'))
    .leftJoin('event_live_overrides as o', 'o.event_id', 'e.id')
    .select([
      'e.id',
      'e.league_id',
      'e.kickoff',
      'e.extra_time',
      'e.penalties_home',
      'e.result_status',
      'h.name as home_name',
      'a.name as away_name',
      'o.updated_at as override_at',
    ]);
}

/**
 * The leagues with games, with their newest tagged story, and every game that kicked off by `now`
 * (for each league's latest final whistle).
 */
export async function sitemapLeagues(
  db: Kysely<DB>,
  now: Date,
): Promise<{ leagues: LeaguePageRow[]; played: EventPageRow[] }> {
  const [leagues, played] = await Promise.all([
    db
      .selectFrom('profiles as l')
      .select(['l.id', 'l.name', 'l.has_standings'])
      .select((eb) =>
        eb
          .selectFrom('content_tags as t')
          .innerJoin('content as c', 'c.id', 't.content_id')
          .select(sql<Date | null>`max(c.published_at)`.as('newest'))
          .where('t.context', '=', 'leagues')
          .whereRef('t.profile_id', '=', 'l.id')
          .where('c.published_at', '<=', now)
          .as('newest_story'),
      )
      .where('l.context', '=', 'leagues')
      .where((eb) =>
        eb.exists(eb.selectFrom('sporting_events as e').select('e.id').whereRef('e.league_id', '=', 'l.id')),
      )
      .orderBy('l.id')
      .execute(),
    eventPageRows(db).where('e.kickoff', '<=', now).execute(),
  ]);
  return {
    leagues: leagues.map((row) => ({
      ...row,
      newest_story: row.newest_story ? new Date(row.newest_story) : null,
    })),
    played,
  };
}
