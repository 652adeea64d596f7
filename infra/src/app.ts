/**
 * Composes the server: the API (when a database is given) and the edge that serves the site.
 * Tests build it per file and use `inject`; main.ts listens on a port.
 */
import type { Server } from 'node:http';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAppLocator, type AppLocator } from './registry/apps';
import type { RegistryStore } from './registry/store';
import { edgePlugin, type EdgeOptions } from './edge/plugin';
import { createHeadFor } from './edge/heads';
import { createSiteConfigSource } from './edge/site-config-source';
import { clientErrorHandler } from './edge/client-errors';
import { addSecurityHooks, HELMET_OPTIONS } from './edge/security-headers';

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

export interface AppOptions {
  readonly registry: RegistryStore;
  readonly locator?: AppLocator;
  readonly logger?: FastifyServerOptions['logger'];
  /** Registers the API routes (given by main.ts with its database). */
  readonly registerApi?: (app: FastifyInstance) => Promise<void>;
  readonly getSiteConfig?: EdgeOptions['getSiteConfig'];
  readonly headFor?: EdgeOptions['headFor'];
  /**
   * Which proxies to believe about the client (X-Forwarded-For, X-Forwarded-Proto: HSTS over
   * https): Fastify's trustProxy. Default: none (TRUST_PROXY in main.ts).
   */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** Server limits other than SERVER_LIMITS (tests use short time-outs). */
  readonly limits?: Partial<ServerLimits>;
}

/** TRUST_PROXY: unset or "false" none, "true" any, else comma-separated addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): NonNullable<FastifyServerOptions['trustProxy']> {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(options.limits),
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler,
  });
  // Server-wide, before any route: every response (API, pages, build folders) gets the headers.
  await app.register(helmet, HELMET_OPTIONS);
  addSecurityHooks(app);
  if (options.registerApi) await options.registerApi(app);
  await app.register(edgePlugin, {
    registry: options.registry,
    locator: options.locator ?? createAppLocator(),
    getSiteConfig: options.getSiteConfig ?? (options.registerApi ? createSiteConfigSource(app) : undefined),
    headFor: options.headFor ?? (options.registerApi ? createHeadFor(app) : undefined),
  });
  return app;
}
