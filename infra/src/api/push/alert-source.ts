/**
 * Alerts from the live replay (issue "push alerts" 4): a listener on the live hub (every
 * instance's, Redis included) keeps each game's last state it saw and queues the alerts of the
 * change (alerts.ts). Queueing runs after the listener returns, so the score update itself never
 * waits for it; a failure is logged, never thrown into the hub.
 */
import type { Kysely } from 'kysely';
import type { SportingEvent } from 'shared-contracts';
import type { DB } from '../../db/types';
import type { LiveHub } from '../context';
import { gameAlerts, type Alert } from './alerts';
import { enqueueAlert } from './queries';

/** Games followed at once by one instance is small; the bound keeps a long run's memory flat. */
const MAX_GAMES = 5_000;

export interface AlertQueue {
  /** Queues the alert for its followers' devices and wakes the senders; resolves to how many. */
  queue(alert: Alert): Promise<number>;
}

export function createAlertQueue(db: Kysely<DB>, wake: () => void): AlertQueue {
  return {
    async queue(alert) {
      const ids = await enqueueAlert(db, alert);
      if (ids.length > 0) wake();
      return ids.length;
    },
  };
}

export function watchLiveScores(
  live: Pick<LiveHub, 'subscribe'>,
  alerts: AlertQueue,
  onError: (error: unknown) => void,
): () => void {
  const last = new Map<string, SportingEvent>();
  return live.subscribe((event) => {
    const previous = last.get(event.id);
    last.delete(event.id);
    last.set(event.id, event);
    if (last.size > MAX_GAMES) last.delete(last.keys().next().value ?? '');
    const found = gameAlerts(previous, event);
    if (found.length === 0) return;
    setImmediate(() => {
      void (async () => {
        for (const alert of found) await alerts.queue(alert);
      })().catch(onError);
    });
  });
}
