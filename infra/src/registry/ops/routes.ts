/**
 * The ops page (/ops), registered only when OPS_TOKEN is set (otherwise /ops is the site's 404):
 * the registry's state and history, error rates per version over time (health.json, drawn with
 * uPlot), and promote / rollback forms that call the registry service, as the CLI does. Every
 * /ops answer needs the operator credential and is never stored; a POST also needs the page's
 * CSRF token (./auth.ts). Its script and styles are served from here, so no reader's page
 * carries any ops code.
 */
import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { APP_NAMES, isAppName, type AppName } from '../apps';
import { RegistryError } from '../errors';
import { tallyOf } from '../health';
import type { readHealth } from '../queries';
import type { RegistryService } from '../service';
import type { RegistryStore } from '../store';
import { csrfTokenOf, isOperator, isSameSitePost } from './auth';
import { opsRows, renderOpsPage, type OpsPageInput } from './page';
import { NO_STORE } from '../../cache-control';

export interface OpsOptions {
  readonly token: string;
  readonly service: RegistryService;
  readonly registry: RegistryStore;
  readonly health: (app: AppName, since: Date) => ReturnType<typeof readHealth>;
  readonly now?: () => Date;
}

const uplotDir = path.dirname(require.resolve('uplot'));
const ASSETS: Readonly<Record<string, { file: string; type: string }>> = {
  'uPlot.iife.min.js': { file: path.join(uplotDir, 'uPlot.iife.min.js'), type: 'text/javascript' },
  'uPlot.min.css': { file: path.join(uplotDir, 'uPlot.min.css'), type: 'text/css' },
  'ops-page.js': { file: path.join(__dirname, 'ops-page.js'), type: 'text/javascript' },
  'ops.css': { file: path.join(__dirname, 'ops.css'), type: 'text/css' },
};

const SIX_HOURS_MS = 6 * 3_600_000;

export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, options) => {
  const { token, service } = options;
  const now = options.now ?? (() => new Date());
  const csrf = csrfTokenOf(token);
  await app.register(rateLimit, { global: false });
  const limit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/ops')) return;
    reply.header('cache-control', NO_STORE).header('x-robots-tag', 'noindex');
    if (!isOperator(request, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="Onda ops", charset="UTF-8"')
        .send({ error: { code: 'UNAUTHORIZED', message: 'Operator credential required.' } });
    }
  });

  async function page(reply: FastifyReply, notice?: OpsPageInput['notice'], status = 200) {
    const state = await service.state();
    const tallies = new Map<string, ReturnType<typeof tallyOf>>();
    for (const appName of APP_NAMES) {
      const entry = state[appName];
      if (!entry) continue;
      const since = entry.canary ? new Date(entry.canary.since) : new Date(now().getTime() - 3_600_000);
      const rows = await options.health(appName, since);
      for (const version of [entry.stable, entry.canary?.version]) {
        if (version) tallies.set(`${appName}@${version}`, tallyOf(rows, version));
      }
    }
    const problem = options.registry.problem();
    const html = renderOpsPage({
      rows: opsRows(state, APP_NAMES, (a, v) => tallies.get(`${a}@${v}`) ?? { samples: 0, errors: 0 }),
      history: await service.history({ limit: 50 }),
      csrf,
      ...(notice ? { notice } : {}),
      ...(problem ? { problem: `${problem.code}: ${problem.message}` } : {}),
    });
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }

  app.get('/ops', { config: limit }, async (_request, reply) => page(reply));

  app.get<{ Querystring: { app?: string } }>(
    '/ops/health.json',
    { config: limit },
    async (request, reply) => {
      const name = request.query.app ?? '';
      if (!isAppName(name)) {
        return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: 'Unknown app.' } });
      }
      const rows = await options.health(name, new Date(now().getTime() - SIX_HOURS_MS));
      return {
        app: name,
        points: rows.map((r) => ({
          minute: r.minute,
          version: r.version,
          samples: r.samples,
          errors: r.loadErrors + r.crashErrors + r.renderErrors,
        })),
      };
    },
  );

  app.get<{ Params: { file: string } }>('/ops/assets/:file', async (request, reply) => {
    const asset = ASSETS[request.params.file];
    if (!asset) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    return reply.type(asset.type).send(fs.createReadStream(asset.file));
  });

  app.post<{ Params: { app: string; action: string }; Body: Record<string, unknown> | undefined }>(
    '/ops/apps/:app/:action',
    { config: limit },
    async (request, reply) => {
      const { app: name, action } = request.params;
      if (!isSameSitePost(request, request.body?.csrf, token)) {
        return reply
          .code(403)
          .send({ error: { code: 'CSRF_REJECTED', message: 'Reload the ops page and try again.' } });
      }
      if (!isAppName(name) || (action !== 'promote' && action !== 'rollback')) {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
      const who = { actor: 'ops-page' };
      try {
        if (action === 'promote') {
          const version = await service.promote(name, who);
          return await page(reply, {
            kind: 'done',
            text: `${name} ${version} promoted: every reader gets it.`,
          });
        }
        const result = await service.rollback(name, who);
        const text = result.endedCanary
          ? `${name} canary ${result.endedCanary} ended: every reader gets ${result.to}.`
          : `${name} rolled back to ${result.to}.`;
        return await page(reply, { kind: 'done', text });
      } catch (error) {
        if (!(error instanceof RegistryError)) throw error;
        return page(reply, { kind: 'refused', text: `${error.code}: ${error.message}` }, 409);
      }
    },
  );
};
