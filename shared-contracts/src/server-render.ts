/**
 * What the edge and a remote agree on for server rendering (docs/adr/008-server-rendering.md):
 * the entry a remote's server bundle exports, and how its HTML and data sit in the page.
 *
 * In the page, after the shell's root: `<div data-server-render="<remote>"
 * data-version="<version>">…</div>` holds the HTML, and `<script type="application/json"
 * data-server-data="<remote>">` the data it was rendered with, as a ServerRenderPayload. The
 * browser hydrates only when the remote's version and the path are the ones named there.
 */
import type { ApiResult } from './api-client';
import type { SiteConfig } from './api/site-config';
import type { Locale } from './locale';
import type { RemoteName } from './remotes';
import type { ShareImage } from './share-images';
import type { TopicBarEntry } from './topic-bar';

export const SERVER_RENDER_ATTR = 'data-server-render';
export const SERVER_DATA_ATTR = 'data-server-data';

/**
 * A form the reader sent before or without the page's scripts (a plain POST to the page's own
 * address), answered with the same page again: what was typed (never a password) and what the
 * server made of it. The page renders it on the server, and hydrates with it.
 */
export interface FormEcho {
  /** The form's name (`<form name>`): only that form shows it. */
  readonly form: string;
  /** The fields as the reader typed them, passwords left out. */
  readonly values: Readonly<Record<string, string>>;
  /** The API's error code, when the form was refused. */
  readonly code?: string;
  /** What the form achieved, when it was accepted but the page stays ('sent', 'registered'). */
  readonly outcome?: string;
}

/** The head a page's own code declared while rendering (usePageHead): the edge serves it. */
export interface ServerHead {
  /** The whole document title ("<page> | <site>"). */
  readonly title: string;
  readonly description: string;
  /** Absolute URL. */
  readonly canonical?: string;
  /** Absolute URL of the 400x400 share image. */
  readonly image?: string;
  /** A share image with its own size and text (share-images.ts), its URL absolute. */
  readonly images?: readonly ShareImage[];
  readonly type?: 'website' | 'article';
}

export interface ServerRenderPayload {
  readonly version: string;
  /** Path and query the HTML was rendered for. */
  readonly path: string;
  readonly results: Record<string, ApiResult<unknown>>;
  /** The time zone dates were rendered in: a browser in another zone renders afresh. */
  readonly timeZone?: string;
  /** The form the page was rendered for, answering its POST. */
  readonly form?: FormEcho;
}

export interface ServerRenderInput {
  /** Path and query of the page. */
  readonly url: string;
  readonly locale: Locale;
  readonly config: SiteConfig;
  /** The remote's version being rendered (from the registry). */
  readonly version: string;
  /** The reader's time zone (from the time zone cookie, else DEFAULT_TIME_ZONE). */
  readonly timeZone: string;
  /** Answers API calls (`/api/...`) in-process. */
  readonly fetch: typeof fetch;
  /** The page answers a form the reader sent (FormEcho). */
  readonly form?: FormEcho;
  /**
   * Called with the head the page declared after each render pass that declared one (the first
   * is before any data): the edge may send the document's head before the render ends.
   */
  readonly onHead?: (head: ServerHead) => void;
}

export interface ServerRenderOutput {
  readonly html: string;
  readonly results: Record<string, ApiResult<unknown>>;
  /**
   * The time zone the page's dates and "today" were rendered in, for a remote whose pages depend
   * on it (a browser in another zone renders afresh); absent when nothing depends on the zone.
   */
  readonly timeZone?: string;
  /** The head the page declared (usePageHead), when it declared one. */
  readonly head?: ServerHead;
  /** The form echo it was rendered with (for the browser's hydration). */
  readonly form?: FormEcho;
}

/** What `server/index.js` of a remote's version folder exports. */
export interface ServerRenderModule {
  /** Whether this remote renders this path on the server (pathname only). */
  handles(pathname: string): boolean;
  render(input: ServerRenderInput): Promise<ServerRenderOutput>;
  /**
   * The chunk of the browser build that has the code of the page at `pathname`, when it is a chunk
   * of its own: the edge sends its files with the page's first scripts (route-chunks.json).
   */
  routeChunk?(pathname: string): string | undefined;
}

export function isServerRenderModule(value: unknown): value is ServerRenderModule {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.handles === 'function' && typeof v.render === 'function';
}

/**
 * The shell's layout on the server (header, topic bar, footer and the page slots), with the page
 * remote's rendered container already in its slot. The page data names it (`layout: true`); the
 * browser hydrates the layout, and the remote hydrates its container in place.
 */
export interface LayoutRenderInput {
  /** Path and query of the page. */
  readonly url: string;
  readonly locale: Locale;
  readonly config: SiteConfig;
  readonly topics: readonly TopicBarEntry[];
  /** The edge answers 404: the layout holds the shell's not-found page. */
  readonly missing: boolean;
  /** The request's Cookie header (the cookie banner shows while consent is missing). */
  readonly cookies: string;
  /** A data-bonus campaign runs (the header's gift); undefined when the edge could not tell. */
  readonly rewardsCampaign?: boolean;
  /** The page remote's server-rendered container (its whole element), placed in its slot. */
  readonly slot?: { readonly remote: RemoteName; readonly html: string };
}

/** What `server/index.js` of a shell version folder exports. */
export interface LayoutRenderModule {
  /** `head`: the head of a shell page (info pages, not-found), when the layout holds one. */
  renderLayout(input: LayoutRenderInput): { readonly html: string; readonly head?: ServerHead };
}

export function isLayoutRenderModule(value: unknown): value is LayoutRenderModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).renderLayout === 'function'
  );
}
