/**
 * The newsroom dashboard's answer over 90 days of roll-ups (issue 27: under 200 ms), for the
 * tracking benchmark (tracking.ts): fills `analytics_daily` with 90 days of a busy site's figures
 * (every section, 200 stories, the publishers and campaigns of the seed), then asks
 * /ops/analytics/data.json?days=90 one request after another and reports p50 and p99 beside the
 * bare route's, in the same run.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/types';

const DAYS = 90;
const ASKS = 40;

/** 90 days of roll-ups ending today (the server's day): about 500 rows a day. */
export async function fillRollUps(db: Kysely<DB>): Promise<number> {
  const stories = await db.selectFrom('content').select('id').limit(200).execute();
  const publishers = await db.selectFrom('publishers').select('id').execute();
  const campaigns = await db.selectFrom('ad_campaigns').select('id').execute();
  const dims: [string, string[]][] = [
    [
      'page_views',
      ['', ...['home', 'news', 'sports', 'tv', 'search', 'favorites'].map((s) => `section:${s}`)],
    ],
    ['readers', ['', 'section:home', 'section:news', 'section:sports']],
    ['story_opens', stories.map((s) => s.id)],
    ['story_reads', stories.map((s) => s.id)],
    ['publisher_reads', publishers.map((p) => p.id)],
    ['publisher_read_seconds', publishers.map((p) => p.id)],
    ['ad_served', campaigns.map((c) => c.id)],
    ['ad_impressions', campaigns.map((c) => c.id)],
    ['ad_clicks', campaigns.map((c) => c.id)],
    ['ad_clicks_measured', campaigns.map((c) => c.id)],
    ['adblock_probes', ['']],
    ['adblock_blocked', ['']],
    ['consent', ['all', 'necessary', 'custom']],
    ['rewards_reads', ['']],
    ['rewards_completions', ['']],
    ['rewards_grants', ['']],
  ];
  let rows = 0;
  for (const [metric, values] of dims) {
    if (values.length === 0) continue;
    const result = await sql`
      insert into analytics_daily (day, metric, dim, value)
      select (current_date - d)::date, ${metric}, dim, 1 + floor(random() * 5000)::int
      from generate_series(0, ${DAYS - 1}) d, unnest(${values}::text[]) dim
      on conflict (metric, day, dim) do nothing`.execute(db);
    rows += Number(result.numAffectedRows ?? 0);
  }
  return rows;
}

export interface Timing {
  readonly p50: number;
  readonly p99: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Milliseconds of ASKS sequential answers of a URL (each must be 200). */
export async function timeAnswers(url: string, headers: Record<string, string> = {}): Promise<Timing> {
  const took: number[] = [];
  for (let i = 0; i < ASKS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p99: percentile(took, 99) };
}

export const DASHBOARD_DAYS = DAYS;
