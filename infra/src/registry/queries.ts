/**
 * The registry's SQL (migration 0016): versions published to the store, each app's stable and
 * canary, the history, and per-minute health counts. Writes that change what readers get run in
 * one transaction that locks registry_apps, so two operators (or an operator and the automatic
 * rollback) never interleave; on PostgreSQL the same transaction sends the NOTIFY that tells
 * every server to reload.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { isAppName, type AppName } from './apps';
import type { Contract } from './contract-gate';
import type { AppState, HistoryAction, HistoryEntry, RegistryState } from './document';

export const NOTIFY_CHANNEL = 'onda_registry';

type Db = Kysely<DB> | Transaction<DB>;

export async function readState(db: Db): Promise<RegistryState> {
  const rows = await db.selectFrom('registry_apps').selectAll().execute();
  const state: Partial<Record<AppName, AppState>> = {};
  for (const row of rows) {
    if (!isAppName(row.app)) continue;
    state[row.app] = {
      stable: row.stable,
      ...(row.canary && row.canary_percent && row.canary_since
        ? {
            canary: {
              version: row.canary,
              percent: row.canary_percent,
              since: new Date(row.canary_since).toISOString(),
            },
          }
        : {}),
    };
  }
  return state;
}

/** The revision of the registry: it grows with every recorded change. */
export async function readRevision(db: Db): Promise<string> {
  const row = await db
    .selectFrom('registry_history')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return String(row?.id ?? '0');
}

export async function writeApp(trx: Transaction<DB>, app: AppName, state: AppState): Promise<void> {
  const values = {
    stable: state.stable,
    canary: state.canary?.version ?? null,
    canary_percent: state.canary?.percent ?? null,
    canary_since: state.canary?.since ?? null,
    updated_at: new Date(),
  };
  await trx
    .insertInto('registry_apps')
    .values({ app, ...values })
    .onConflict((oc) => oc.column('app').doUpdateSet(values))
    .execute();
}

/** Serializes registry writes: the lock is held until the transaction ends. */
export async function lockRegistry(trx: Transaction<DB>): Promise<void> {
  await sql`lock table registry_apps in share row exclusive mode`.execute(trx);
}

export async function notifyServers(trx: Transaction<DB>, kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'postgres') await sql`select pg_notify(${NOTIFY_CHANNEL}, '')`.execute(trx);
}

export async function addHistory(trx: Db, entry: HistoryEntry): Promise<void> {
  await trx
    .insertInto('registry_history')
    .values({
      app: entry.app,
      action: entry.action,
      from_version: entry.from ?? null,
      to_version: entry.to ?? null,
      percent: entry.percent ?? null,
      actor: entry.actor,
      reason: entry.reason ?? null,
      at: entry.at,
    })
    .execute();
}

/** History, oldest first: one app's whole history, or the latest `limit` entries of all. */
export async function readHistory(
  db: Db,
  filter: { app?: AppName; limit?: number },
): Promise<HistoryEntry[]> {
  let query = db.selectFrom('registry_history').selectAll().orderBy('id', 'desc');
  if (filter.app) query = query.where('app', '=', filter.app);
  if (filter.limit) query = query.limit(filter.limit);
  const rows = await query.execute();
  return rows.reverse().flatMap((row) =>
    isAppName(row.app)
      ? [
          {
            app: row.app,
            action: row.action as HistoryAction,
            ...(row.from_version ? { from: row.from_version } : {}),
            ...(row.to_version ? { to: row.to_version } : {}),
            ...(row.percent !== null ? { percent: row.percent } : {}),
            actor: row.actor,
            ...(row.reason ? { reason: row.reason } : {}),
            at: new Date(row.at).toISOString(),
          },
        ]
      : [],
  );
}

export interface PublishedVersion {
  readonly app: AppName;
  readonly version: string;
  readonly contract: Contract;
  readonly files: number;
  readonly bytes: number;
  readonly publishedAt: string;
  readonly removed: boolean;
}

export async function readVersions(db: Db, app?: AppName): Promise<PublishedVersion[]> {
  let query = db.selectFrom('registry_versions').selectAll().orderBy('published_at', 'desc');
  if (app) query = query.where('app', '=', app);
  const rows = await query.execute();
  return rows.flatMap((row) =>
    isAppName(row.app)
      ? [
          {
            app: row.app,
            version: row.version,
            contract: (typeof row.contract === 'string'
              ? JSON.parse(row.contract)
              : row.contract) as Contract,
            files: row.files,
            bytes: Number(row.bytes),
            publishedAt: new Date(row.published_at).toISOString(),
            removed: row.removed_at !== null,
          },
        ]
      : [],
  );
}

export async function recordVersion(
  trx: Db,
  version: Omit<PublishedVersion, 'removed' | 'publishedAt'> & { by: string },
): Promise<void> {
  const values = {
    contract: JSON.stringify(version.contract),
    files: version.files,
    bytes: version.bytes,
    published_by: version.by,
    published_at: new Date(),
    removed_at: null,
  };
  await trx
    .insertInto('registry_versions')
    .values({ app: version.app, version: version.version, ...values })
    .onConflict((oc) => oc.columns(['app', 'version']).doUpdateSet(values))
    .execute();
}

export async function markRemoved(trx: Db, app: AppName, version: string): Promise<void> {
  await trx
    .updateTable('registry_versions')
    .set({ removed_at: new Date() })
    .where('app', '=', app)
    .where('version', '=', version)
    .execute();
}

/** Versions any history entry since `since` pointed at (from or to): kept by the retention rule. */
export async function versionsNamedSince(db: Db, since: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('registry_history')
    .select(['app', 'from_version', 'to_version'])
    .where('at', '>=', since)
    .execute();
  const named = new Set<string>();
  for (const row of rows) {
    if (row.from_version) named.add(`${row.app}@${row.from_version}`);
    if (row.to_version) named.add(`${row.app}@${row.to_version}`);
  }
  return named;
}

export interface HealthCounts {
  readonly samples: number;
  readonly loadErrors: number;
  readonly crashErrors: number;
  readonly renderErrors: number;
}

/** Adds counts to the minute rows (one upsert per app, version and minute). */
export async function addHealth(
  db: Db,
  rows: readonly ({ app: AppName; version: string; minute: Date } & HealthCounts)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('registry_health')
    .values(
      rows.map((r) => ({
        app: r.app,
        version: r.version,
        minute: r.minute,
        samples: r.samples,
        load_errors: r.loadErrors,
        crash_errors: r.crashErrors,
        render_errors: r.renderErrors,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['app', 'version', 'minute']).doUpdateSet({
        samples: sql`registry_health.samples + excluded.samples`,
        load_errors: sql`registry_health.load_errors + excluded.load_errors`,
        crash_errors: sql`registry_health.crash_errors + excluded.crash_errors`,
        render_errors: sql`registry_health.render_errors + excluded.render_errors`,
      }),
    )
    .execute();
}

/**
 * Forgets a version's health counts: a version published again under a name it had before (after
 * gc removed it) starts with a clean record, not the old build's errors.
 */
export async function clearHealth(db: Db, app: AppName, version: string): Promise<void> {
  await db.deleteFrom('registry_health').where('app', '=', app).where('version', '=', version).execute();
}

/** Per-minute counts of an app's versions since `since`, oldest first. */
export async function readHealth(
  db: Db,
  app: AppName,
  since: Date,
): Promise<({ version: string; minute: string } & HealthCounts)[]> {
  const rows = await db
    .selectFrom('registry_health')
    .selectAll()
    .where('app', '=', app)
    .where('minute', '>=', since)
    .orderBy('minute')
    .execute();
  return rows.map((r) => ({
    version: r.version,
    minute: new Date(r.minute).toISOString(),
    samples: r.samples,
    loadErrors: r.load_errors,
    crashErrors: r.crash_errors,
    renderErrors: r.render_errors,
  }));
}
