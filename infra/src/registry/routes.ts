/**
 * The health beacon (POST /registry/health): a page's shell reports, for a sample of page views,
 * how each remote did (loaded and mounted, failed to load, crashed) with the version it ran; no
 * reader id, no URL, no message. The server counts a report only for a version it serves that
 * reader now (a canary only to a bucket in its share), so a client cannot charge a version it
 * never got; reports are few per request and limited per address. Answers 204 with no body.
 */
import rateLimit from '@fastify/rate-limit';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HEALTH_BEACON_PATH } from 'shared-contracts';
import { knownBucketOf } from '../edge/reader-bucket';
import { isAppName } from './apps';
import { inCanary } from './document';
import type { HealthRecorder } from './health';
import type { RegistryStore } from './store';
import { NO_STORE } from '../cache-control';

const BeaconSchema = Type.Object(
  {
    reports: Type.Array(
      Type.Object(
        {
          remote: Type.String({ maxLength: 32 }),
          version: Type.String({ maxLength: 64 }),
          outcome: Type.Union([Type.Literal('ok'), Type.Literal('load'), Type.Literal('crash')]),
          /** A failure of a page view that already reported 'ok': an error, not another sample. */
          corrects: Type.Optional(Type.Literal(true)),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 12 },
    ),
  },
  { additionalProperties: false },
);

export interface RegistryRoutesOptions {
  readonly registry: RegistryStore;
  readonly health: HealthRecorder;
}

export const registryRoutes: FastifyPluginAsync<RegistryRoutesOptions> = async (
  app,
  { registry, health },
) => {
  await app.register(rateLimit, { global: false });
  app.post<{ Body: Static<typeof BeaconSchema> }>(
    HEALTH_BEACON_PATH,
    {
      schema: { body: BeaconSchema },
      // A page view sends one or two. Generous per address: a carrier's readers share addresses.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const bucket = knownBucketOf(request.headers.cookie);
      const state = registry.state();
      for (const report of request.body.reports) {
        if (!isAppName(report.remote) || report.remote === 'shell') continue;
        const entry = state[report.remote];
        const canary = entry?.canary;
        const served =
          entry?.stable === report.version ||
          (canary?.version === report.version &&
            bucket !== undefined &&
            inCanary(report.remote, bucket, canary.percent));
        if (!served || (report.corrects && report.outcome === 'ok')) continue;
        health.count(report.remote, report.version, report.outcome, { sample: !report.corrects });
      }
      return reply.code(204).header('cache-control', NO_STORE).send();
    },
  );
};
