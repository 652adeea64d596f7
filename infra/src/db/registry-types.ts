/** Tables of the remote registry (migration 0016, infra/src/registry/queries.ts; docs/adr/015). Part of `DB` in ./types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultedTimestamp, JsonValue } from './column-types';

/** The remote registry (migration 0016, infra/src/registry/queries.ts). */
export interface RegistryVersionsTable {
  app: string;
  version: string;
  contract: JsonValue;
  files: number;
  bytes: ColumnType<string, number, number>;
  published_at: DefaultedTimestamp;
  published_by: string;
  removed_at: Timestamp | null;
}

export interface RegistryAppsTable {
  app: string;
  stable: string;
  canary: string | null;
  canary_percent: number | null;
  canary_since: Timestamp | null;
  updated_at: DefaultedTimestamp;
}

export interface RegistryHistoryTable {
  id: Generated<string>;
  app: string;
  action: string;
  from_version: string | null;
  to_version: string | null;
  percent: number | null;
  actor: string;
  reason: string | null;
  at: DefaultedTimestamp;
}

export interface RegistryHealthTable {
  app: string;
  version: string;
  minute: Timestamp;
  samples: Generated<number>;
  load_errors: Generated<number>;
  crash_errors: Generated<number>;
  render_errors: Generated<number>;
}
