/**
 * The edge's routes about itself: /healthz (readiness, health.ts), /livez (liveness) and
 * /registry.json (the versions of the asking reader's canary bucket). A registry that turns
 * unreadable is logged once per problem, not per request: the page handler reports it too.
 */
import type { FastifyInstance } from 'fastify';
import type { AppLocator } from '../registry/apps';
import type { RegistryStore } from '../registry/store';
import { logEvent } from '../log-events';
import { checkHealth, healthStatusCode, type HealthInputs } from './health';
import { knownBucketOf } from './reader-bucket';
import { NO_STORE, REVALIDATE } from '../cache-control';

export interface StatusOptions {
  readonly registry: RegistryStore;
  readonly locator: AppLocator;
  readonly health?: HealthInputs;
}

/** Registers the routes; returns the reporter of registry problems for the other routes. */
export function registerStatusRoutes(app: FastifyInstance, options: StatusOptions): () => void {
  const { registry, locator } = options;
  let reportedProblem: string | undefined;
  const reportRegistryProblem = (): void => {
    const problem = registry.problem();
    const key = problem && `${problem.code}:${problem.message}:${problem.serving}`;
    if (key && key !== reportedProblem) {
      logEvent(app.log, 'error', 'registry_unreadable', { ...problem });
    }
    reportedProblem = key;
  };

  app.get('/healthz', async (_req, reply) => {
    reportRegistryProblem();
    const health = checkHealth(registry, locator, options.health);
    return reply.code(healthStatusCode(health)).header('cache-control', NO_STORE).send(health);
  });

  // Liveness: the process runs and answers; a supervisor restarts it only when this fails.
  app.get('/livez', async (_req, reply) => reply.header('cache-control', NO_STORE).send({ status: 'alive' }));

  // The versions this reader gets (their canary bucket's); stable ones without the cookie.
  app.get('/registry.json', async (req, reply) => {
    reply.header('cache-control', REVALIDATE).header('vary', 'cookie');
    return registry.activeRegistry(knownBucketOf(req.headers.cookie));
  });
  return reportRegistryProblem;
}
