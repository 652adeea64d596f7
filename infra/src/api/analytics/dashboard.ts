/**
 * The newsroom dashboard's figures (issue: page views and unique readers per day and section, top
 * stories now and this week, reads per publisher, the rewards funnel, ads per campaign with CTR,
 * the ad-blocked share, consent choices), shaped from the daily roll-ups into series aligned on
 * the days of the range, as the charts (uPlot) draw them. Pure.
 */
import type { DailyValue, RankedItem } from './queries';

export const DASHBOARD_METRICS = [
  'page_views',
  'readers',
  'publisher_reads',
  'publisher_read_seconds',
  'ad_served',
  'ad_impressions',
  'ad_clicks',
  'ad_clicks_measured',
  'adblock_probes',
  'adblock_blocked',
  'consent',
  'rewards_reads',
  'rewards_completions',
  'rewards_grants',
] as const;

export interface DashboardInput {
  readonly days: readonly string[];
  readonly values: readonly DailyValue[];
  readonly topNow: readonly RankedItem[];
  readonly topWeek: readonly RankedItem[];
  readonly labels: {
    readonly publishers: Record<string, string>;
    readonly campaigns: Record<string, string>;
  };
}

export interface CampaignFigures {
  readonly id: string;
  readonly name: string;
  readonly served: number;
  readonly impressions: number;
  readonly clicks: number;
  /** Clicks of readers who allow measurement per impression they saw (both counted with consent). */
  readonly ctr: number | null;
}

export interface Dashboard {
  readonly days: readonly string[];
  readonly pageViews: number[];
  readonly readers: number[];
  readonly sections: { readonly name: string; readonly pageViews: number[] }[];
  readonly topNow: readonly RankedItem[];
  readonly topWeek: readonly RankedItem[];
  readonly publishers: {
    readonly id: string;
    readonly name: string;
    readonly reads: number;
    readonly readSeconds: number;
  }[];
  readonly rewards: { readonly reads: number[]; readonly completions: number[]; readonly grants: number[] };
  readonly campaigns: CampaignFigures[];
  readonly impressions: number[];
  readonly clicks: number[];
  readonly adblockShare: (number | null)[];
  readonly consent: { readonly all: number[]; readonly necessary: number[]; readonly custom: number[] };
}

/** The days from `from` to `to` (YYYY-MM-DD, inclusive), at most `limit`. */
export function daysBetween(from: string, to: string, limit = 400): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`); days.length < limit; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > to) break;
    days.push(day);
  }
  return days;
}

/** Sections drawn one by one; the others are summed as "others". */
const MAX_SECTIONS = 6;

export function shapeDashboard(input: DashboardInput): Dashboard {
  const index = new Map(input.days.map((day, i) => [day, i]));
  const zeros = () => input.days.map(() => 0);
  const series = new Map<string, number[]>();
  const totals = new Map<string, Map<string, number>>();
  for (const row of input.values) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    const key = `${row.metric}|${row.dim}`;
    const line = series.get(key) ?? zeros();
    line[i] = (line[i] ?? 0) + row.value;
    series.set(key, line);
    const byDim = totals.get(row.metric) ?? new Map<string, number>();
    byDim.set(row.dim, (byDim.get(row.dim) ?? 0) + row.value);
    totals.set(row.metric, byDim);
  }
  const line = (metric: string, dim = '') => series.get(`${metric}|${dim}`) ?? zeros();
  const total = (metric: string, dim: string) => totals.get(metric)?.get(dim) ?? 0;
  const dims = (metric: string) =>
    [...(totals.get(metric)?.entries() ?? [])].filter(([dim]) => dim !== '').sort((a, b) => b[1] - a[1]);

  const sectionDims = dims('page_views').filter(([dim]) => dim.startsWith('section:'));
  const sections = sectionDims.slice(0, MAX_SECTIONS).map(([dim]) => ({
    name: dim.slice('section:'.length),
    pageViews: line('page_views', dim),
  }));
  const others = sectionDims.slice(MAX_SECTIONS);
  if (others.length > 0) {
    const sum = zeros();
    for (const [dim] of others)
      line('page_views', dim).forEach((value, i) => (sum[i] = (sum[i] ?? 0) + value));
    sections.push({ name: 'others', pageViews: sum });
  }

  const campaignIds = new Set([
    ...Object.keys(input.labels.campaigns),
    ...dims('ad_served').map(([id]) => id),
    ...dims('ad_impressions').map(([id]) => id),
  ]);
  const campaigns = [...campaignIds]
    .map((id): CampaignFigures => {
      const impressions = total('ad_impressions', id);
      return {
        id,
        name: input.labels.campaigns[id] ?? id,
        served: total('ad_served', id),
        impressions,
        clicks: total('ad_clicks', id),
        ctr: impressions > 0 ? total('ad_clicks_measured', id) / impressions : null,
      };
    })
    .sort((a, b) => b.served - a.served || a.id.localeCompare(b.id));
  const sumDims = (metric: string) => {
    const sum = zeros();
    for (const [dim] of dims(metric))
      line(metric, dim).forEach((value, i) => (sum[i] = (sum[i] ?? 0) + value));
    return sum;
  };

  const probes = line('adblock_probes');
  const blocked = line('adblock_blocked');
  return {
    days: input.days,
    pageViews: line('page_views'),
    readers: line('readers'),
    sections,
    topNow: input.topNow,
    topWeek: input.topWeek,
    publishers: dims('publisher_reads').map(([id, reads]) => ({
      id,
      name: input.labels.publishers[id] ?? id,
      reads,
      readSeconds: total('publisher_read_seconds', id),
    })),
    rewards: {
      reads: line('rewards_reads'),
      completions: line('rewards_completions'),
      grants: line('rewards_grants'),
    },
    campaigns,
    impressions: sumDims('ad_impressions'),
    clicks: sumDims('ad_clicks'),
    adblockShare: probes.map((count, i) => (count > 0 ? (blocked[i] ?? 0) / count : null)),
    consent: {
      all: line('consent', 'all'),
      necessary: line('consent', 'necessary'),
      custom: line('consent', 'custom'),
    },
  };
}
