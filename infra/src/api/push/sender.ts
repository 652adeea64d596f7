/**
 * Sends queued alerts (docs/adr/013-push-alerts.md): takes due deliveries from the database in
 * batches, encrypts each for its device and signs it with the VAPID key (`web-push`: RFC 8291
 * aes128gcm, RFC 8292 VAPID), and posts it to the device's push service. 2xx: sent. 404/410: the
 * subscription is gone, it is deleted (with its queued alerts). 429, 5xx and network failures: tried
 * again with exponential backoff (2 s doubling, 8 tries at most). Other 4xx: given up. The worker
 * wakes when alerts are queued (PushWake: in process, or through Redis from any instance) and
 * looks for due retries every second; it never runs inside a score update.
 */
import webpush from 'web-push';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { startQueueWorker, type QueueWorker } from '../queue-worker';
import { retryDelayMs } from '../rewards/outbox';
import {
  deleteSubscription,
  markFailed,
  markSent,
  takeDue,
  type DueDelivery,
  type VapidKeys,
} from './queries';

export const MAX_ATTEMPTS = 8;
const VAPID_HOURS = 12;
const BACKOFF = { baseMs: 2_000, maxMs: 10 * 60_000 };

/** Something that says "alerts were queued" to every sender (wake.ts). */
export interface PushWake {
  notify(): void;
  onWake(listener: () => void): () => void;
  close(): Promise<void>;
}

export interface SenderOptions {
  readonly vapid: VapidKeys;
  /** VAPID subject: the site's mailto: or https: contact. */
  readonly subject: string;
  readonly wake: PushWake;
  readonly batch?: number;
  readonly concurrency?: number;
  readonly pollMs?: number;
  readonly timeoutMs?: number;
  /** Hands a request to the push service; `fetch` by default (the benchmark counts them). */
  readonly post?: (url: string, init: RequestInit) => Promise<{ status: number }>;
  readonly onError?: (error: unknown, delivery: { id: number; attempt: number; status?: number }) => void;
  /** While true (the database is down) the sender does not look: the queue waits in the database. */
  readonly paused?: () => boolean;
}

/** runOnce: one pass now, how many were sent. */
export type PushSender = QueueWorker;

type Outcome = 'sent' | 'gone' | 'retry' | 'failed';

export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'failed';
}

export function startPushSender(db: Kysely<DB>, options: SenderOptions): PushSender {
  const batch = options.batch ?? 200;
  const concurrency = options.concurrency ?? 32;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const post =
    options.post ??
    (async (url: string, init: RequestInit) => {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer().catch(() => undefined);
      return { status: response.status };
    });
  // A VAPID signature is valid for its push service (audience) for hours (RFC 8292 allows 24):
  // one signature per service and 12 hours instead of one per message.
  const signatures = new Map<string, { headers: Record<string, string>; until: number }>();
  const vapidHeaders = (endpoint: string): Record<string, string> => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = signatures.get(audience);
    if (kept && kept.until > now) return kept.headers;
    const expiration = Math.floor(now / 1000) + VAPID_HOURS * 3600;
    const headers = webpush.getVapidHeaders(
      audience,
      options.subject,
      options.vapid.publicKey,
      options.vapid.privateKey,
      'aes128gcm',
      expiration,
    ) as Record<string, string>;
    signatures.set(audience, { headers, until: now + (VAPID_HOURS - 1) * 3600 * 1000 });
    return headers;
  };
  const sendOne = async (item: DueDelivery): Promise<Outcome> => {
    let status: number | undefined;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: item.endpoint, keys: { p256dh: item.p256dh, auth: item.auth } },
        item.payload,
        { headers: vapidHeaders(item.endpoint), TTL: 60 * 60, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      ({ status } = await post(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as BodyInit,
      }));
    } catch (error) {
      options.onError?.(error, { id: item.id, attempt: item.attempts + 1 });
      status = undefined;
    }
    const outcome = status === undefined ? 'retry' : outcomeOf(status);
    if (status !== undefined && outcome !== 'sent') {
      options.onError?.(new Error(`push service answered ${status}`), {
        id: item.id,
        attempt: item.attempts + 1,
        status,
      });
    }
    return outcome;
  };

  const pass = async (stopped: () => boolean): Promise<number> => {
    let sent = 0;
    for (;;) {
      const due = await takeDue(db, new Date(), batch, timeoutMs * 3);
      if (due.length === 0 || stopped()) return sent;
      const done: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < due.length && !stopped()) {
          const item = due[next++];
          if (!item) break;
          const outcome = await sendOne(item);
          if (outcome === 'sent') done.push(item.id);
          else if (outcome === 'gone') await deleteSubscription(db, item.subscriptionId);
          else {
            const attempt = item.attempts + 1;
            const retry = outcome === 'retry' && attempt < MAX_ATTEMPTS;
            const at = retry ? new Date(Date.now() + retryDelayMs(attempt, BACKOFF)) : undefined;
            await markFailed(db, item.id, at, `attempt ${attempt}: ${outcome}`);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
      await markSent(db, done, new Date());
      sent += done.length;
    }
  };

  return startQueueWorker(pass, {
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.paused ? { paused: options.paused } : {}),
    onWake: (listener) => options.wake.onWake(listener),
    onError: (error) => options.onError?.(error, { id: 0, attempt: 0 }),
  });
}
