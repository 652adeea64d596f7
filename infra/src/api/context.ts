/** What every route module of the API receives from apiPlugin. */
import type { Kysely } from 'kysely';
import type { SportingEvent } from 'shared-contracts';
import type { DB } from '../db/types';
import type { ServerKeys } from './keys/server-keys';

export type LiveListener = (event: SportingEvent) => void;

/** The fan-out of live score changes (sports/live/live-hub.ts: in process, or through Redis). */
export interface LiveHub {
  readonly kind: 'memory' | 'redis';
  publish(event: SportingEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

export interface ApiContext {
  readonly db: Kysely<DB>;
  /** The clock; tests fix it. */
  readonly now: () => Date;
  /** Live simulator on (replayed calendar and scores) or off (real dates, final results). */
  readonly simulate: boolean;
  readonly live: LiveHub;
  readonly testHooks: boolean;
  /** The server's signing keys (keys/server-keys.ts): the same on every instance. */
  readonly keys: ServerKeys;
}
