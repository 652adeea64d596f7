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
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { watchAvailability, type DatabaseAvailability } from './availability';
import { migrationProvider } from './migrations';
import { PGliteDialect, type PGliteClient } from './pglite-dialect';
import { seedDatabase, type SeedOptions } from './seed';
import type { DB } from './types';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: 'pglite' | 'postgres';
  /** Whether it answers now (availability.ts). */
  readonly availability: DatabaseAvailability;
  /** Connections of the PostgreSQL pool (metrics); undefined for the embedded database. */
  readonly poolStats?: () => { total: number; idle: number; waiting: number };
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

/** How often the embedded database checkpoints (bounds its recovery after a crash). */
const CHECKPOINT_MS = 30_000;

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
  if (database.kind === 'pglite') await sql`checkpoint`.execute(database.db);
  return database;
}

/**
 * A pool that outlives the server it connects to: a connection that breaks (the server restarts,
 * the network blinks) is reported and dropped, never an unhandled 'error' that ends the process;
 * new queries open new connections once the server is back. Connecting gives up after 2 s, so a
 * request during an outage fails fast (503) instead of queueing.
 */
function openPostgres(url: string): Database {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const availability = watchAvailability({ probe: () => sql`select 1`.execute(db) });
  // Idle connections' errors reach the pool; a connection in use reports to its own listener.
  pool.on('error', (error) => availability.noteFailure(error));
  pool.on('connect', (client) => client.on('error', (error) => availability.noteFailure(error)));
  return {
    db,
    kind: 'postgres',
    availability,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      availability.stop();
      await db.destroy();
    },
  };
}

/** Extensions must be passed on every open, not only when they are created (docs/adr/002). */
export const createPGlite = (dataDir: string): Promise<PGlite> =>
  PGlite.create({ dataDir, extensions: { unaccent, pg_trgm } });

async function openPGlite(
  dataDir: string,
  create: (dataDir: string) => Promise<PGliteClient>,
): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await create(dataDir);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  // In the process: it is there as long as the process is (the probe keeps the code path one).
  const availability = watchAvailability({ probe: () => sql`select 1`.execute(db), intervalMs: 30_000 });
  // Embedded PostgreSQL runs without a checkpointer: after a crash it replays every write since
  // its last checkpoint (a clean close makes one). Checkpointing every half minute bounds that
  // replay to seconds, however long the server ran (docs/adr/011); a checkpoint with nothing to
  // write costs nothing.
  const checkpoints = setInterval(() => {
    sql`checkpoint`.execute(db).catch(() => undefined);
  }, CHECKPOINT_MS);
  checkpoints.unref();
  return {
    db,
    kind: 'pglite',
    availability,
    close: async () => {
      clearInterval(checkpoints);
      availability.stop();
      await db.destroy();
    },
  };
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
