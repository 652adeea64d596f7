/**
 * The measurement domain's SQL: batched inserts of raw events, the daily roll-ups, the retention
 * of raw events, and the dashboard's reads (from the roll-ups; "now" from the last hour's events).
 */
import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_ARTICLES } from 'shared-contracts';
import type { DB } from '../../db/types';
import type { EventRow } from './event';
import { MEASUREMENT_TIME_ZONE } from './event';

/** One multi-row insert (the batcher calls it with up to a few hundred rows). */
export async function insertEvents(db: Kysely<DB>, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('analytics_events')
    .values(rows.map((row) => ({ ...row })))
    .execute();
}

/**
 * Recomputes the roll-ups of one day from its raw events (and the rewards ledger): page views and
 * unique readers, overall and per section; opens and reads per story; reads and reading time per
 * publisher; ads served, seen and clicked per campaign; probes and blocked probes; consent choices;
 * the rewards funnel. Idempotent: run it as often as wanted, from any instance.
 */
export async function rollUpDay(db: Kysely<DB>, day: string): Promise<void> {
  await sql`
    insert into analytics_daily (day, metric, dim, value)
    select ${day}::date, metric, dim, value from (
      select 'page_views' as metric, '' as dim, count(*) as value
        from analytics_events where day = ${day}::date and event = 'page_view'
      union all
      select 'page_views', 'section:' || coalesce(section, 'other'), count(*)
        from analytics_events where day = ${day}::date and event = 'page_view' group by section
      union all
      select 'readers', '', count(distinct reader)
        from analytics_events where day = ${day}::date and event = 'page_view' and reader is not null
      union all
      select 'readers', 'section:' || coalesce(section, 'other'), count(distinct reader)
        from analytics_events where day = ${day}::date and event = 'page_view' and reader is not null
        group by section
      union all
      select 'story_opens', content_id, count(*)
        from analytics_events where day = ${day}::date and event = 'open' and content_id is not null
        group by content_id
      union all
      -- A read is one reader reading one story that day, however many stretches it took.
      select 'story_reads', content_id, count(distinct coalesce(reader, id::text))
        from analytics_events where day = ${day}::date and event = 'read' and content_id is not null
        group by content_id
      union all
      select 'publisher_reads', c.publisher_id, count(distinct (coalesce(e.reader, e.id::text), e.content_id))
        from analytics_events e join content c on c.id = e.content_id
        where e.day = ${day}::date and e.event = 'read' group by c.publisher_id
      union all
      select 'publisher_read_seconds', c.publisher_id, coalesce(sum(e.duration_ms), 0) / 1000
        from analytics_events e join content c on c.id = e.content_id
        where e.day = ${day}::date and e.event = 'read' group by c.publisher_id
      union all
      select 'ad_served', campaign_id, sum(served)
        from ad_delivery where day = ${day}::date group by campaign_id
      union all
      select 'ad_impressions', a.campaign_id, count(*)
        from analytics_events e join ad_creatives a on a.id = e.creative_id
        where e.day = ${day}::date and e.event = 'ad_impression' group by a.campaign_id
      union all
      select 'ad_clicks', campaign_id, count(*)
        from analytics_events where day = ${day}::date and event = 'ad_click' and campaign_id is not null
        group by campaign_id
      union all
      select 'ad_clicks_measured', campaign_id, count(*)
        from analytics_events
        where day = ${day}::date and event = 'ad_click' and campaign_id is not null and reader is not null
        group by campaign_id
      union all
      select 'adblock_probes', '', count(*)
        from analytics_events where day = ${day}::date and event = 'adblock'
      union all
      select 'adblock_blocked', '', count(*)
        from analytics_events where day = ${day}::date and event = 'adblock' and blocked
      union all
      select 'consent', coalesce(detail, 'custom'), count(*)
        from analytics_events where day = ${day}::date and event = 'consent' group by detail
      union all
      select 'rewards_reads', '', count(*)
        from reads where read_at >= ${day}::date::timestamp at time zone ${MEASUREMENT_TIME_ZONE}
          and read_at < (${day}::date + 1)::timestamp at time zone ${MEASUREMENT_TIME_ZONE}
      union all
      select 'rewards_completions', '', count(*) from (
        select owner from reads
        where read_at >= ${day}::date::timestamp at time zone ${MEASUREMENT_TIME_ZONE}
          and read_at < (${day}::date + 1)::timestamp at time zone ${MEASUREMENT_TIME_ZONE}
        group by owner having count(*) >= ${CAMPAIGN_ARTICLES}
      ) completed
      union all
      select 'rewards_grants', '', count(*) from reward_grants where period = ${day}
    ) rolled
    where value > 0
    on conflict (metric, day, dim) do update set value = excluded.value`.execute(db);
}

/** Deletes raw events of days before `firstKeptDay` (the roll-ups stay); returns how many. */
export async function deleteRawBefore(db: Kysely<DB>, firstKeptDay: string): Promise<number> {
  const result = await db.deleteFrom('analytics_events').where('day', '<', firstKeptDay).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ad delivery counters are raw data too: kept as long as the events. */
export async function deleteDeliveryBefore(db: Kysely<DB>, firstKeptDay: string): Promise<void> {
  await db.deleteFrom('ad_frequency').where('day', '<', firstKeptDay).execute();
  await db.deleteFrom('ad_delivery').where('day', '<', firstKeptDay).execute();
}

export interface DailyValue {
  readonly day: string;
  readonly metric: string;
  readonly dim: string;
  readonly value: number;
}

/** Roll-ups of some metrics between two days (inclusive), optionally one dimension only. */
export async function dailyValues(
  db: Kysely<DB>,
  metrics: readonly string[],
  from: string,
  to: string,
): Promise<DailyValue[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'metric', 'dim', 'value'])
    .where('metric', 'in', metrics)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((row) => ({ ...row, value: Number(row.value) }));
}

export interface RankedItem {
  readonly id: string;
  readonly title: string;
  readonly value: number;
}

/** A metric summed per dimension over a range, largest first, with the stories' titles. */
export async function topStories(db: Kysely<DB>, metric: string, from: string, to: string, limit: number) {
  const rows = await db
    .selectFrom('analytics_daily as d')
    .leftJoin('content as c', 'c.id', 'd.dim')
    .select([
      'd.dim as id',
      sql<string>`coalesce(c.name, d.dim)`.as('title'),
      sql<string>`sum(d.value)`.as('value'),
    ])
    .where('d.metric', '=', metric)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['d.dim', 'c.name'])
    .orderBy(sql`sum(d.value)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row): RankedItem => ({ id: row.id, title: row.title, value: Number(row.value) }));
}

/** The stories opened most since `since` (the raw events of the last hour: "now"). */
export async function storiesOpenedSince(db: Kysely<DB>, since: Date, limit: number): Promise<RankedItem[]> {
  const rows = await db
    .selectFrom('analytics_events as e')
    .leftJoin('content as c', 'c.id', 'e.content_id')
    .select([
      'e.content_id as id',
      sql<string>`coalesce(c.name, e.content_id)`.as('title'),
      sql<string>`count(*)`.as('value'),
    ])
    .where('e.at', '>=', since)
    .where('e.event', '=', 'open')
    .where('e.content_id', 'is not', null)
    .groupBy(['e.content_id', 'c.name'])
    .orderBy(sql`count(*)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row): RankedItem => ({ id: row.id ?? '', title: row.title, value: Number(row.value) }));
}

/** Names of publishers and campaigns, for the dashboard's labels. */
export async function labels(
  db: Kysely<DB>,
): Promise<{ publishers: Record<string, string>; campaigns: Record<string, string> }> {
  const [publishers, campaigns] = await Promise.all([
    db.selectFrom('publishers').select(['id', 'name']).execute(),
    db.selectFrom('ad_campaigns').select(['id', 'name']).execute(),
  ]);
  return {
    publishers: Object.fromEntries(publishers.map((p) => [p.id, p.name])),
    campaigns: Object.fromEntries(campaigns.map((c) => [c.id, c.name])),
  };
}
