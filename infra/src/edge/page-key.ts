/**
 * What a server-rendered page is made of, besides data (page-cache.ts keys pages by it): the path
 * and query, the locale and time zone the reader's cookies choose, whether the cookie banner shows
 * (consent cookie), Save-Data, and the active versions of the registry (through RegistryStore, so
 * an activation gives new pages). The render is given these and nothing else of the request: the
 * layout sees only the consent cookie (`renderCookies`), so a page cannot depend on a reader.
 */
import { createHash } from 'node:crypto';
import { COOKIES, readCookie, type ActiveRegistry, type Locale } from 'shared-contracts';

export interface PageKeyParts {
  /** Path and query as requested. */
  readonly url: string;
  readonly locale: Locale;
  readonly timeZone: string;
  readonly consent: boolean;
  readonly saveData: boolean;
  readonly shell: string;
  readonly registry: ActiveRegistry;
}

/** The query's parameters in order, so the same page asked in any order is one page. */
export function normalUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query === '' ? url.slice(0, at) : `${url.slice(0, at)}?${query}`;
}

/** The active versions as one short revision: any activation or rollback changes it. */
export function registryRevision(shell: string, registry: ActiveRegistry): string {
  const versions = Object.entries(registry.remotes)
    .map(([name, entry]) => `${name}@${entry?.version ?? ''}`)
    .sort()
    .join(',');
  return createHash('sha1').update(`shell@${shell},${versions}`).digest('base64url').slice(0, 16);
}

export function pageKey(parts: PageKeyParts): string {
  return [
    'page:v1',
    registryRevision(parts.shell, parts.registry),
    parts.locale,
    parts.timeZone,
    parts.consent ? 'c1' : 'c0',
    parts.saveData ? 's1' : 's0',
    normalUrl(parts.url),
  ].join('|');
}

export const hasConsent = (cookieHeader: string | undefined): boolean =>
  readCookie(cookieHeader ?? '', COOKIES.cookieConsent) !== undefined;

/** The cookies a page's layout may see: only the consent cookie (the banner shows without it). */
export const renderCookies = (consent: boolean): string => (consent ? `${COOKIES.cookieConsent}=1` : '');
