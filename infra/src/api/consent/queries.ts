/**
 * The consent domain's SQL: the proof of each consent given (docs/adr/014).
 */
import type { Kysely } from 'kysely';
import type { ConsentChoices } from 'shared-contracts';
import type { DB } from '../../db/types';

/** Keeps the proof of a consent given (LGPD art. 8 §2): who (a keyed hash of the guest id), what, under which policy, when. */
export async function recordConsent(
  db: Kysely<DB>,
  record: { reader: string; choices: ConsentChoices; policyVersion: number; at: Date },
): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({
      reader: record.reader,
      measurement: record.choices.measurement,
      ads: record.choices.ads,
      push: record.choices.push,
      policy_version: record.policyVersion,
      decided_at: record.at,
    })
    .execute();
}
