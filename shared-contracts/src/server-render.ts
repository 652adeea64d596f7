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
import type { TopicBarEntry } from './topic-bar';

export const SERVER_RENDER_ATTR = 'data-server-render';
export const SERVER_DATA_ATTR = 'data-server-data';

export interface ServerRenderPayload {
  readonly version: string;
  /** Path and query the HTML was rendered for. */
  readonly path: string;
  readonly results: Record<string, ApiResult<unknown>>;
  /** The time zone dates were rendered in: a browser in another zone renders afresh. */
  readonly timeZone?: string;
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
}

export interface ServerRenderOutput {
  readonly html: string;
  readonly results: Record<string, ApiResult<unknown>>;
  /**
   * The time zone the page's dates and "today" were rendered in, for a remote whose pages depend
   * on it (a browser in another zone renders afresh); absent when nothing depends on the zone.
   */
  readonly timeZone?: string;
}

/** What `server/index.js` of a remote's version folder exports. */
export interface ServerRenderModule {
  /** Whether this remote renders this path on the server (pathname only). */
  handles(pathname: string): boolean;
  render(input: ServerRenderInput): Promise<ServerRenderOutput>;
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
  /** The page remote's server-rendered container (its whole element), placed in its slot. */
  readonly slot?: { readonly remote: RemoteName; readonly html: string };
}

/** What `server/index.js` of a shell version folder exports. */
export interface LayoutRenderModule {
  renderLayout(input: LayoutRenderInput): { readonly html: string };
}

export function isLayoutRenderModule(value: unknown): value is LayoutRenderModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).renderLayout === 'function'
  );
}
