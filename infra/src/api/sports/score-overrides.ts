/**
 * Manual scores (the test hook of sports/routes.ts): an override row wins over the replayed or
 * final result of an event, and its change is announced to the read and page caches.
 */
import type { Kysely } from 'kysely';
import { dataChanged } from '../../db/changes';
import type { DB } from '../../db/types';

export interface ScoreOverride {
  readonly status: string;
  readonly period: string | null;
  readonly minute: number | null;
  readonly home_score: number;
  readonly away_score: number;
  readonly updated_at: Date;
}

/** Sets (or replaces) the manual score of an event, and announces the change to read caches. */
export async function setScoreOverride(
  db: Kysely<DB>,
  eventId: string,
  values: ScoreOverride,
): Promise<void> {
  await db
    .insertInto('event_live_overrides')
    .values({ event_id: eventId, ...values })
    .onConflict((oc) => oc.column('event_id').doUpdateSet(values))
    .execute();
  dataChanged(db, 'events');
}

export async function clearScoreOverride(db: Kysely<DB>, eventId: string): Promise<void> {
  await db.deleteFrom('event_live_overrides').where('event_id', '=', eventId).execute();
  dataChanged(db, 'events');
}
