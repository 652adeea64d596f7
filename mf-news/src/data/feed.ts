/**
 * The feed of the home tabs (spec 7 "GET feed?page&per"; spec 9 feed default per=10, page=1). The
 * API answers a page `{ page, per, total, endlist, results }` (ArticlePageSchema in
 * shared-contracts/src/api/content.ts). That schema is not exported from the package yet, so this
 * checks the subset the frame shows; unknown fields are ignored. The per-tab sources (hero,
 * personalised recommendations, follows) come with the feed issue.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { ApiClient } from 'shared-contracts';

export const FEED_TABS = ['headlines', 'home', 'myfeed', 'recent'] as const;
export type FeedTab = (typeof FEED_TABS)[number];
export const isFeedTab = (value: string): value is FeedTab =>
  (FEED_TABS as readonly string[]).includes(value);

export const FeedItemSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  context: Type.Union([Type.Literal('news_stories'), Type.Literal('videos')]),
  name: Type.String({ minLength: 1 }),
  /** The in-site path of the article page (spec 2), or the publisher's URL for external items. */
  link: Type.String(),
});
export const FeedPageSchema = Type.Object({ results: Type.Array(FeedItemSchema) });
export type FeedItem = Static<typeof FeedItemSchema>;

export const FEED_FIRST_PAGE = { page: 1, per: 10 } as const;

export function getFeed(api: ApiClient, signal: AbortSignal) {
  return api.request('v3/feed', { query: FEED_FIRST_PAGE, schema: FeedPageSchema, signal });
}

/** A path of this site: one leading slash, never a protocol-relative '//host'. */
const isSitePath = (link: string): boolean => /^\/(?!\/)/.test(link);

/** The article page of a feed item: its own in-site link, else /{post}/{type}/web/{id} (spec 2). */
export const articleHref = (item: FeedItem): string =>
  isSitePath(item.link) ? item.link : `/noproxy/${item.context}/web/${encodeURIComponent(item.id)}`;
