/**
 * The push domain's composition (docs/adr/013-push-alerts.md): the VAPID key pair (from the
 * configuration, else made on first start and kept in the database for every instance), the
 * routes, the sender worker, the wake-up (Redis when configured) and the live-score watcher.
 */
import type { FastifyPluginAsync } from 'fastify';
import webpush from 'web-push';
import type { ApiContext } from '../context';
import { logEvent } from '../../log-events';
import { createAlertQueue, watchLiveScores, type AlertQueue } from './alert-source';
import { vapidKeys, type VapidKeys } from './queries';
import { pushRoutes } from './routes';
import { startPushSender, type PushSender } from './sender';
import { createMemoryWake, createRedisWake } from './wake';

export interface PushOptions {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; unset: the pair kept in the database. */
  readonly vapid?: VapidKeys;
  /** VAPID_SUBJECT: a mailto: or https: contact for push services (default the site's mailto). */
  readonly subject?: string;
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: endpoints on private addresses (tests' own push service). */
  readonly allowPrivateEndpoints?: boolean;
  /** Sender's look for due retries (default 1 s). */
  readonly pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues alerts (the importer's breaking news runs in its own process and uses the queries). */
    pushAlerts?: AlertQueue;
    pushSender?: PushSender;
  }
}

export const pushPlugin: FastifyPluginAsync<{
  ctx: ApiContext;
  redisUrl?: string;
  /** The database is down (db/availability.ts): the sender waits instead of failing each second. */
  databaseDown?: () => boolean;
  options: PushOptions;
}> = async (fastify, { ctx, redisUrl, databaseDown, options }) => {
  const vapid = options.vapid ?? (await vapidKeys(ctx.db, () => webpush.generateVAPIDKeys()));
  const wake = redisUrl
    ? createRedisWake(redisUrl, (error) => logEvent(fastify.log, 'warn', 'push_redis_error', { err: error }))
    : createMemoryWake();
  await fastify.register(pushRoutes, {
    ctx,
    vapid,
    allowPrivateEndpoints: options.allowPrivateEndpoints ?? false,
  });
  const sender = startPushSender(ctx.db, {
    vapid,
    subject: options.subject ?? 'mailto:no-reply@localhost',
    wake,
    ...(databaseDown ? { paused: databaseDown } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    onError: (error, delivery) =>
      logEvent(fastify.log, 'warn', 'push_delivery_failed', { err: error, ...delivery }),
  });
  const alerts = createAlertQueue(ctx.db, () => wake.notify());
  const stopWatching = watchLiveScores(ctx.live, alerts, (error) =>
    logEvent(fastify.log, 'error', 'push_queue_failed', { err: error }),
  );
  fastify.decorate('pushAlerts', alerts);
  fastify.decorate('pushSender', sender);
  fastify.addHook('onClose', async () => {
    stopWatching();
    await sender.stop();
    await wake.close();
  });
};
