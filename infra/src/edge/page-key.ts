/**
 * What a server-rendered page is made of, besides data (page-cache.ts keys pages by it): the path
 * and query, the locale and time zone the reader's cookies choose, whether the cookie banner shows
 * (the consent mark, docs/adr/014), Save-Data, and the active versions of the registry (through RegistryStore, so
 * an activation gives new pages). The render is given these and nothing else of the request: the
 * layout sees no cookie (`renderCookies`), so a page cannot depend on a reader.
 */
import { createHash } from 'node:crypto';
import {
  COOKIES,
  currentConsent,
  parseConsentValue,
  readCookie,
  type ActiveRegistry,
  type Locale,
} from 'shared-contracts';

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

/**
 * Whether the reader chose under the current policy (the `onda_consent` cookie, docs/adr/014):
 * such a page carries `<html data-consent>`, which hides the banner without scripts.
 */
export const hasConsent = (cookieHeader: string | undefined): boolean =>
  currentConsent(parseConsentValue(readCookie(cookieHeader ?? '', COOKIES.consent))) !== undefined;

/**
 * The cookies a page's layout may see: none. The banner is in every page and the consent mark
 * hides it (html.ts), so the render never depends on the reader's choice.
 */
export const renderCookies = (): string => '';
