import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/**
 * Limits of the HTTP server, so a slow or stalled client cannot hold a connection open:
 * a request's headers and body must arrive in time (else 408 and the socket closes), idle sockets
 * close, and bodies are bounded. Live scores (SSE) send a heartbeat every 20 s, well inside the
 * idle time-out; the request time-outs only cover receiving a request, not streaming a response.
 */
export interface ServerLimits {
  /** Headers and body of a request must have arrived within this time (ms). */
  readonly requestTimeout: number;
  /** The headers of a request must have arrived within this time (ms); at most requestTimeout. */
  readonly headersTimeout: number;
  /** How often (ms) Node checks requests against the two time-outs above. */
  readonly timeoutCheckInterval: number;
  /** A socket with no traffic either way is closed after this time (ms). */
  readonly connectionTimeout: number;
  /** An idle keep-alive connection is closed after this time (ms): above the 60 s of common load balancers. */
  readonly keepAliveTimeout: number;
  /** Largest request body (bytes) outside the API's JSON, which has its own (api/input.ts). */
  readonly bodyLimit: number;
}

export const SERVER_LIMITS: ServerLimits = {
  requestTimeout: 10_000,
  headersTimeout: 10_000,
  timeoutCheckInterval: 1_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 65_000,
  bodyLimit: 64 * 1024,
};

/** Fastify's server options for the given limits (defaults: SERVER_LIMITS). */
export function serverOptions(limits: Partial<ServerLimits> = {}): FastifyHttpOptions<Server> {
  const {
    requestTimeout,
    headersTimeout,
    timeoutCheckInterval,
    connectionTimeout,
    keepAliveTimeout,
    bodyLimit,
  } = {
    ...SERVER_LIMITS,
    ...limits,
  };
  return {
    requestTimeout,
    connectionTimeout,
    keepAliveTimeout,
    bodyLimit,
    http: {
      headersTimeout: Math.min(headersTimeout, requestTimeout),
      connectionsCheckingInterval: timeoutCheckInterval,
    },
  };
}
