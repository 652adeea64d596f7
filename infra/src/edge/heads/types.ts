import type { Locale, SiteConfig } from 'shared-contracts';
import type { PageHead } from '../html';

/** Reads the API in-process (app.inject): one code path for data, no network hop. */
export type ApiGet = (url: string) => Promise<{ statusCode: number; body: unknown }>;

/** The page's item (article, video, event) does not exist: the page answers 404. */
export const MISSING = 'missing';

/** A page's own head; undefined = site defaults (no item to show, or it could not be read). */
export type HeadResult = Partial<PageHead> | typeof MISSING | undefined;

/** Builds the head of one kind of page from its route params. */
export type RouteHead = (
  params: Readonly<Record<string, string | undefined>>,
  context: {
    readonly config: SiteConfig;
    readonly get: ApiGet;
    readonly pathname: string;
    /** The page's language (texts the head writes itself); pt when not given. */
    readonly locale?: Locale;
  },
) => Promise<HeadResult>;
