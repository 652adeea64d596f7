/** What the edge is given (app.ts builds it): the registry, renderers, loaders, keys and caches. */
import type { SiteConfig, TopicBarEntry } from 'shared-contracts';
import type { ServerKeys } from '../api/keys/server-keys';
import type { AppLocator } from '../registry/apps';
import type { RegistryStore } from '../registry/store';
import type { HealthInputs } from './health';
import type { HeadLoader } from './heads';
import type { ApiGet } from './heads/types';
import type { LayoutRenderer } from './layout-render';
import type { LiteArticleResult } from './lite-page';
import type { PageCache } from './page-cache';
import type { PageReadsFactory } from './page-reads';
import type { RouteChunkOf, ServerRenderer } from './server-render';

export interface EdgeOptions {
  readonly registry: RegistryStore;
  readonly locator: AppLocator;
  /** Site configuration for page titles; the bundled one when not given. */
  readonly getSiteConfig?: () => Promise<SiteConfig>;
  /**
   * Route-specific head (article, video and event pages); undefined = site defaults, MISSING =
   * the page's item does not exist (404).
   */
  readonly headFor?: HeadLoader;
  /** The in-process API reads of one page request, shared by its head and render (page-reads.ts). */
  readonly pageReads?: PageReadsFactory;
  /** The first screen of a remote's page, rendered by its server bundle (server-render.ts). */
  readonly renderRemote?: ServerRenderer;
  /** The chunk of a page's route, named by the remote's server bundle (server-render.ts). */
  readonly routeChunkOf?: RouteChunkOf;
  /** The shell's layout, rendered by the active shell's server bundle (layout-render.ts). */
  readonly renderLayout?: LayoutRenderer;
  /** The category topic bar's entries for the page data; undefined = the browser asks. */
  readonly getTopics?: () => Promise<readonly TopicBarEntry[] | undefined>;
  /** Whether a data-bonus campaign runs (rewards-campaign-source.ts); undefined = not known. */
  readonly getRewardsCampaign?: () => Promise<boolean | undefined>;
  /** A news story for its lite page (lite-page.ts), with the request's reads; MISSING: it does not exist. */
  readonly loadLiteArticle?: (id: string, get: ApiGet, siteId: number) => Promise<LiteArticleResult>;
  /** Signs the guest ids page loads hand out (page-reader.ts); without keys none is issued. */
  readonly keys?: ServerKeys;
  /** Rendered pages kept for every reader of the same key (page-cache.ts); none: every page renders. */
  readonly pageCache?: PageCache;
  /** True while the database is known to be down: pages come from the cache or say "try again". */
  readonly databaseDown?: () => boolean;
  /** The dependencies and the stopping state /healthz reports. */
  readonly health?: HealthInputs;
  /** The share of page views whose browser reports remote health, 0-1 (HEALTH_SAMPLE_PCT). */
  readonly healthSample?: number;
}
