import type { ImageFormat, ImageKind, ImageWidth } from './images';

export const IMAGES_PATH = '/api/v3/images';

export interface ImageUrlOptions {
  readonly height?: number;
  /** Omit to let the server pick from the Accept header (WebP when the client accepts it). */
  readonly format?: ImageFormat;
  /** Absolute origin such as "https://cdn.example.com"; omit for a root-relative URL. */
  readonly baseUrl?: string;
}

/**
 * URL of a generated image, as served by `GET /api/v3/images/:kind/:id`. The width type is the
 * allow-list, so the seed and loaders cannot build a URL the route would refuse.
 */
export function imageUrl(kind: ImageKind, id: string, width: ImageWidth, opts: ImageUrlOptions = {}): string {
  const query = new URLSearchParams({ w: String(width) });
  if (opts.height !== undefined) query.set('h', String(opts.height));
  if (opts.format !== undefined) query.set('fmt', opts.format);
  const path = `${IMAGES_PATH}/${kind}/${encodeURIComponent(id)}?${query.toString()}`;
  return opts.baseUrl === undefined ? path : `${opts.baseUrl.replace(/\/+$/, '')}${path}`;
}
