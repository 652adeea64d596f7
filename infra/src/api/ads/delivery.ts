/**
 * The ad server's live state: the catalogue (reloaded every half minute, so an operator's change
 * in the tables reaches every instance) and the served counters behind the caps. Serving an ad
 * adds to counters in memory, written every second in one statement per table; the day's totals
 * of every instance are read back every few seconds. A cap can so be passed by what the other
 * instances served in those seconds, never by more: every instance counts against the same totals.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { createBatcher } from '../analytics/batcher';
import type { Chosen } from './choose';
import { addServed, loadCatalogue, servedOn, servedToReaderOn, type Catalogue } from './queries';

export interface Delivery {
  catalogue(): Catalogue;
  /** Ads served today per campaign, this instance's latest included. */
  servedToday(day: string): (campaignId: string) => number;
  /** A reader's ads served today per campaign, this instance's latest included. */
  servedToReader(day: string, reader: string): Promise<(campaignId: string) => number>;
  /** Counts ads just served (to a reader known by pseudonym, or to no one in particular). */
  served(day: string, ads: readonly Chosen[], reader: string | null): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface ServedRow {
  readonly day: string;
  readonly creative: string;
  readonly campaign: string;
  readonly reader: string | null;
}

export async function createDelivery(
  db: Kysely<DB>,
  options: { refreshMs?: number; onError?: (error: unknown) => void } = {},
): Promise<Delivery> {
  const onError = options.onError ?? (() => undefined);
  let catalogue = await loadCatalogue(db);
  let totalsDay = '';
  let totals = new Map<string, number>();
  // Served here since the totals were last read (kept apart so nothing is counted twice).
  let pending = new Map<string, number>();
  const pendingReader = new Map<string, number>();

  const batcher = createBatcher<ServedRow>({
    intervalMs: 1000,
    onError,
    write: async (rows) => {
      const delivery = new Map<
        string,
        { day: string; creative_id: string; campaign_id: string; served: number }
      >();
      const frequency = new Map<
        string,
        { day: string; reader: string; campaign_id: string; served: number }
      >();
      for (const row of rows) {
        const d = `${row.day}|${row.creative}`;
        const current = delivery.get(d);
        if (current) current.served += 1;
        else
          delivery.set(d, { day: row.day, creative_id: row.creative, campaign_id: row.campaign, served: 1 });
        if (row.reader) {
          const f = `${row.day}|${row.reader}|${row.campaign}`;
          const known = frequency.get(f);
          if (known) known.served += 1;
          else frequency.set(f, { day: row.day, reader: row.reader, campaign_id: row.campaign, served: 1 });
        }
      }
      await addServed(db, [...delivery.values()], [...frequency.values()]);
      for (const row of rows) {
        if (!row.reader) continue;
        const f = `${row.day}|${row.reader}|${row.campaign}`;
        const left = (pendingReader.get(f) ?? 1) - 1;
        if (left > 0) pendingReader.set(f, left);
        else pendingReader.delete(f);
      }
    },
  });

  const refreshTotals = async (day: string): Promise<void> => {
    await batcher.flush();
    const read = await servedOn(db, day);
    totals = read;
    totalsDay = day;
    pending = new Map();
  };
  const timer = setInterval(() => {
    void loadCatalogue(db)
      .then((next) => {
        catalogue = next;
      })
      .catch(onError);
    if (totalsDay) void refreshTotals(totalsDay).catch(onError);
  }, options.refreshMs ?? 5_000);
  timer.unref();

  return {
    catalogue: () => catalogue,
    servedToday(day) {
      if (day !== totalsDay) {
        // A new day starts from zero here; the next refresh reads every instance's counts.
        totalsDay = day;
        totals = new Map();
        pending = new Map();
        void refreshTotals(day).catch(onError);
      }
      return (campaignId) => (totals.get(campaignId) ?? 0) + (pending.get(campaignId) ?? 0);
    },
    async servedToReader(day, reader) {
      const stored = await servedToReaderOn(db, day, reader);
      return (campaignId) =>
        (stored.get(campaignId) ?? 0) + (pendingReader.get(`${day}|${reader}|${campaignId}`) ?? 0);
    },
    served(day, ads, reader) {
      for (const { campaign, creative } of ads) {
        if (day === totalsDay) pending.set(campaign.id, (pending.get(campaign.id) ?? 0) + 1);
        if (reader) {
          const f = `${day}|${reader}|${campaign.id}`;
          pendingReader.set(f, (pendingReader.get(f) ?? 0) + 1);
        }
        batcher.add({ day, creative: creative.id, campaign: campaign.id, reader });
      }
    },
    flush: () => batcher.flush(),
    async stop() {
      clearInterval(timer);
      await batcher.stop();
    },
  };
}
