/**
 * The API (spec 7 "Calls"), mounted without prefix: every route carries its full path. One module
 * per domain; one error mapper; OpenAPI at /api/docs/json with a browsable reference at /api/docs.
 * Its settings come from the server's configuration (config.ts) through the options.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../db/open';
import { accountsRoutes, type AccountsOptions } from './accounts/routes';
import { createSessions } from './accounts/session';
import { configRoutes } from './config/routes';
import { contentRoutes } from './content/routes';
import { sitemapRoutes } from './sitemap/routes';
import type { ApiContext, LiveHub } from './context';
import { discoverRoutes } from './discover/routes';
import { apiErrorHandler, ApiHttpError } from './errors';
import { followsRoutes } from './follows/routes';
import { guardApiInput } from './input';
import { likesRoutes } from './likes/routes';
import { testHookRoutes } from './test-hooks/routes';
import { mediaImageRoutes } from './media/routes';
import { createImageLookup } from './media/queries';
import { startPayoutWorker, type PayoutOptions, type PayoutWorker } from './rewards/payout';
import { rewardsRoutes, type RewardsRoutesOptions } from './rewards/routes';
import { createServerKeys, type ServerKeys } from './keys/server-keys';
import { storedSecret } from './keys/queries';
import type { ReadRules } from './rewards/read-token';
import { databaseStore, redisStore } from './limits/counter-store';
import { createLimiter } from './limits/limiter';
import { DEFAULT_LIMITS, type Limits } from './limits/policy';
import { resolveReader, type Reader, type ResolveUser } from './reader';
import { searchRoutes } from './search/routes';
import { anchorSeasons } from './sports/live/anchor';
import { createMemoryHub, createRedisHub } from './sports/live/live-hub';
import { startTicker } from './sports/live/ticker';
import { activeEvents } from './sports/queries';
import { sportsRoutes } from './sports/routes';
import { pushPlugin, type PushOptions } from './push/plugin';
import { logEvent } from '../log-events';
import { onDataChange, type DataTopic } from '../db/changes';
import { ReadCache, registerReadCache } from './read-cache';
import type { Metrics } from '../metrics';
import type { Lifecycle } from '../shutdown';
import { describeOperations, openApiOptions } from './openapi';
import { adsRoutes } from './ads/routes';
import { createDelivery } from './ads/delivery';
import { analyticsRoutes } from './analytics/routes';
import { createMeasurement, type Measurement, type MeasurementOptions } from './analytics/measurement';
import { opsAnalyticsRoutes } from './analytics/ops-routes';
import { consentRoutes } from './consent/routes';

export interface ApiPluginOptions {
  readonly database: Database;
  /** The clock (tests fix it). */
  readonly now?: () => Date;
  /** Live replay on/off (config SIMULATOR); default on. */
  readonly simulator?: boolean;
  /** Simulator tick; default 10 s. */
  readonly tickMs?: number;
  /** Redis for the live fan-out (config REDIS_URL); default: in-process fan-out. */
  readonly redisUrl?: string;
  /** A ready hub (tests); wins over redisUrl. */
  readonly liveHub?: LiveHub;
  /** The routes under /api/v3/test/ (test-hooks/routes.ts, config ENABLE_TEST_HOOKS); default off. */
  readonly enableTestHooks?: boolean;
  /** Who is signed in (spec 6); default: the accounts domain's sessions (headers or cookie). */
  readonly resolveUser?: ResolveUser;
  /** Accounts: mail (config SMTP_URL, MAIL_FROM), the site's address for links (PUBLIC_URL), limits. */
  readonly accounts?: AccountsOptions;
  /** Serve /api/docs (default true). */
  readonly docs?: boolean;
  /** Rendered answers kept per instance (config API_CACHE_MB, API_CACHE_SECONDS); default 32 MB, 10 s. */
  readonly cache?: { readonly maxBytes: number; readonly ttlMs: number };
  /** The cache's clock in milliseconds (tests move it); default the API's clock. */
  readonly cacheClock?: () => number;
  /** Told of every change of what the API serves, after the API's own cache (the page cache). */
  readonly onDataChange?: (topic: DataTopic) => void;
  /** Receives the live hub once it exists (/healthz reports its Redis). */
  readonly onLiveHub?: (hub: LiveHub) => void;
  /** The server's stop: live streams are asked to reconnect elsewhere when it begins. */
  readonly lifecycle?: Lifecycle;
  /** Counts open live streams (metrics.ts). */
  readonly metrics?: Pick<Metrics, 'sseClients'>;
  /**
   * Paying grants out (config REWARDS_WEBHOOK_URL; default: provisioned locally) and the caps per
   * device and per address (REWARDS_DEVICE_CAP, REWARDS_ADDRESS_CAP).
   */
  readonly rewards?: PayoutOptions & Partial<RewardsRoutesOptions['caps']>;
  /** When a read counts (READ_SECONDS, VIDEO_READ_SECONDS, READ_TOKEN_HOURS). */
  readonly reads?: Partial<ReadRules>;
  /** The signing keys (config SERVER_SECRET); default: from the secret kept in the database. */
  readonly keys?: ServerKeys;
  /** The accounts' shared limiter (config AUTH_*); it counts in Redis with redisUrl, else the database. */
  readonly limits?: Partial<Limits>;
  /** Audience measurement (config ANALYTICS_RETENTION_DAYS) and the newsroom dashboard's password. */
  readonly measurement?: MeasurementOptions & {
    readonly opsPassword?: string;
    /** Hands the measurement over (tests and the benchmark write and roll up what is buffered). */
    readonly expose?: (measurement: Measurement) => void;
  };
  /** The ad server's draw (tests fix it); default Math.random. */
  readonly adsRandom?: () => number;
  /** Push alerts (config VAPID_*, PUSH_ALLOW_PRIVATE_ENDPOINTS); default: keys kept in the database. */
  readonly push?: PushOptions;
}

const ANONYMOUS: Reader = { kind: 'anonymous' };

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker paying grants out, when REWARDS_WEBHOOK_URL is set. */
    rewardsPayout?: PayoutWorker;
  }
  interface FastifyContextConfig {
    /** Some answers need no database (crests, badges): the call is tried while it is down. */
    databaseOptional?: boolean;
  }
}

export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (fastify, options) => {
  const now = options.now ?? (() => new Date());
  const simulate = options.simulator ?? true;
  const redisUrl = options.redisUrl;
  const live =
    options.liveHub ??
    (redisUrl
      ? await createRedisHub({
          url: redisUrl,
          onError: (error) => logEvent(fastify.log, 'warn', 'live_redis_error', { err: error }),
          // While Redis is down, other instances' changes are read from the database.
          poll: () => activeEvents(options.database.db, now(), simulate),
        })
      : createMemoryHub((error) => logEvent(fastify.log, 'error', 'live_listener_failed', { err: error })));
  options.onLiveHub?.(live);
  const ctx: ApiContext = {
    db: options.database.db,
    now,
    simulate,
    live,
    testHooks: options.enableTestHooks ?? false,
    lifecycle: options.lifecycle,
    metrics: options.metrics,
    keys: options.keys ?? createServerKeys(await storedSecret(options.database.db)),
  };

  // Bring the replay calendar to "now" (cheap when nothing changed; see sports/live/anchor.ts).
  await anchorSeasons(ctx.db, { now: now(), simulate });

  fastify.setErrorHandler(apiErrorHandler);
  // While the database is down every call answers 503 with Retry-After at once (db/availability.ts)
  // rather than waiting on a connection; a call that fails for want of one has it probed now.
  const availability = options.database.availability;
  fastify.addHook('onRequest', async (request) => {
    if (availability.isDown() && !request.routeOptions.config.databaseOptional)
      throw new ApiHttpError('SERVICE_UNAVAILABLE', 'Service unavailable, try again.');
  });
  fastify.addHook('onError', async (_request, _reply, error) => availability.noteFailure(error));
  guardApiInput(fastify);
  // Before the reader hook: sessions read the cookie; accounts routes set their own rate limits.
  await fastify.register(cookie);
  await fastify.register(rateLimit, { global: false });
  const sessions = createSessions(ctx.db, now, ctx.keys);
  const resolveUser = options.resolveUser ?? sessions.resolveUser;
  // A getter/setter decorator: Fastify 5 refuses shared object values on the request prototype.
  const readers = new WeakMap<FastifyRequest, Reader>();
  fastify.decorateRequest('reader', {
    getter(this: FastifyRequest): Reader {
      return readers.get(this) ?? ANONYMOUS;
    },
    setter(this: FastifyRequest, value: Reader) {
      readers.set(this, value);
    },
  });
  fastify.addHook('onRequest', async (request) => {
    // An answer the same for every reader (a picture) never looks its reader up.
    if (request.routeOptions.config.sameForEveryReader) return;
    request.reader = await resolveReader(request, ctx.keys, resolveUser);
  });
  // After the reader is known: kept answers are public ones only.
  const readCache = new ReadCache({
    maxBytes: options.cache?.maxBytes ?? 32 * 1024 * 1024,
    ttlMs: options.cache?.ttlMs ?? 10_000,
    now: options.cacheClock ?? (() => now().getTime()),
  });
  registerReadCache(fastify, readCache);
  const changed = (topic: DataTopic) => {
    readCache.invalidate(topic);
    options.onDataChange?.(topic);
  };
  const stopChanges = onDataChange(ctx.db, changed);
  // Score changes of any instance arrive through the hub (the Redis one too).
  const stopLive = live.subscribe(() => changed('events'));
  fastify.addHook('onClose', async () => {
    stopChanges();
    stopLive();
  });
  // PostgreSQL text cannot hold NUL; refuse it at the edge instead of failing in the database.
  fastify.addHook('preValidation', async (request) => {
    const body = request.body === undefined ? '' : JSON.stringify(request.body);
    if (/%00/.test(request.url) || body.includes('\\u0000')) {
      throw new ApiHttpError('VALIDATION_FAILED', 'NUL characters are not allowed.');
    }
  });

  if (options.docs !== false) {
    await fastify.register(swagger, openApiOptions(options.accounts?.publicUrl));
    await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  // Before the routes: each is described (operationId, security) as it is registered.
  describeOperations(fastify);
  await fastify.register(configRoutes, { ctx });
  await fastify.register(contentRoutes, { ctx });
  await fastify.register(sitemapRoutes, { ctx });
  await fastify.register(discoverRoutes, { ctx });
  await fastify.register(searchRoutes, { ctx });
  await fastify.register(sportsRoutes, { ctx });
  await fastify.register(followsRoutes, { ctx });
  await fastify.register(likesRoutes, { ctx });
  await fastify.register(mediaImageRoutes, { lookup: createImageLookup(ctx.db, ctx.now) });
  await fastify.register(pushPlugin, {
    ctx,
    redisUrl,
    databaseDown: () => availability.isDown(),
    options: options.push ?? {},
  });
  const webhookUrl = options.rewards?.webhookUrl;
  await fastify.register(rewardsRoutes, {
    ctx,
    delivery: webhookUrl ? 'webhook' : 'local',
    caps: { device: options.rewards?.device ?? 1, address: options.rewards?.address ?? 20 },
    reads: options.reads,
  });
  if (webhookUrl) {
    const payout = startPayoutWorker(ctx.db, webhookUrl, {
      ...options.rewards,
      paused: () => availability.isDown(),
      onError: (error, attempt) =>
        logEvent(fastify.log, 'warn', 'reward_delivery_failed', { err: error, attempt }),
    });
    fastify.decorate('rewardsPayout', payout);
    fastify.addHook('onClose', async () => payout.stop());
  }
  const counters = redisUrl
    ? redisStore(redisUrl, databaseStore(ctx.db), (error) =>
        logEvent(fastify.log, 'warn', 'limiter_redis_error', { err: error }),
      )
    : databaseStore(ctx.db);
  const limiter = createLimiter(counters, ctx.keys, { ...DEFAULT_LIMITS, ...options.limits }, now);
  fastify.addHook('onClose', async () => limiter.close());
  await fastify.register(accountsRoutes, { ctx, sessions, limiter, options: options.accounts ?? {} });
  if (ctx.testHooks) await fastify.register(testHookRoutes, { ctx });

  // Consent first, then measurement and ads (LGPD, docs/adr/014): consent signed for the server's
  // guest id, one batched event writer.
  const measurement = createMeasurement(ctx.db, now, ctx.keys, {
    ...options.measurement,
    onError: (error, job) => logEvent(fastify.log, 'warn', 'analytics_write_failed', { err: error, job }),
  });
  const delivery = await createDelivery(ctx.db, {
    onError: (error) => logEvent(fastify.log, 'warn', 'analytics_write_failed', { err: error, job: 'ads' }),
  });
  fastify.addHook('onClose', async () => {
    await delivery.stop();
    await measurement.stop();
  });
  options.measurement?.expose?.(measurement);
  await fastify.register(consentRoutes, { ctx, measurement });
  await fastify.register(analyticsRoutes, {
    ctx,
    measurement,
    perReaderPerMinute: options.measurement?.perReaderPerMinute,
  });
  await fastify.register(adsRoutes, { ctx, measurement, delivery, random: options.adsRandom });
  await fastify.register(opsAnalyticsRoutes, {
    ctx,
    measurement,
    password: options.measurement?.opsPassword,
  });

  // Unknown API paths answer JSON 404 (more specific routes of other plugins still win).
  for (const url of ['/api/v3/*', '/api/v4/*']) {
    fastify.all(url, { schema: { hide: true } }, async () => {
      throw new ApiHttpError('ROUTE_NOT_FOUND', 'No such API route.');
    });
  }

  if (simulate) {
    const ticker = startTicker(
      () => activeEvents(ctx.db, ctx.now(), ctx.simulate),
      live,
      options.tickMs ?? 10_000,
      (error) => logEvent(fastify.log, 'error', 'live_tick_failed', { err: error }),
    );
    fastify.addHook('onClose', async () => ticker.stop());
  }
  if (!options.liveHub) fastify.addHook('onClose', async () => live.close());
};

export type { Reader, ResolveUser } from './reader';
export type { LiveHub } from './context';
export { createMemoryHub, createRedisHub } from './sports/live/live-hub';
