/**
 * /metrics in Prometheus' text format (prom-client): request rate and latency per route, page
 * render time and page-cache outcomes per page kind, SSE clients, the database pool, the state of
 * the database and Redis, and prom-client's process metrics (memory, event-loop delay, GC). One
 * registry per server (`createMetrics`), so tests that build several apps count apart. Labels are
 * bounded: API routes by their declared path, pages by their route id, never a raw URL.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { matchRoute } from 'shared-contracts';
import { NO_STORE } from './cache-control';
import type { PageCacheObserver } from './edge/page-cache';

export interface MetricsSources {
  readonly database?: () => 'up' | 'down';
  readonly redis?: () => 'local' | 'up' | 'down';
  readonly pool?: () => { total: number; idle: number; waiting: number } | undefined;
  readonly pageCache?: () => { entries: number; bytes: number } | undefined;
}

export interface Metrics {
  readonly registry: Registry;
  readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  readonly renderSeconds: Histogram<'page'>;
  readonly pageCache: Counter<'page' | 'outcome'>;
  readonly sseClients: Gauge;
  /** Adds gauges read from `sources` at each scrape. */
  observe(sources: MetricsSources): void;
}

/** The route id of a page path (shared-contracts' route table); `other` for no page. */
export const pageKind = (pathname: string): string => matchRoute(pathname)?.route.id ?? 'other';

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requestSeconds = new Histogram({
    name: 'onda_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (API path pattern or page:<route id>) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'onda_page_render_duration_seconds',
    help: 'Time to build a server-rendered page (a page-cache miss or revalidation), by page kind',
    labelNames: ['page'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'onda_page_cache_requests_total',
    help: 'Page requests by page kind and cache outcome (hit, stale, miss, bypass, unavailable)',
    labelNames: ['page', 'outcome'] as const,
    registers: [registry],
  });
  const sseClients = new Gauge({
    name: 'onda_sse_clients',
    help: 'Live-score streams open on this instance',
    registers: [registry],
  });
  const observe = (sources: MetricsSources) => {
    new Gauge({
      name: 'onda_dependency_up',
      help: 'Whether a dependency answers (1) or not (0): database, redis (absent when not configured)',
      labelNames: ['dependency'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const database = sources.database?.();
        if (database) this.set({ dependency: 'database' }, database === 'up' ? 1 : 0);
        const redis = sources.redis?.();
        if (redis && redis !== 'local') this.set({ dependency: 'redis' }, redis === 'up' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'onda_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = sources.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'onda_page_cache_bytes',
      help: 'Bytes of rendered pages this instance keeps',
      registers: [registry],
      collect() {
        this.set(sources.pageCache?.()?.bytes ?? 0);
      },
    });
  };
  return { registry, requestSeconds, renderSeconds, pageCache, sseClients, observe };
}

/** The page cache's outcomes and render times, counted by page kind (edge/page-cache.ts). */
export function pageCacheObserver(metrics: Metrics): PageCacheObserver {
  return {
    outcome: (page, outcome) => metrics.pageCache.inc({ page, outcome }),
    rendered: (page, seconds) => metrics.renderSeconds.observe({ page }, seconds),
  };
}

/** The page kind of each page request, as its page handler matched it (no second match). */
const pageKinds = new WeakMap<FastifyRequest, string>();

/** Notes the kind a page request was matched to (edge/page-handler.ts), for its metrics. */
export function notePageKind(request: FastifyRequest, kind: string): void {
  pageKinds.set(request, kind);
}

/** The route label of a request: its declared API path, or the page kind for pages. */
export function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url) return url;
  return `page:${pageKinds.get(request) ?? pageKind(request.url.split('?', 1)[0] ?? '/')}`;
}

/** A request the server made to itself (app.inject: server renders, page heads). */
export const isInProcess = (request: FastifyRequest): boolean => '_lightMyRequest' in request.raw;

/** Times every request and serves /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // A server render's in-process API reads are part of its page's time, not requests.
    if (isInProcess(request)) return;
    metrics.requestSeconds.observe(
      { method: request.method, route: routeLabel(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', NO_STORE).type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
