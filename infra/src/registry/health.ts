/**
 * Health per version: counts of samples and errors (health-rule.ts) kept in memory per app,
 * version and minute, written to the database every few seconds (one upsert per row, so a page
 * view costs no query), and the check that rolls a failing canary back by itself. Every server
 * writes its own counts and runs the check; ending a canary is conditional on it still being the
 * canary (service.endCanary), so with several servers exactly one records the rollback.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { AppName } from './apps';
import { judgeCanary, type HealthRule, type Outcome, type Tally } from './health-rule';
import { addHealth, readHealth, readState, type HealthCounts } from './queries';
import type { RegistryService } from './service';

export const HEALTH_PERIOD_MS = 5_000;

export interface HealthRecorder {
  /** sample false: an error that corrects a page view already counted as 'ok'. */
  count(app: AppName, version: string, outcome: Outcome, options?: { sample: boolean }): void;
  /** Writes the counts so far; resolves once they are in the database. */
  flush(): Promise<void>;
}

const minuteOf = (date: Date): Date => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

export function createHealthRecorder(db: Kysely<DB>, now: () => Date = () => new Date()): HealthRecorder {
  type Row = { app: AppName; version: string; minute: Date } & {
    -readonly [K in keyof HealthCounts]: number;
  };
  let rows = new Map<string, Row>();
  return {
    count(app, version, outcome, { sample } = { sample: true }) {
      const minute = minuteOf(now());
      const key = `${app} ${version} ${minute.getTime()}`;
      let row = rows.get(key);
      if (!row) {
        row = { app, version, minute, samples: 0, loadErrors: 0, crashErrors: 0, renderErrors: 0 };
        rows.set(key, row);
      }
      if (sample) row.samples += 1;
      if (outcome === 'load') row.loadErrors += 1;
      else if (outcome === 'crash') row.crashErrors += 1;
      else if (outcome === 'render') row.renderErrors += 1;
    },
    async flush() {
      if (rows.size === 0) return;
      const pending = [...rows.values()];
      rows = new Map();
      try {
        await addHealth(db, pending);
      } catch (error) {
        // The database blinked: the counts wait for the next flush instead of being lost.
        for (const row of pending) {
          const key = `${row.app} ${row.version} ${row.minute.getTime()}`;
          const now = rows.get(key);
          if (!now) rows.set(key, row);
          else {
            now.samples += row.samples;
            now.loadErrors += row.loadErrors;
            now.crashErrors += row.crashErrors;
            now.renderErrors += row.renderErrors;
          }
        }
        throw error;
      }
    },
  };
}

/** A version's samples and errors in health rows. */
export function tallyOf(rows: readonly ({ version: string } & HealthCounts)[], version: string): Tally {
  let samples = 0;
  let errors = 0;
  for (const row of rows) {
    if (row.version !== version) continue;
    samples += row.samples;
    errors += row.loadErrors + row.crashErrors + row.renderErrors;
  }
  return { samples, errors };
}

/** One round of the check: every running canary judged against its stable since it started. */
export async function checkCanaries(
  db: Kysely<DB>,
  service: RegistryService,
  rule: HealthRule,
): Promise<{ app: AppName; version: string; reason: string }[]> {
  const state = await readState(db);
  const rolledBack: { app: AppName; version: string; reason: string }[] = [];
  for (const [app, entry] of Object.entries(state) as [AppName, (typeof state)[AppName]][]) {
    const canary = entry?.canary;
    if (!entry || !canary) continue;
    // Counted by the minute: the minute the canary started counts whole, for both versions alike.
    const rows = await readHealth(db, app, minuteOf(new Date(canary.since)));
    const verdict = judgeCanary(tallyOf(rows, canary.version), tallyOf(rows, entry.stable), rule);
    if (verdict.verdict !== 'failing') continue;
    const ended = await service.endCanary(app, canary.version, {
      actor: 'health-check',
      reason: verdict.reason,
    });
    if (ended) rolledBack.push({ app, version: canary.version, reason: verdict.reason });
  }
  return rolledBack;
}
