/**
 * Server rendering of a page's first screen by the remote that owns it
 * (docs/adr/008-server-rendering.md). The edge loads `server/index.js` of the remote's active
 * version (cached by version: a newly activated version is used on the next request), lets it
 * load its data from the API in-process (page-reads.ts: no network hop, and what the page's head
 * already read is not read again), and gives it a time budget. A bundle that is missing renders
 * nothing; one that fails to load, throws or is too slow is logged with the remote's name and
 * version, and the page falls back to the browser render.
 */
import type { FastifyInstance } from 'fastify';
import {
  isServerRenderModule,
  type FormEcho,
  type Locale,
  type RemoteName,
  type ServerRenderInput,
  type ServerRenderModule,
  type ServerRenderOutput,
  type SiteConfig,
} from 'shared-contracts';
import { logEvent } from '../log-events';
import { noteRenderFailure } from '../api/render-reads';
import { createBundleLoader } from './server-bundles';
import { createPageReads } from './page-reads';

export { SERVER_BUNDLE } from './server-bundles';
export const DEFAULT_RENDER_BUDGET_MS = 500;

export interface ServerRenderRequest {
  readonly remote: RemoteName;
  readonly version: string;
  /** The version folder (already checked to exist). */
  readonly dir: string;
  readonly url: string;
  readonly locale: Locale;
  readonly config: SiteConfig;
  /** The reader's time zone (readerZoneOf). */
  readonly timeZone: string;
  /** The form the page answers (a POST to it, form-posts.ts). */
  readonly form?: FormEcho;
  /** Hears the head the page declared as soon as the render knows it (before its data). */
  readonly onHead?: ServerRenderInput['onHead'];
  /** The page request's API reads (page-reads.ts), shared with its head; else the render's own. */
  readonly fetch?: typeof fetch;
}

export type ServerRenderer = (request: ServerRenderRequest) => Promise<ServerRenderOutput | undefined>;

class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`server render took longer than ${ms} ms`);
  }
}

export interface ServerRendererOptions {
  readonly budgetMs?: number;
  /** Counts each render for the registry's health per version (registry/health.ts). */
  readonly report?: (remote: RemoteName, version: string, outcome: 'ok' | 'render') => void;
}

export function createServerRenderer(
  app: FastifyInstance,
  { budgetMs = DEFAULT_RENDER_BUDGET_MS, report }: ServerRendererOptions = {},
): ServerRenderer {
  const ownReads = createPageReads(app);
  // The request being served, for the load error's log line (loading is synchronous).
  let loading: ServerRenderRequest | undefined;
  const loadBundle = createBundleLoader(isServerRenderModule, (_dir, error) =>
    logEvent(app.log, 'error', 'server_render_failed', {
      remote: loading?.remote,
      version: loading?.version,
      phase: 'load',
      err: error,
    }),
  );
  const load = (request: ServerRenderRequest): ServerRenderModule | null => {
    loading = request;
    return loadBundle(request.dir);
  };

  return async (request) => {
    const mod = load(request);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!mod) return undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!mod.handles(pathname)) return undefined;
      const rendering = mod.render({
        url: request.url,
        locale: request.locale,
        config: request.config,
        version: request.version,
        timeZone: request.timeZone,
        fetch: request.fetch ?? ownReads().fetch,
        ...(request.form ? { form: request.form } : {}),
        ...(request.onHead ? { onHead: request.onHead } : {}),
      });
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new RenderTimeout(budgetMs)), budgetMs);
      });
      const output = await Promise.race([rendering, timeout]);
      if (typeof output?.html !== 'string') throw new Error('server render returned no HTML');
      report?.(request.remote, request.version, 'ok');
      return output;
    } catch (error) {
      report?.(request.remote, request.version, 'render');
      // The page falls back to the browser's render: it is served, but not kept for others.
      noteRenderFailure();
      logEvent(app.log, 'error', 'server_render_failed', {
        remote: request.remote,
        version: request.version,
        path: pathname,
        phase: error instanceof RenderTimeout ? 'timeout' : 'render',
        err: error,
      });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A page's route chunk, by the remote version that shows it (ServerRenderModule.routeChunk). */
export type RouteChunkOf = (remote: {
  readonly dir: string;
  readonly pathname: string;
}) => string | undefined;

/**
 * Asks the remote's server bundle which chunk of its browser build has the code of a page, so the
 * edge can send it with the page's first scripts (page-scripts.ts). The same bundles as the
 * renderer's (Node.js loads each file once); a bundle that fails to load is the renderer's to
 * report, and a lookup that fails names no chunk: the browser then fetches it when it asks.
 */
export function createRouteChunkOf(): RouteChunkOf {
  const loadBundle = createBundleLoader(isServerRenderModule, () => undefined);
  return ({ dir, pathname }) => {
    try {
      const chunk = loadBundle(dir)?.routeChunk?.(pathname);
      return typeof chunk === 'string' ? chunk : undefined;
    } catch {
      return undefined;
    }
  };
}
