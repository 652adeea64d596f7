/**
 * Links, image URLs and paths from the API are hostile data (article bodies, imported feeds):
 * they reach an href or src only after their scheme is checked — no javascript:, data:,
 * vbscript: or protocol-relative //host.
 */

// Whitespace and control characters can hide a scheme from naive checks ("java\tscript:").
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

/** A path of this site: exactly one leading '/', never '//host'. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARS.test(value);
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (UNSAFE_CHARS.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The site's generated images (infra media routes) take a width and an optional height. */
const IMAGE_PATH = /^\/api\/v3\/images\/article\/[a-z0-9][a-z0-9_-]{0,79}\?/;
/** Widths the image route serves (a subset of its allow-list) for srcset. */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280] as const;

export interface ResponsiveImage {
  readonly src: string;
  readonly srcSet?: string;
}

/**
 * An img src/srcset for an article photo. The API gives one `original` URL; for the site's own
 * image route the width (and, for cards, a 16:9 height) is chosen per screen; other http(s)
 * photos are used as they are; anything else gives no image.
 */
export function responsiveImage(original: string | undefined, aspect?: 'wide'): ResponsiveImage | undefined {
  if (!original) return undefined;
  if (isSitePath(original) && IMAGE_PATH.test(original)) {
    const at = (width: number) => {
      const url = new URL(original, 'http://site.invalid');
      url.searchParams.set('w', String(width));
      if (aspect === 'wide') url.searchParams.set('h', String(Math.round((width * 9) / 16)));
      else url.searchParams.delete('h');
      return `${url.pathname}${url.search}`;
    };
    return { src: at(800), srcSet: IMAGE_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') };
  }
  if (isHttpUrl(original)) return { src: original };
  return undefined;
}
