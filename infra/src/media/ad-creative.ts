/**
 * The house ads' pictures (spec 9 slot sizes), drawn by the ad server as SVG from the creative's
 * words and theme and rasterised with sharp: no image from elsewhere, sharp at every size, and
 * the same picture for the same words (so it is cached by a hash of them). A headline, a line
 * of text, a button and the brand's wave mark, laid out for the slot's shape: billboard
 * (970x250), leaderboard (728x90), mobile banner (320x100) and medium rectangle (300x250).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ByteLru } from './byte-lru';
import { readableTextOn } from './color';
import { wrapLines } from './video-clip';
import { xmlEscape } from './xml-escape';

export interface CreativeArt {
  readonly width: number;
  readonly height: number;
  readonly headline: string;
  readonly subline: string;
  readonly cta: string;
  /** One of AD_THEMES' names; an unknown one draws in blue. */
  readonly theme: string;
  readonly alt: string;
}

export const AD_THEMES: Readonly<Record<string, { from: string; to: string; button: string }>> = {
  blue: { from: '#002a5c', to: '#0050b3', button: '#f79009' },
  orange: { from: '#b54708', to: '#f79009', button: '#002a5c' },
  teal: { from: '#0e4f4f', to: '#0f766e', button: '#fdb022' },
  green: { from: '#054f31', to: '#087443', button: '#ffffff' },
};

export const CREATIVE_FORMATS = ['webp', 'png', 'svg'] as const;
export type CreativeFormat = (typeof CREATIVE_FORMATS)[number];

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** A hash of what the picture shows: its URL changes when the words do. */
export function creativeVersion(art: CreativeArt): string {
  return createHash('sha256')
    .update(JSON.stringify([art.width, art.height, art.headline, art.subline, art.cta, art.theme]))
    .digest('hex')
    .slice(0, 10);
}

interface TextStyle {
  /** Largest and smallest font size tried, and the most lines allowed. */
  readonly max: number;
  readonly min: number;
  readonly lines: number;
}

interface Layout {
  readonly textX: number;
  readonly textTop: number;
  /** Width the text may take, in px. */
  readonly textWidth: number;
  readonly head: TextStyle;
  readonly sub: TextStyle;
  readonly button: { x: number; y: number; w: number; h: number; size: number };
  readonly mark: { cx: number; cy: number; r: number };
}

/** DejaVu Sans is about 0.6 em wide per character on average (bold a little more). */
const EM_PER_CHAR = 0.6;
const buttonWidth = (cta: string, size: number) => Math.ceil(cta.length * size * 0.64) + size * 2;

function layoutOf(width: number, height: number, cta: string): Layout {
  if (height >= 200 && width >= 600) {
    // Billboard: mark on the left, headline, line and button stacked beside it.
    const w = buttonWidth(cta, 24);
    return {
      textX: 190,
      textTop: 78,
      textWidth: width - 190 - 40,
      head: { max: 46, min: 30, lines: 1 },
      sub: { max: 24, min: 16, lines: 1 },
      button: { x: 190, y: height - 86, w, h: 56, size: 24 },
      mark: { cx: 95, cy: height / 2, r: 62 },
    };
  }
  if (height >= 200) {
    // Medium rectangle: mark in the corner, text stacked, button at the bottom.
    const w = buttonWidth(cta, 18);
    return {
      textX: 24,
      textTop: 84,
      textWidth: width - 48,
      head: { max: 24, min: 18, lines: 2 },
      sub: { max: 15, min: 12, lines: 2 },
      button: { x: 24, y: height - 66, w, h: 44, size: 18 },
      mark: { cx: width - 46, cy: 46, r: 26 },
    };
  }
  if (width >= 600) {
    // Leaderboard: mark, two lines of text, button on the right.
    const w = buttonWidth(cta, 17);
    const x = width - w - 20;
    return {
      textX: 92,
      textTop: 38,
      textWidth: x - 92 - 20,
      head: { max: 24, min: 16, lines: 1 },
      sub: { max: 14, min: 11, lines: 1 },
      button: { x, y: height / 2 - 21, w, h: 42, size: 17 },
      mark: { cx: 46, cy: height / 2, r: 28 },
    };
  }
  // Mobile banner: one headline, one line, button under the mark on the right.
  const w = buttonWidth(cta, 13);
  return {
    textX: 14,
    textTop: 30,
    textWidth: width - 14 - 48,
    head: { max: 18, min: 12, lines: 1 },
    sub: { max: 12, min: 9, lines: 1 },
    button: { x: width - w - 12, y: height - 36, w, h: 28, size: 13 },
    mark: { cx: width - 28, cy: 26, r: 16 },
  };
}

/** The largest size at which `text` fits `width` in at most `style.lines` lines (cut at the smallest). */
export function fitText(text: string, width: number, style: TextStyle): { size: number; lines: string[] } {
  for (let size = style.max; size >= style.min; size -= 1) {
    const lines = wrapLines(text, Math.floor(width / (size * EM_PER_CHAR)));
    if (lines.length <= style.lines) return { size, lines };
  }
  const lines = wrapLines(text, Math.floor(width / (style.min * EM_PER_CHAR)));
  const kept = lines.slice(0, style.lines);
  if (lines.length > kept.length) kept[kept.length - 1] = `${kept[kept.length - 1] ?? ''}…`;
  return { size: style.min, lines: kept };
}

/** The brand's mark: a disc with two waves. */
function markSvg({ cx, cy, r }: Layout['mark']): string {
  const wave = (dy: number) =>
    `<path d="M${cx - r * 0.62} ${cy + dy} q${r * 0.31} ${-r * 0.3} ${r * 0.62} 0 t${r * 0.62} 0" fill="none" stroke="#ffffff" stroke-width="${(r * 0.14).toFixed(1)}" stroke-linecap="round"/>`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.16"/>${wave(-r * 0.15)}${wave(r * 0.3)}`;
}

export function creativeSvg(art: CreativeArt): string {
  const theme = AD_THEMES[art.theme] ?? AD_THEMES.blue!;
  const { width, height } = art;
  const layout = layoutOf(width, height, art.cta);
  const head = fitText(art.headline, layout.textWidth, layout.head);
  let sub = fitText(art.subline, layout.textWidth, layout.sub);
  // Text stacked above the button stops above it: a long headline leaves room for one line.
  const bottom = (lines: number) =>
    layout.textTop + head.lines.length * head.size * 1.15 + lines * sub.size * 1.25;
  if (layout.button.x <= layout.textX && bottom(sub.lines.length) > layout.button.y - 4) {
    sub = fitText(art.subline, layout.textWidth, { ...layout.sub, lines: 1 });
  }
  let y = layout.textTop;
  const text: string[] = [];
  for (const line of head.lines) {
    text.push(
      `<text x="${layout.textX}" y="${y}" font-size="${head.size}" font-weight="700" fill="#ffffff">${xmlEscape(line)}</text>`,
    );
    y += head.size * 1.15;
  }
  y += sub.size * 0.35;
  for (const line of sub.lines) {
    text.push(
      `<text x="${layout.textX}" y="${y}" font-size="${sub.size}" fill="#ffffff" fill-opacity="0.92">${xmlEscape(line)}</text>`,
    );
    y += sub.size * 1.25;
  }
  const { x, y: by, w, h, size } = layout.button;
  const label = readableTextOn(theme.button);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xmlEscape(art.alt)}">`,
    `<title>${xmlEscape(art.alt)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${width * 0.92}" cy="${height * 1.1}" r="${Math.max(width, height) * 0.35}" fill="#ffffff" fill-opacity="0.06"/>`,
    markSvg(layout.mark),
    `<g font-family="${FONT}">`,
    ...text,
    `<rect x="${x}" y="${by}" width="${w}" height="${h}" rx="${h / 2}" fill="${theme.button}"/>`,
    `<text x="${x + w / 2}" y="${by + h / 2 + size * 0.36}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${label}">${xmlEscape(art.cta)}</text>`,
    '</g></svg>',
  ].join('');
}

const cache = new ByteLru(16 * 1024 * 1024);
const inFlight = new Map<string, Promise<Buffer>>();

/** The picture in a format, rendered once per version and format and kept in a bounded cache. */
export function renderCreative(art: CreativeArt, format: CreativeFormat): Promise<Buffer> {
  const key = `${creativeVersion(art)}.${format}`;
  const cached = cache.get(key);
  if (cached) return Promise.resolve(cached);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const svg = Buffer.from(creativeSvg(art));
  const job = (
    format === 'svg'
      ? Promise.resolve(svg)
      : format === 'webp'
        ? sharp(svg, { density: 72 }).webp({ quality: 80, effort: 4 }).toBuffer()
        : sharp(svg, { density: 72 }).png({ compressionLevel: 9, palette: true }).toBuffer()
  )
    .then((buffer) => {
      cache.set(key, buffer);
      return buffer;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
