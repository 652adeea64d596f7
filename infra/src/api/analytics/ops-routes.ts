/**
 * The newsroom dashboard (issue 27): GET /ops/analytics (the page), /ops/analytics/data.json (its
 * figures, from the daily roll-ups) and /ops/analytics/assets/* (uPlot and the page's own script
 * and styles, infra/ops/analytics/). Behind the operator password of OPS_ANALYTICS_PASSWORD, as
 * HTTP Basic authentication (any user name); without the setting the dashboard does not exist
 * (404). Wrong passwords answer 401 and are rate-limited per address.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { logEvent } from '../../log-events';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { daysBetween, DASHBOARD_METRICS, shapeDashboard } from './dashboard';
import { measurementDay } from './event';
import type { Measurement } from './measurement';
import { dailyValues, labels, storiesOpenedSince, topStories } from './queries';
import { NO_STORE, privateFor } from '../../cache-control';

export interface OpsAnalyticsOptions {
  readonly ctx: ApiContext;
  readonly measurement: Measurement;
  /** OPS_ANALYTICS_PASSWORD; undefined: no dashboard. */
  readonly password?: string;
}

const ASSETS_DIR = path.resolve(__dirname, '../../../ops/analytics');
const UPLOT_DIR = path.dirname(require.resolve('uplot/package.json'));

/** The files the page loads, read once: uPlot's build and the page's own script and styles. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'uPlot.iife.min.js': { file: path.join(UPLOT_DIR, 'dist/uPlot.iife.min.js'), type: 'text/javascript' },
  'uPlot.min.css': { file: path.join(UPLOT_DIR, 'dist/uPlot.min.css'), type: 'text/css' },
  'dashboard.js': { file: path.join(ASSETS_DIR, 'dashboard.js'), type: 'text/javascript' },
  'dashboard.css': { file: path.join(ASSETS_DIR, 'dashboard.css'), type: 'text/css' },
};

/** Its own policy: scripts and styles from this origin only, never framed. */
const OPS_CSP = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
};

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The password of a Basic Authorization header (RFC 7617), or undefined. */
export function basicPassword(header: string | undefined): string | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

export function dashboardPage(): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Onda Notícias · audiência e anúncios</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/ops/analytics/assets/uPlot.min.css" />
    <link rel="stylesheet" href="/ops/analytics/assets/dashboard.css" />
    <script defer src="/ops/analytics/assets/uPlot.iife.min.js"></script>
    <script defer src="/ops/analytics/assets/dashboard.js"></script>
  </head>
  <body>
    <header>
      <h1>Audiência e anúncios</h1>
      <nav aria-label="Período">
        <a href="?days=7">7 dias</a> <a href="?days=30">30 dias</a> <a href="?days=90">90 dias</a>
      </nav>
      <p id="status" role="status">Carregando…</p>
    </header>
    <main id="dashboard"></main>
  </body>
</html>
`;
}

const DataQuerySchema = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 400, default: 30 })),
  /** Write what is buffered and roll today up first (the page's refresh button). */
  fresh: Type.Optional(Type.Boolean()),
});

export const opsAnalyticsRoutes: FastifyPluginAsync<OpsAnalyticsOptions> = async (fastify, options) => {
  const { ctx, measurement } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const expected = options.password ? digest(options.password) : undefined;
  const rateLimit = { max: 60, timeWindow: 60_000 };
  const config = { rateLimit, helmet: OPS_CSP };

  const authorize = (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    if (!expected) throw new ApiHttpError('ROUTE_NOT_FOUND', 'No such route.');
    const given = basicPassword(request.headers.authorization);
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return;
    if (given !== undefined) logEvent(request.log, 'warn', 'ops_login_failed', {});
    reply.header('www-authenticate', 'Basic realm="Onda newsroom", charset="UTF-8"');
    throw new ApiHttpError('OPS_CREDENTIALS_INVALID', 'Operator password required.');
  };

  app.get('/ops/analytics', { config, schema: { hide: true } }, async (request, reply) => {
    authorize(request, reply);
    return reply.header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(dashboardPage());
  });

  app.get<{ Params: { file: string } }>(
    '/ops/analytics/assets/:file',
    { config, schema: { hide: true } },
    async (request, reply) => {
      authorize(request, reply);
      const asset = ASSETS[request.params.file];
      if (!asset) throw new ApiHttpError('NOT_FOUND', 'Not found');
      return reply.header('cache-control', privateFor(300)).type(asset.type).send(readFileSync(asset.file));
    },
  );

  // Any other path under /ops, however long (a name past the router's limit lands here too).
  app.get('/ops/*', { config, schema: { hide: true } }, async () => {
    throw new ApiHttpError('ROUTE_NOT_FOUND', 'No such route.');
  });

  app.get(
    '/ops/analytics/data.json',
    { config, schema: { hide: true, querystring: DataQuerySchema } },
    async (request, reply) => {
      authorize(request, reply);
      const started = performance.now();
      if (request.query.fresh) await measurement.catchUp();
      const now = ctx.now();
      const span = request.query.days ?? 30;
      const to = measurementDay(now);
      const from = measurementDay(new Date(now.getTime() - (span - 1) * 86_400_000));
      const weekFrom = measurementDay(new Date(now.getTime() - 6 * 86_400_000));
      const [values, topNow, topWeek, names] = await Promise.all([
        dailyValues(ctx.db, DASHBOARD_METRICS, from, to),
        storiesOpenedSince(ctx.db, new Date(now.getTime() - 60 * 60 * 1000), 10),
        topStories(ctx.db, 'story_opens', weekFrom, to, 10),
        labels(ctx.db),
      ]);
      const dashboard = shapeDashboard({
        days: daysBetween(from, to),
        values,
        topNow,
        topWeek,
        labels: names,
      });
      reply.header('cache-control', NO_STORE);
      return { ...dashboard, from, to, tookMs: Math.round(performance.now() - started) };
    },
  );
};
