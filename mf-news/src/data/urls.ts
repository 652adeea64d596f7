/** Article photo URLs: the site's image route gets a width per screen (srcset). */
import { isHttpUrl, isSitePath } from 'shared-contracts';

/** The site's generated images (infra media routes) take a width and an optional height. */
const IMAGE_PATH = /^\/api\/v3\/images\/(?:article|match)\/[a-z0-9][a-z0-9_-]{0,79}\?/;
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
    // Parsed once per photo (a feed hydrates dozens of cards, seven addresses each).
    const url = new URL(original, 'http://site.invalid');
    const params = url.searchParams;
    const at = (width: number) => {
      params.set('w', String(width));
      if (aspect === 'wide') params.set('h', String(Math.round((width * 9) / 16)));
      else params.delete('h');
      return `${url.pathname}?${params.toString()}`;
    };
    return { src: at(800), srcSet: IMAGE_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') };
  }
  if (isHttpUrl(original)) return { src: original };
  return undefined;
}
