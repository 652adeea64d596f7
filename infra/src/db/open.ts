/**
 * Opens the database: embedded PGlite in a data folder by default, or a real PostgreSQL server
 * when a URL (DATABASE_URL) is given. Both go through Kysely with one SQL code path; the schema is
 * migrated and the real data seeded on first start (both idempotent).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { migrationProvider } from './migrations';
import { PGliteDialect, type PGliteClient } from './pglite-dialect';
import { seedDatabase, type SeedOptions } from './seed';
import type { DB } from './types';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data folder (default infra/var/pgdata); 'memory://' for a throw-away database. */
  readonly dataDir?: string;
  /** PostgreSQL connection string; when set, dataDir is ignored. */
  readonly url?: string;
  /** Run pending migrations (default true). */
  readonly migrate?: boolean;
  /** Load the real data on first start (default true). */
  readonly seed?: boolean | SeedOptions;
  /** Creates the PGlite client (tests run PGlite in a worker thread, outside Jest's sandbox). */
  readonly createPGlite?: (dataDir: string) => Promise<PGliteClient>;
}

/** infra/var/pgdata, next to this package whatever the working directory. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', 'var', 'pgdata');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.url
    ? openPostgres(options.url)
    : await openPGlite(options.dataDir ?? DEFAULT_DATA_DIR, options.createPGlite ?? createPGlite);
  try {
    if (options.migrate !== false) await migrateToLatest(database.db);
    if (options.seed !== false) {
      await seedDatabase(database.db, typeof options.seed === 'object' ? options.seed : {});
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(url: string): Database {
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Extensions must be passed on every open, not only when they are created (ARCHITECTURE.md). */
export const createPGlite = (dataDir: string): Promise<PGlite> =>
  PGlite.create({ dataDir, extensions: { unaccent, pg_trgm } });

async function openPGlite(
  dataDir: string,
  create: (dataDir: string) => Promise<PGliteClient>,
): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await create(dataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`, { cause: error });
  }
}
