/**
 * Which house ads a slot gets (spec 7 "Ads"; issue: campaigns with creatives, running state, dates,
 * daily caps and frequency caps per reader). Pure: the catalogue, the counts and the random draw
 * come in; the ads go out. Campaigns are drawn by weight without repeating one while another is
 * eligible; a slot size only gets creatives of that size.
 */
import type { AdSize } from 'shared-contracts';

export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  readonly advertiser: string;
  readonly url: string;
  readonly status: 'running' | 'paused' | 'ended';
  readonly starts_at: Date;
  readonly ends_at: Date | null;
  readonly daily_cap: number | null;
  readonly frequency_cap: number | null;
  readonly sections: readonly string[];
  readonly weight: number;
}

export interface CreativeRow {
  readonly id: string;
  readonly campaign_id: string;
  readonly width: number;
  readonly height: number;
  readonly headline: string;
  readonly subline: string;
  readonly cta: string;
  readonly theme: string;
  readonly alt: string;
  readonly active: boolean;
}

/** Spec 3 "Tracking state": campaignRunning is 'enable' or 'disable'. */
export function runningState(campaign: CampaignRow, now: Date): 'enable' | 'disable' {
  if (campaign.status !== 'running') return 'disable';
  if (campaign.starts_at > now) return 'disable';
  if (campaign.ends_at !== null && campaign.ends_at <= now) return 'disable';
  return 'enable';
}

export interface ChooseInput {
  readonly campaigns: readonly CampaignRow[];
  readonly creatives: readonly CreativeRow[];
  readonly size: AdSize;
  /** Sections the ads may be chosen by: the page's, plus the reader's interests when personalised. */
  readonly sections: readonly string[];
  readonly count: number;
  /** Creatives the page already shows. */
  readonly exclude: ReadonlySet<string>;
  /** Ads served today per campaign (all readers): the daily caps. */
  readonly servedToday: (campaignId: string) => number;
  /** Ads served today to this reader per campaign: the frequency caps; undefined: reader unknown. */
  readonly servedToReader?: (campaignId: string) => number;
  readonly now: Date;
  /** A number in [0, 1). */
  readonly random: () => number;
}

export interface Chosen {
  readonly campaign: CampaignRow;
  readonly creative: CreativeRow;
}

const targets = (campaign: CampaignRow, sections: readonly string[]): boolean =>
  campaign.sections.length === 0 || campaign.sections.some((section) => sections.includes(section));

/** Up to `count` ads, none over a cap; fewer (or none) when the caps or the sizes leave fewer. */
export function chooseAds(input: ChooseInput): Chosen[] {
  const served = new Map<string, number>();
  const toReader = new Map<string, number>();
  const underCaps = (campaign: CampaignRow): boolean => {
    const today = input.servedToday(campaign.id) + (served.get(campaign.id) ?? 0);
    if (campaign.daily_cap !== null && today >= campaign.daily_cap) return false;
    if (campaign.frequency_cap !== null && input.servedToReader) {
      const reader = input.servedToReader(campaign.id) + (toReader.get(campaign.id) ?? 0);
      if (reader >= campaign.frequency_cap) return false;
    }
    return true;
  };
  const bySize = input.creatives.filter(
    (creative) =>
      creative.active && creative.width === input.size.width && creative.height === input.size.height,
  );
  const eligible = input.campaigns.filter(
    (campaign) =>
      runningState(campaign, input.now) === 'enable' &&
      targets(campaign, input.sections) &&
      bySize.some((creative) => creative.campaign_id === campaign.id),
  );
  const chosen: Chosen[] = [];
  const used = new Set<string>(input.exclude);
  while (chosen.length < input.count) {
    const open = eligible.filter(underCaps);
    if (open.length === 0) break;
    // Prefer a campaign (and a creative) the page does not show yet; repeat only when none is left.
    const fresh = open.filter((campaign) =>
      bySize.some((creative) => creative.campaign_id === campaign.id && !used.has(creative.id)),
    );
    const pool = fresh.length > 0 ? fresh : open;
    const campaign = draw(pool, input.random);
    const creatives = bySize.filter((creative) => creative.campaign_id === campaign.id);
    const creative = creatives.find((c) => !used.has(c.id)) ?? creatives[0];
    if (!creative) break;
    chosen.push({ campaign, creative });
    used.add(creative.id);
    served.set(campaign.id, (served.get(campaign.id) ?? 0) + 1);
    toReader.set(campaign.id, (toReader.get(campaign.id) ?? 0) + 1);
  }
  return chosen;
}

/** One campaign, drawn with a chance proportional to its weight. */
function draw(pool: readonly CampaignRow[], random: () => number): CampaignRow {
  const total = pool.reduce((sum, campaign) => sum + campaign.weight, 0);
  let point = random() * total;
  for (const campaign of pool) {
    point -= campaign.weight;
    if (point < 0) return campaign;
  }
  return pool[pool.length - 1] as CampaignRow;
}

/**
 * Where a click may go: a path of this site, or an https URL. Anything else stored by mistake is
 * refused at the redirect rather than followed (no open redirect, no javascript: links).
 */
export function clickTarget(url: string): string | undefined {
  if (/^\/(?!\/)[\w\-./~%?=&#+]*$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
