/**
 * The ad server's SQL: the catalogue of campaigns and creatives, the served counters behind the
 * daily and frequency caps (added in batches), and what a reader reads most (personalised ads).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { CampaignRow, CreativeRow } from './choose';

export interface Catalogue {
  readonly campaigns: readonly CampaignRow[];
  readonly creatives: readonly CreativeRow[];
}

export async function loadCatalogue(db: Kysely<DB>): Promise<Catalogue> {
  const [campaigns, creatives] = await Promise.all([
    db.selectFrom('ad_campaigns').selectAll().orderBy('id').execute(),
    db.selectFrom('ad_creatives').selectAll().orderBy('id').execute(),
  ]);
  return {
    campaigns: campaigns.map((row): CampaignRow => ({
      id: row.id,
      name: row.name,
      advertiser: row.advertiser,
      url: row.url,
      status: row.status,
      starts_at: new Date(row.starts_at),
      ends_at: row.ends_at ? new Date(row.ends_at) : null,
      daily_cap: row.daily_cap,
      frequency_cap: row.frequency_cap,
      sections: row.sections,
      weight: row.weight,
    })),
    creatives,
  };
}

/** Ads served on a day, per campaign (every instance's batches). */
export async function servedOn(db: Kysely<DB>, day: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ad_delivery')
    .select(['campaign_id', sql<string>`sum(served)`.as('served')])
    .where('day', '=', day)
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((row) => [row.campaign_id, Number(row.served)]));
}

/** Ads served on a day to one reader (pseudonym), per campaign. */
export async function servedToReaderOn(
  db: Kysely<DB>,
  day: string,
  reader: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ad_frequency')
    .select(['campaign_id', 'served'])
    .where('day', '=', day)
    .where('reader', '=', reader)
    .execute();
  return new Map(rows.map((row) => [row.campaign_id, row.served]));
}

export interface DeliveryCount {
  readonly day: string;
  readonly creative_id: string;
  readonly campaign_id: string;
  readonly served: number;
}

export interface FrequencyCount {
  readonly day: string;
  readonly reader: string;
  readonly campaign_id: string;
  readonly served: number;
}

/** Adds served counts (one statement per table, whatever the number of rows). */
export async function addServed(
  db: Kysely<DB>,
  delivery: readonly DeliveryCount[],
  frequency: readonly FrequencyCount[],
): Promise<void> {
  if (delivery.length > 0) {
    await db
      .insertInto('ad_delivery')
      .values([...delivery])
      .onConflict((oc) =>
        oc.columns(['day', 'creative_id']).doUpdateSet({ served: sql`ad_delivery.served + excluded.served` }),
      )
      .execute();
  }
  if (frequency.length > 0) {
    await db
      .insertInto('ad_frequency')
      .values([...frequency])
      .onConflict((oc) =>
        oc
          .columns(['day', 'reader', 'campaign_id'])
          .doUpdateSet({ served: sql`ad_frequency.served + excluded.served` }),
      )
      .execute();
  }
}

/**
 * The sections a reader reads most (the verticals of the stories the server served them lately):
 * the interests personalised ads are chosen by, with the reader's consent only.
 */
export async function readerSections(db: Kysely<DB>, owner: string, limit = 3): Promise<string[]> {
  const rows = await db
    .selectFrom('reads as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .select(['c.vertical_key', sql<string>`count(*)`.as('n')])
    .where('r.owner', '=', owner)
    .groupBy('c.vertical_key')
    .orderBy(sql`count(*)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.vertical_key);
}
