/**
 * The sources of the home tabs and the new-articles feed (spec 2 "Feeds", spec 7 "Content",
 * "Feeds"), one page at a time. Every answer is checked against its shared-contracts schema.
 */
import { WIRE_CHECKS, getFollows, type ApiClient, type ApiResult, type Article } from 'shared-contracts';
import { articleWebPath, isSitePath } from 'shared-contracts';

export const FEED_TABS = ['headlines', 'home', 'myfeed', 'recent'] as const;
export type FeedTab = (typeof FEED_TABS)[number];
export const isFeedTab = (value: string): value is FeedTab =>
  (FEED_TABS as readonly string[]).includes(value);

/** What a feed page lists: a tab, or the newest stories of /newarticles (spec 2). */
export type FeedSource = FeedTab | 'newArticles';

/** Spec 9: feed default per=10, page=1. */
export const FEED_PER = 10;

/** Spec 4 "Feed paging": the end of the list is a page with fewer items than the page size, or none. */
export const isLastPage = (count: number, per: number = FEED_PER): boolean => count < per;

export type PageLoader = (page: number, signal: AbortSignal) => Promise<ApiResult<readonly Article[]>>;

export interface FeedContext {
  readonly api: ApiClient;
  readonly siteId: number;
  readonly signedIn: boolean;
}

const mapOk = <T, U>(result: ApiResult<T>, f: (data: T) => U): ApiResult<U> =>
  result.ok ? { ok: true, status: result.status, data: f(result.data) } : result;

/**
 * A loader of one source's pages. myfeed reads the reader's follows once (follows for a signed-in
 * reader, follows_anon for a guest; spec 6, spec 9 per=1000) and then pages POST profiles/feed.
 */
export function createFeedLoader(source: FeedSource, { api, siteId, signedIn }: FeedContext): PageLoader {
  const query = (page: number) => ({ page, per: FEED_PER, site_id: siteId });
  const allFeed: PageLoader = async (page, signal) =>
    mapOk(
      await api.request('v3/feed', { query: query(page), check: WIRE_CHECKS.ArticlePage, signal }),
      (d) => d.results,
    );

  switch (source) {
    case 'headlines':
      return async (page, signal) =>
        mapOk(
          await api.request('v3/site/content/hero', {
            query: query(page),
            check: WIRE_CHECKS.GalleryPage,
            signal,
          }),
          (d) => d.results,
        );
    case 'home': {
      // Spec 8: a failed recommendation call falls back to the all-feed. The first page decides
      // which list this is: once it was the all-feed, the next pages are the all-feed's next pages
      // (a reader who gains a follow meanwhile, or an answer that switches ranking between pages,
      // would otherwise end or scramble the list after one page).
      let list: 'personalized' | 'fallback' | undefined;
      return async (page, signal) => {
        if (page === 1) list = undefined;
        if (list === 'fallback') return allFeed(page, signal);
        const result = await api.request('v4/personalized_recommendations', {
          query: { page, size: FEED_PER },
          check: WIRE_CHECKS.RecommendationsResponse,
          signal,
        });
        if (page === 1) list = result.ok ? result.data.source : 'fallback';
        return result.ok ? mapOk(result, (d) => d.results) : allFeed(page, signal);
      };
    }
    case 'myfeed': {
      let follows: ReturnType<typeof getFollowRefs> | undefined;
      return async (page, signal) => {
        follows ??= getFollowRefs(api, signedIn, signal);
        const refs = await follows;
        if (!refs.ok) follows = undefined;
        if (!refs.ok || refs.data.length === 0) return mapOk(refs, () => []);
        return mapOk(
          await api.request('v3/profiles/feed', {
            method: 'POST',
            query: query(page),
            body: { profiles: refs.data, site_id: siteId },
            check: WIRE_CHECKS.ArticlePage,
            signal,
          }),
          (d) => d.results,
        );
      };
    }
    case 'recent':
    case 'newArticles':
      return allFeed;
  }
}

async function getFollowRefs(api: ApiClient, signedIn: boolean, signal: AbortSignal) {
  const result = await getFollows(api, signedIn, signal);
  // ProfilesBodySchema takes at most 200 profiles.
  return mapOk(result, (d) => d.slice(0, 200).map(({ id, context }) => ({ id, context })));
}

/** The article page of a feed item: its own in-site link, else /{post}/{type}/web/{id} (spec 2). */
export const articleHref = (item: Pick<Article, 'id' | 'context' | 'link'>): string =>
  isSitePath(item.link) ? item.link : articleWebPath(item.context, item.id);
