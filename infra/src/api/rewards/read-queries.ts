/**
 * The reads the server counts (docs/adr/010): only what a read beacon proved, recorded for the
 * reader with the tracking the reader landed with. Recommendations read the same rows.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { recordRead } from '../content/queries';
import { trackingOf } from './queries';
import type { ReadKind } from './read-token';

/** A published story or video: its kind and, for a video, its length in seconds. */
export async function readableItem(
  db: Kysely<DB>,
  id: string,
  now: Date,
): Promise<{ kind: ReadKind; durationSeconds: number | null } | undefined> {
  const row = await db
    .selectFrom('content')
    .select(['type', 'video_duration_s'])
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.type === 'videos'
    ? { kind: 'video', durationSeconds: row.video_duration_s === null ? null : Number(row.video_duration_s) }
    : { kind: 'news', durationSeconds: null };
}

/** Records a proven read for the reader, with the tracking the reader landed with. */
export async function recordProvenRead(db: Kysely<DB>, owner: string, id: string, at: Date): Promise<void> {
  await recordRead(db, owner, id, at, await trackingOf(db, owner));
}
