/**
 * One import: fetch, parse, then hand the items to a store. The store is injected so the CLI,
 * a scheduler and tests can each supply their own (database, memory, nothing for dry runs).
 */
import { fetchFeed, type FetchFeedErrorKind, type FetchFeedOptions } from './fetch-feed';
import { FeedParseError, parseFeed, type FeedItem, type FeedParseErrorKind } from './parse-feed';

/** Persists items for a publisher; the database implementation lives in store-feed-items.ts. */
export type FeedItemStore = (items: FeedItem[], publisher: string) => Promise<unknown>;

export interface RunImportOptions {
  readonly url: string;
  /** Publisher name; defaults to the feed's own title. */
  readonly publisher?: string;
  /** Omit for a dry run: nothing is stored. */
  readonly store?: FeedItemStore;
  readonly fetchImpl?: typeof fetch;
  readonly fetchOptions?: Omit<FetchFeedOptions, 'fetchImpl'>;
  readonly now?: Date;
}

export interface ImportSummary {
  readonly url: string;
  readonly publisher: string;
  readonly feedTitle: string;
  readonly count: number;
  readonly stored: boolean;
  readonly firstTitles: string[];
}

export type ImportErrorKind = FetchFeedErrorKind | FeedParseErrorKind | 'store-failed';

export type ImportResult =
  | { readonly ok: true; readonly summary: ImportSummary; readonly items: FeedItem[] }
  | { readonly ok: false; readonly error: { readonly kind: ImportErrorKind; readonly message: string } };

export async function runImport(options: RunImportOptions): Promise<ImportResult> {
  const fetched = await fetchFeed(options.url, { ...options.fetchOptions, fetchImpl: options.fetchImpl });
  if (!fetched.ok) return { ok: false, error: fetched.error };
  let feed;
  try {
    // The final URL after redirects is the base for relative links.
    feed = parseFeed(fetched.xml, fetched.url, { now: options.now });
  } catch (error) {
    if (error instanceof FeedParseError)
      return { ok: false, error: { kind: error.kind, message: error.message } };
    throw error;
  }
  const publisher = options.publisher?.trim() || feed.title;
  if (options.store) {
    try {
      await options.store(feed.items, publisher);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      return { ok: false, error: { kind: 'store-failed', message: `Storing items failed: ${reason}` } };
    }
  }
  const summary: ImportSummary = {
    url: fetched.url,
    publisher,
    feedTitle: feed.title,
    count: feed.items.length,
    stored: options.store !== undefined,
    firstTitles: feed.items.slice(0, 5).map((item) => item.title),
  };
  return { ok: true, summary, items: feed.items };
}
