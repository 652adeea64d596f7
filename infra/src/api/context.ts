/** What every route module of the API receives from apiPlugin. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { LiveHub } from './sports/live/live-hub';

export interface ApiContext {
  readonly db: Kysely<DB>;
  /** The clock; tests fix it. */
  readonly now: () => Date;
  /** Live simulator on (replayed calendar and scores) or off (real dates, final results). */
  readonly simulate: boolean;
  readonly live: LiveHub;
  readonly testHooks: boolean;
}
