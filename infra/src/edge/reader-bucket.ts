/**
 * The reader's canary bucket (COOKIES.bucket) and the versions it gives them. While a canary runs,
 * a reader without a bucket is drawn one, set on the page's answer, so the page, its reloads and
 * the browser's loads of remotes all use the versions of one bucket (infra/src/registry/document.ts).
 * With no canary every reader gets the same versions: no cookie is set, and pages stay fit for
 * shared caches. Its own cookie, apart from the PSID: it carries no identity, so it is set before
 * any consent question and never sent to the API.
 */
import { BUCKET_COOKIE_MAX_AGE, COOKIES, readCookie, type ActiveRegistry } from 'shared-contracts';
import { bucketOf, hasCanary, newBucket } from '../registry/document';
import type { RegistryStore } from '../registry/store';

export interface ReaderBucket {
  readonly bucket: number;
  /** A Set-Cookie value when the bucket was drawn for this answer. */
  readonly setCookie?: string;
}

export function readerBucketOf(
  cookieHeader: string | undefined,
  secure: boolean,
  draw: () => number = newBucket,
): ReaderBucket {
  const known = bucketOf(readCookie(cookieHeader ?? '', COOKIES.bucket));
  if (known !== undefined) return { bucket: known };
  const bucket = draw();
  return {
    bucket,
    setCookie: `${COOKIES.bucket}=${bucket}; Max-Age=${BUCKET_COOKIE_MAX_AGE}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}

/** The bucket of a request that does not set one (the registry document, beacons). */
export const knownBucketOf = (cookieHeader: string | undefined): number | undefined =>
  bucketOf(readCookie(cookieHeader ?? '', COOKIES.bucket));

export interface ReaderVersions {
  readonly shell: string | undefined;
  readonly registry: ActiveRegistry;
  /** A Set-Cookie value when a bucket was drawn for this answer. */
  readonly setCookie?: string;
  /**
   * Whether shared caches may keep the page: not while a canary runs, as their key does not carry
   * the bucket (docs/deploy/nginx.conf); the page cache's key carries the versions instead.
   */
  readonly shared: boolean;
}

/** The versions of a page request, read once so the page and its cache key agree. */
export function readerVersionsOf(
  registry: RegistryStore,
  cookieHeader: string | undefined,
  secure: boolean,
): ReaderVersions {
  const canary = hasCanary(registry.state());
  const known = knownBucketOf(cookieHeader);
  const drawn = canary && known === undefined ? readerBucketOf(undefined, secure) : undefined;
  const bucket = known ?? drawn?.bucket;
  return {
    shell: registry.active('shell', bucket),
    registry: registry.activeRegistry(bucket),
    ...(drawn?.setCookie ? { setCookie: drawn.setCookie } : {}),
    shared: !canary,
  };
}
