/**
 * A clean stop (SIGTERM, SIGINT) that resets no request: the instance first says it is stopping
 * (/healthz answers 503, so a balancer moves traffic away), stops accepting connections, asks live
 * streams to reconnect elsewhere, and keeps answering requests that arrive on connections already
 * open, each with `Connection: close`, for a short grace; then it closes (connections still idle
 * are closed, requests under way finish) and exits, within a bound whatever happens. The grace
 * ends early once every connection has closed (each busy one after its next answer).
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface Lifecycle {
  stopping(): boolean;
  /** Called once when the stop begins (live streams end with a reconnect). */
  onStop(listener: () => void): () => void;
}

export interface StopController extends Lifecycle {
  /** Drains and closes `app`; resolves when it is closed or the bound has passed. */
  stop(app: FastifyInstance): Promise<void>;
}

export interface StopOptions {
  /** How long connections already open are still served (with Connection: close). */
  readonly graceMs?: number;
  /** The most the whole stop may take. */
  readonly timeoutMs?: number;
}

export function createStopController({
  graceMs = 3_000,
  timeoutMs = 15_000,
}: StopOptions = {}): StopController {
  let stopping = false;
  const listeners = new Set<() => void>();
  return {
    stopping: () => stopping,
    onStop(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop(app) {
      if (stopping) return;
      stopping = true;
      for (const listener of [...listeners]) listener();
      const bound = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
      const drain = (async () => {
        // Stop accepting, keeping open connections: http.Server#close would close idle keep-alive
        // connections at once, resetting a request a client is sending on one right now.
        await new Promise<void>((resolve) => net.Server.prototype.close.call(app.server, () => resolve()));
      })();
      // Each busy connection closes after its next answer (Connection: close); waiting for them
      // to be gone, rather than closing them, is what spares a request sent on one right now.
      const graceEnd = Date.now() + graceMs;
      while (Date.now() < graceEnd && (await openConnections(app)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50).unref());
      }
      await Promise.race([app.close(), bound]);
      app.server.closeAllConnections();
      await Promise.race([drain, bound]);
    },
  };
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** Answers given while stopping close their connection, so clients reconnect to another instance. */
export function closeConnectionsWhileStopping(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.stopping()) reply.header('connection', 'close');
    return payload;
  });
}
