/**
 * The reader's canary bucket (COOKIES.bucket): read from the cookie, or drawn for a first visit
 * and set on the page's answer, so the page, its reloads and the browser's loads of remotes all
 * use the versions of one bucket (infra/src/registry/document.ts). Its own cookie, apart from the
 * PSID: it carries no identity, so it is set before any consent question and never sent to the API.
 */
import { BUCKET_COOKIE_MAX_AGE, COOKIES, readCookie } from 'shared-contracts';
import { bucketOf, newBucket } from '../registry/document';

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
