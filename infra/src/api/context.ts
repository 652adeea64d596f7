/** What every route module of the API receives from apiPlugin. */
import type { Kysely } from 'kysely';
import type { SportingEvent } from 'shared-contracts';
import type { DB } from '../db/types';
import type { Metrics } from '../metrics';
import type { Lifecycle } from '../shutdown';
import type { ServerKeys } from './keys/server-keys';

export type LiveListener = (event: SportingEvent) => void;

/** The fan-out of live score changes (sports/live/live-hub.ts: in process, or through Redis). */
export interface LiveHub {
  readonly kind: 'memory' | 'redis';
  /** local: in-process only; up: Redis carries changes between instances; down: polling instead. */
  state(): 'local' | 'up' | 'down';
  /** Delivers in this process, then to other instances; never fails because Redis is down. */
  publish(event: SportingEvent): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  /** Changes kept after the one with SSE id `lastId` (all kept ones when unknown), oldest first. */
  recent(lastId?: string): readonly SportingEvent[];
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
  /** The server's stop, when it has one (live streams end with a reconnect when it begins). */
  readonly lifecycle?: Lifecycle;
  readonly metrics?: Pick<Metrics, 'sseClients'>;
  /** The server's signing keys (keys/server-keys.ts): the same on every instance. */
  readonly keys: ServerKeys;
}
