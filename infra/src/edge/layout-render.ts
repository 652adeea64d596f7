/**
 * The shell's layout rendered on the server (docs/adr/008-server-rendering.md): the edge loads
 * `server/index.js` of the active shell version and renders the header, topic bar, footer and
 * page slots around the page remote's first screen. A shell without a server bundle renders
 * nothing here; one that fails is logged (`server_render_failed`, remote 'shell') and the layout
 * is rendered in the browser, as before.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isLayoutRenderModule, type LayoutRenderInput, type ServerHead } from 'shared-contracts';
import { logEvent } from '../log-events';
import { noteRenderFailure } from '../api/render-reads';
import { createBundleLoader } from './server-bundles';

export interface LayoutRenderRequest {
  readonly version: string;
  /** The shell's version folder. */
  readonly dir: string;
  readonly input: LayoutRenderInput;
}

export interface RenderedLayout {
  /** The root's inner HTML. */
  readonly html: string;
  /** Resource hints React put before the layout (the logo's preload): they belong in <head>. */
  readonly headTags: string;
  /** The head of a shell page the layout holds (info pages, not-found). */
  readonly head?: ServerHead;
}

export type LayoutRenderer = (request: LayoutRenderRequest) => RenderedLayout | undefined;

const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/;

/** Splits the resource hints React writes first from the layout itself. */
export function splitHeadTags(html: string): RenderedLayout {
  const hints = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { headTags: hints, html: html.slice(hints.length) };
}

export function createLayoutRenderer(log: FastifyBaseLogger): LayoutRenderer {
  let loadingVersion = '';
  const load = createBundleLoader(isLayoutRenderModule, (_dir, error) =>
    logEvent(log, 'error', 'server_render_failed', {
      remote: 'shell',
      version: loadingVersion,
      phase: 'load',
      err: error,
    }),
  );
  return ({ version, dir, input }) => {
    loadingVersion = version;
    const mod = load(dir);
    if (!mod) return undefined;
    try {
      const { html, head } = mod.renderLayout(input);
      if (typeof html !== 'string') throw new Error('layout render returned no HTML');
      return { ...splitHeadTags(html), ...(head ? { head } : {}) };
    } catch (error) {
      noteRenderFailure();
      logEvent(log, 'error', 'server_render_failed', {
        remote: 'shell',
        version,
        path: input.url.split('?', 1)[0],
        phase: 'render',
        err: error,
      });
      return undefined;
    }
  };
}
