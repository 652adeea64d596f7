/**
 * Request ids and request logs. Every request gets an id: the caller's `X-Request-Id` when it is
 * a plausible id (a proxy's), else a new one; it is on every log line of the request (pino's
 * `reqId`) and in the answer's `X-Request-Id`, so a reader's report can be found in the logs.
 * A log line per request costs more than the request under a crowd: answers of 5xx are always
 * logged (error), a sample of the others at info (`REQUEST_LOG_PERCENT`), all of them at debug.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from './log-events';
import { isInProcess } from './metrics';

const PLAUSIBLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: a proxy's id when it looks like one (never a hostile header as is). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PLAUSIBLE_ID.test(given) ? given : randomUUID();
}

/** `percent` of ordinary requests logged at info; `random` for tests. */
export function registerRequestLog(app: FastifyInstance, percent: number, random = Math.random): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const level =
      status >= 500 ? 'error' : !isInProcess(request) && random() * 100 < percent ? 'info' : 'debug';
    // pino's isLevelEnabled is not on Fastify's logger type; a disabled level costs one call.
    request.log[level](
      {
        method: request.method,
        url: redactUrl(request.url),
        status,
        ms: Math.round(reply.elapsedTime),
        ...(level === 'info' ? { sampled: percent } : {}),
      },
      'request',
    );
  });
}
