/** Tables of push alerts (migration 0014_push; docs/adr/013-push-alerts.md), part of `DB` in ./types.ts. */
import type { Generated } from 'kysely';

import type { DefaultedTimestamp } from './column-types';

export interface PushVapidTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: DefaultedTimestamp;
}

export interface PushSubscriptionsTable {
  id: string;
  owner: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
}

export interface PushDeliveriesTable {
  id: Generated<string>;
  subscription_id: string;
  kind: 'kickoff' | 'goal' | 'final' | 'news';
  event_key: string;
  payload: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_at: DefaultedTimestamp;
  locked_until: Date | null;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  sent_at: Date | null;
}
