/**
 * A small Kysely dialect over PGlite. PGlite is one in-process Postgres session, so a transaction
 * must own that session from BEGIN to COMMIT: kysely-pglite 0.6.1 did not guarantee this (a
 * rolled-back write was committed by a concurrent transaction, docs/adr/002). Here
 * every acquired connection holds a mutex until it is released, which serializes transactions and
 * keeps single queries from slipping into someone else's transaction.
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

/** The part of PGlite the dialect uses; tests substitute a PGlite running in a worker thread. */
export interface PGliteClient {
  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
  readonly closed: boolean;
  readonly waitReady?: Promise<void>;
}

/**
 * Dates go over as ISO strings: PGlite recognises Date with instanceof, which fails for a Date
 * made in another JavaScript realm (Jest runs tests in a vm context).
 */
function toParameter(value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.prototype.toString.call(value) === '[object Date]'
  ) {
    return new Date(Number(value.valueOf())).toISOString();
  }
  return value;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGliteClient) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(compiledQuery.sql, compiledQuery.parameters.map(toParameter));
    const affected = result.affectedRows;
    const isWrite = /^\s*(insert|update|delete|merge)/i.test(compiledQuery.sql);
    return {
      rows: result.rows,
      ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield -- streaming is not offered by PGlite's query API
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;
  private releaseLock: (() => void) | undefined;

  constructor(private readonly client: PGliteClient) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.releaseLock = await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseLock;
    this.releaseLock = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the current holder so closing never cuts a transaction in half.
    const release = await this.mutex.lock();
    try {
      if (!this.client.closed) await this.client.close();
    } finally {
      release();
    }
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGliteClient) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // Kysely's type for this hook takes Kysely<any>; unknown keeps our code free of `any`.
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
