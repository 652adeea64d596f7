/**
 * Rasterises the generated SVGs with sharp. Sizes come from a small allow-list so a client cannot
 * make the server render (and cache) arbitrary dimensions; 400x400 is the share image (spec §9).
 */
import sharp from 'sharp';
import { ByteLru, type ByteLruStats } from './byte-lru';
import { articleSvg, crestSvg, leagueSvg, matchSvg, sectionCardSvg, type MatchInput } from './render';
import { eventCardSvg, storyCardSvg } from './share-card';

/**
 * match: a match story's picture (both crests and the score), drawn from the sporting event.
 * story-card, event-card, site-card: share cards (share-card.ts) of a story, an event and the site.
 */
export const IMAGE_KINDS = [
  'crest',
  'league',
  'article',
  'match',
  'story-card',
  'event-card',
  'site-card',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** svg: the drawing itself, smallest of all and sharp at every size. */
export const IMAGE_FORMATS = ['webp', 'jpeg', 'png', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Widths in px; they cover the breakpoints of spec §9 at 1x and 2x plus crest thumbnails. */
/** 1200: the share card (1200×630). */
export const IMAGE_WIDTHS = [48, 64, 96, 128, 200, 320, 400, 480, 640, 800, 1024, 1200, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Allowed width:height ratios; an explicit height must match one of them for the given width. */
export const IMAGE_ASPECTS: readonly (readonly [number, number])[] = [
  [1, 1],
  [16, 9],
  [4, 3],
  [3, 2],
  // Open Graph's large card: 1200×630.
  [40, 21],
];

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

export interface RenderImageInput {
  readonly kind: ImageKind;
  readonly id: string;
  /** Team/league name or article title; used for the badge code and the SVG's accessible title. */
  readonly name?: string;
  readonly code?: string;
  /** Article section: its key picks the card's colour, its name is printed on it. */
  readonly section?: string;
  readonly sectionName?: string;
  /** The two sides and the score of a match picture. */
  readonly match?: Omit<MatchInput, 'width' | 'height'>;
  /** A share card's title (a story's title, the site's description). */
  readonly title?: string;
  /** The brand printed on share cards (the site's name). */
  readonly brand?: string;
  readonly width: number;
  /** Defaults to square for crests and leagues and 16:9 for articles. */
  readonly height?: number;
  readonly format: ImageFormat;
}

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}

export function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** The final pixel size, or undefined when the width or the width/height pair is not allowed. */
export function resolveImageSize(
  kind: ImageKind,
  width: number,
  height?: number,
): { width: number; height: number } | undefined {
  if (!isImageWidth(width)) return undefined;
  if (height === undefined) {
    if (kind.endsWith('-card')) return { width, height: Math.round((width * 21) / 40) };
    const wide = kind === 'article' || kind === 'match';
    return { width, height: wide ? Math.round((width * 9) / 16) : width };
  }
  const allowed = IMAGE_ASPECTS.some(([w, h]) => Math.round((width * h) / w) === height);
  return allowed ? { width, height } : undefined;
}

export interface ImageRendererOptions {
  /** Cache budget in bytes of encoded images. */
  readonly maxCacheBytes?: number;
}

export interface ImageRenderer {
  renderImage(input: RenderImageInput): Promise<Buffer>;
  cacheStats(): ByteLruStats;
}

const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

export function createImageRenderer(options: ImageRendererOptions = {}): ImageRenderer {
  const cache = new ByteLru(options.maxCacheBytes ?? DEFAULT_CACHE_BYTES);
  // Concurrent requests for the same picture share one render instead of racing to fill the cache.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function renderImage(input: RenderImageInput): Promise<Buffer> {
    const size = resolveImageSize(input.kind, input.width, input.height);
    if (!size) throw new RangeError(`Image size ${input.width}x${input.height ?? 'auto'} is not allowed`);
    const key = JSON.stringify([
      input.kind,
      input.id,
      input.name,
      input.code,
      input.section,
      input.sectionName,
      input.match,
      input.title,
      input.brand,
      size,
      input.format,
    ]);
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const job = rasterise(input, size)
      .then((buffer) => {
        cache.set(key, buffer);
        return buffer;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  }

  return { renderImage, cacheStats: () => cache.stats() };
}

const defaultRenderer = createImageRenderer();

/** Renders with the process-wide cache. */
export function renderImage(input: RenderImageInput): Promise<Buffer> {
  return defaultRenderer.renderImage(input);
}

/** The brand on share cards when the lookup names none (the bundled site's name). */
const BRAND = 'Onda Notícias';

function svgFor(input: RenderImageInput, size: { width: number; height: number }): string {
  const name = input.name ?? titleFromId(input.id);
  switch (input.kind) {
    case 'crest':
      return crestSvg({ id: input.id, name, code: input.code, ...size });
    case 'league':
      return leagueSvg({ id: input.id, name, code: input.code, ...size });
    case 'article':
      return input.section && input.sectionName
        ? sectionCardSvg({ id: input.id, sectionKey: input.section, sectionName: input.sectionName, ...size })
        : articleSvg({ id: input.id, title: input.name, section: input.section, ...size });
    case 'match':
      return input.match
        ? matchSvg({ ...input.match, ...size })
        : articleSvg({ id: input.id, title: input.name, section: 'sports', ...size });
    case 'story-card':
    case 'site-card':
      return storyCardSvg({
        id: input.id,
        title: input.title ?? name,
        sectionKey: input.section ?? '',
        sectionName: input.sectionName ?? '',
        brand: input.brand ?? BRAND,
        ...size,
      });
    case 'event-card':
      return input.match
        ? eventCardSvg({ id: input.id, brand: input.brand ?? BRAND, ...input.match, ...size })
        : storyCardSvg({
            id: input.id,
            title: name,
            sectionKey: 'sports',
            sectionName: '',
            brand: BRAND,
            ...size,
          });
  }
}

async function rasterise(input: RenderImageInput, size: { width: number; height: number }): Promise<Buffer> {
  // The SVG already carries the target size, so librsvg draws at exactly width x height at 72 dpi.
  const svg = svgFor(input, size);
  if (input.format === 'svg') return Buffer.from(svg);
  const image = sharp(Buffer.from(svg), { density: 72 });
  switch (input.format) {
    case 'webp':
      return image.webp({ quality: 82, alphaQuality: 90, effort: 4 }).toBuffer();
    case 'jpeg':
      // JPEG has no alpha: badges sit on white, as they would on the page.
      return image.flatten({ background: '#FFFFFF' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      // Badges are flat colour, so a palette PNG is a fraction of the size at no visible cost.
      return image
        .png({ compressionLevel: 9, palette: input.kind === 'crest' || input.kind === 'league' })
        .toBuffer();
  }
}

/** "sao-paulo" -> "Sao Paulo": a readable default when no lookup supplied the name. */
function titleFromId(id: string): string {
  return id
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
