import type { SiteConfig } from 'shared-contracts';
import type { PageHead } from '../html';

/** Reads the API in-process (app.inject): one code path for data, no network hop. */
export type ApiGet = (url: string) => Promise<{ statusCode: number; body: unknown }>;

/** Builds the head of one kind of page from its route params; undefined = site defaults. */
export type RouteHead = (
  params: Readonly<Record<string, string | undefined>>,
  context: { readonly config: SiteConfig; readonly get: ApiGet; readonly pathname: string },
) => Promise<Partial<PageHead> | undefined>;
