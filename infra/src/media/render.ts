/**
 * Generated artwork as SVG strings. The product holds no photo or crest rights (spec §3 photos,
 * §9 share image), so every crest, league badge and article picture is drawn from a hash of its
 * id: deterministic, cacheable forever, and free of anyone's trademarks or colours.
 */
import { badgeCode } from './badge-code';
import { hslHex, readableTextOn } from './color';
import { hashString, seededRandom, type Random } from './seeded';
import { xmlEscape } from './xml-escape';

export interface SvgSize {
  /** Output size in px; the drawing keeps its aspect ratio inside it. */
  readonly width?: number;
  readonly height?: number;
}

export interface BadgeInput extends SvgSize {
  readonly id: string;
  readonly name: string;
  readonly code?: string;
}

export interface ArticleInput extends SvgSize {
  readonly id: string;
  /** Only used as the accessible title: pictures carry no text so they work in every language. */
  readonly title?: string;
  /** Biases the palette (sports greens, news blues, entertainment magentas). */
  readonly section?: string;
}

export interface BadgePalette {
  readonly fill: string;
  readonly accent: string;
  readonly outline: string;
  /** Black or white, always at least 4.5:1 against `fill`. */
  readonly text: string;
}

// Fonts present on common Linux images first: librsvg resolves these through fontconfig.
const FONT_STACK = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** Crest colours for an id; exported so tests and other renderers can rely on the same palette. */
export function badgePalette(seed: string): BadgePalette {
  const rnd = seededRandom(`palette:${seed}`);
  const hue = rnd.range(0, 360);
  const fill = hslHex(hue, rnd.range(0.55, 0.85), rnd.range(0.28, 0.5));
  const accent = rnd.next() < 0.3 ? '#FFFFFF' : hslHex(hue + rnd.pick([150, 180, 210, 40]), 0.7, 0.8);
  return { fill, accent, outline: hslHex(hue, 0.6, 0.16), text: readableTextOn(fill) };
}

// Shield, heater shield, roundel and rounded badge outlines in a 100x100 box.
const CREST_SHAPES: readonly [string, ...string[]] = [
  'M50 4 L88 14 V46 C88 70 72 86 50 96 C28 86 12 70 12 46 V14 Z',
  'M14 8 H86 V44 C86 70 70 86 50 96 C30 86 14 70 14 44 Z',
  'M50 5 A45 45 0 1 1 49.99 5 Z',
  'M50 4 C68 4 86 10 86 22 V60 C86 80 68 92 50 96 C32 92 14 80 14 60 V22 C14 10 32 4 50 4 Z',
];

// Patterns stay off the centre or sit under the haloed code, so the code is always read on `fill`.
const CREST_PATTERNS: readonly [string, ...string[]] = [
  '<rect x="0" y="0" width="100" height="27" fill="A"/>',
  '<rect x="0" y="74" width="100" height="26" fill="A"/>',
  '<rect x="10" y="0" width="9" height="100" fill="A"/><rect x="81" y="0" width="9" height="100" fill="A"/>',
  '<path d="M-10 8 L8 -10 L110 92 L92 110 Z" fill="A"/>',
  '<path d="M0 0 L50 30 L100 0 V12 L50 42 L0 12 Z" fill="A"/>',
  '',
];

export function crestSvg(input: BadgeInput): string {
  const rnd = seededRandom(`crest:${input.id}`);
  const palette = badgePalette(input.id);
  const shape = rnd.pick(CREST_SHAPES);
  const pattern = rnd.pick(CREST_PATTERNS).replace(/fill="A"/g, `fill="${palette.accent}"`);
  const clip = `c${hashString(input.id).toString(36)}`;
  const body = [
    `<defs><clipPath id="${clip}"><path d="${shape}"/></clipPath></defs>`,
    `<path d="${shape}" fill="${palette.fill}"/>`,
    `<g clip-path="url(#${clip})">${pattern}<rect x="0" y="0" width="100" height="48" fill="#FFFFFF" opacity="0.07"/></g>`,
    `<path d="${shape}" fill="none" stroke="${palette.outline}" stroke-width="3" stroke-linejoin="round"/>`,
    codeText(badgeCode(input.name, input.code, input.id), palette, 52),
  ].join('');
  return svgDocument(input, 100, 100, 'meet', input.name, body);
}

export function leagueSvg(input: BadgeInput): string {
  const rnd = seededRandom(`league:${input.id}`);
  const palette = badgePalette(`league:${input.id}`);
  const dots = 8 + 2 * rnd.int(5);
  const ring = Array.from({ length: dots }, (_, i) => {
    const angle = (i / dots) * 2 * Math.PI - Math.PI / 2;
    return `<circle cx="${fmt(50 + 40 * Math.cos(angle))}" cy="${fmt(50 + 40 * Math.sin(angle))}" r="2.6" fill="${palette.accent}"/>`;
  }).join('');
  const outer =
    rnd.next() < 0.5
      ? '<circle cx="50" cy="50" r="47"'
      : '<path d="M50 2 L91.6 26 V74 L50 98 L8.4 74 V26 Z" stroke-linejoin="round"';
  const body = [
    `${outer} fill="${palette.outline}"/>`,
    ring,
    `<circle cx="50" cy="50" r="33" fill="${palette.fill}" stroke="${palette.accent}" stroke-width="2.5"/>`,
    codeText(badgeCode(input.name, input.code, input.id), palette, 50, 0.78),
  ].join('');
  return svgDocument(input, 100, 100, 'meet', input.name, body);
}

/** Section keys (pt and en) to a hue range for article art. */
const SECTION_HUES: Record<string, readonly [number, number]> = {
  sports: [95, 165],
  esportes: [95, 165],
  news: [195, 250],
  noticias: [195, 250],
  entertainment: [285, 345],
  entretenimento: [285, 345],
  tv: [15, 50],
  videos: [15, 50],
};

export function articleSvg(input: ArticleInput): string {
  const rnd = seededRandom(`article:${input.id}`);
  const sectionKey = (input.section ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const [hueMin, hueMax] = SECTION_HUES[sectionKey] ?? [0, 360];
  const hue = rnd.range(hueMin, hueMax);
  const shift = rnd.range(25, 70) * (rnd.next() < 0.5 ? -1 : 1);
  const sat = rnd.range(0.5, 0.75);
  const uid = `a${hashString(input.id).toString(36)}`;
  const angle = rnd.range(0, Math.PI);
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(angle) / 2,
    0.5 - Math.sin(angle) / 2,
    0.5 + Math.cos(angle) / 2,
    0.5 + Math.sin(angle) / 2,
  ];
  const defs: string[] = [
    `<linearGradient id="${uid}bg" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}">` +
      `<stop offset="0" stop-color="${hslHex(hue, sat, rnd.range(0.14, 0.24))}"/>` +
      `<stop offset="1" stop-color="${hslHex(hue + shift, sat, rnd.range(0.36, 0.48))}"/></linearGradient>`,
    `<radialGradient id="${uid}vg" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`,
  ];
  const shapes: string[] = [`<rect width="1600" height="900" fill="url(#${uid}bg)"/>`];
  shapes.push(...orbs(rnd, uid, defs, hue, shift, sat));
  shapes.push(...bands(rnd));
  shapes.push(...rings(rnd));
  shapes.push(dotGrid(rnd, uid, defs));
  shapes.push(`<rect width="1600" height="900" fill="url(#${uid}vg)"/>`);
  const body = `<defs>${defs.join('')}</defs>${shapes.join('')}`;
  return svgDocument(input, 1600, 900, 'slice', input.title ?? '', body);
}

/** Soft glowing discs: radial gradients fading to transparent look blurred without a costly filter. */
function orbs(rnd: Random, uid: string, defs: string[], hue: number, shift: number, sat: number): string[] {
  const count = 3 + rnd.int(3);
  return Array.from({ length: count }, (_, i) => {
    const colour = hslHex(hue + rnd.pick([0, shift, shift / 2, 180]), sat + 0.15, rnd.range(0.5, 0.72));
    defs.push(
      `<radialGradient id="${uid}o${i}"><stop offset="0" stop-color="${colour}" stop-opacity="${fmt(rnd.range(0.45, 0.8))}"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    const r = rnd.range(220, 560);
    return `<circle cx="${fmt(rnd.range(0, 1600))}" cy="${fmt(rnd.range(0, 900))}" r="${fmt(r)}" fill="url(#${uid}o${i})"/>`;
  });
}

function bands(rnd: Random): string[] {
  const count = 1 + rnd.int(3);
  const slope = rnd.range(-500, 500);
  return Array.from({ length: count }, () => {
    const x = rnd.range(-200, 1600);
    const w = rnd.range(60, 260);
    const points = [
      [x, -50],
      [x + w, -50],
      [x + w + slope, 950],
      [x + slope, 950],
    ]
      .map(([px, py]) => `${fmt(px ?? 0)},${fmt(py ?? 0)}`)
      .join(' ');
    return `<polygon points="${points}" fill="#FFFFFF" opacity="${fmt(rnd.range(0.04, 0.1))}"/>`;
  });
}

function rings(rnd: Random): string[] {
  return Array.from({ length: rnd.int(3) }, () => {
    const stroke = fmt(rnd.range(4, 18));
    return (
      `<circle cx="${fmt(rnd.range(100, 1500))}" cy="${fmt(rnd.range(100, 800))}" r="${fmt(rnd.range(80, 320))}" ` +
      `fill="none" stroke="#FFFFFF" stroke-width="${stroke}" opacity="${fmt(rnd.range(0.08, 0.2))}"/>`
    );
  });
}

function dotGrid(rnd: Random, uid: string, defs: string[]): string {
  const step = fmt(rnd.range(22, 40));
  defs.push(
    `<pattern id="${uid}dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
      `<circle cx="3" cy="3" r="2.5" fill="#FFFFFF"/></pattern>`,
  );
  const x = rnd.range(0, 1100);
  const y = rnd.range(0, 500);
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(rnd.range(240, 500))}" height="${fmt(rnd.range(180, 400))}" fill="url(#${uid}dots)" opacity="0.18"/>`;
}

/**
 * The code, centred on the badge. The halo (a stroke in the fill colour painted under the glyphs)
 * keeps the 4.5:1 pair even where a pattern runs behind the letters.
 */
function codeText(code: string, palette: BadgePalette, centreY: number, scale = 1): string {
  const fontSize = (code.length === 1 ? 44 : code.length === 2 ? 36 : 28) * scale;
  // Cap height is about 0.72em in the fallback fonts; put the baseline so the caps sit centred.
  const baseline = centreY + fontSize * 0.36;
  return (
    `<text x="50" y="${fmt(baseline)}" text-anchor="middle" font-family="${FONT_STACK}" font-weight="700" ` +
    `font-size="${fmt(fontSize)}" fill="${palette.text}" stroke="${palette.fill}" stroke-width="4" ` +
    `stroke-linejoin="round" paint-order="stroke">${xmlEscape(code)}</text>`
  );
}

function svgDocument(
  size: SvgSize,
  viewWidth: number,
  viewHeight: number,
  fit: 'meet' | 'slice',
  label: string,
  body: string,
): string {
  const width = size.width ?? (fit === 'meet' ? 256 : 1280);
  const height = size.height ?? Math.round((width * viewHeight) / viewWidth);
  const title = label ? `<title>${xmlEscape(label)}</title>` : '';
  const a11y = label ? `role="img" aria-label="${xmlEscape(label)}"` : 'aria-hidden="true"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid ${fit}" ${a11y}>${title}${body}</svg>`
  );
}

/** One decimal keeps the SVG short and byte-identical across runs. */
function fmt(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

/** One side of a match picture. */
export interface MatchSide {
  readonly id: string;
  readonly name: string;
  readonly code?: string;
}

export interface MatchInput extends SvgSize {
  readonly home: MatchSide;
  readonly away: MatchSide;
  /** Goals, or null before the final whistle (the picture then shows "x"). */
  readonly score: { readonly home: number; readonly away: number } | null;
  /** Competition shown above the crests (e.g. "Brasileirão Série A"). */
  readonly league?: string;
}

/** Section colours of the typographic cards: dark enough for white text (at least 4.5:1). */
export const SECTION_COLOURS: Record<string, string> = {
  sports: '#0b6b3a',
  news: '#0047a3',
  entertainment: '#8e1f6b',
  tv: '#9a3a06',
  lifestyle: '#7a3e00',
  technology: '#3538cd',
  'world-cup': '#065f46',
};
const DEFAULT_SECTION_COLOUR = '#344054';

/**
 * A match story's picture: both crests (the same drawings as crestSvg) with the score between
 * them and the teams' names below: what the story is about, readable at thumbnail size.
 */
export function matchSvg(input: MatchInput): string {
  const background = SECTION_COLOURS['sports'] ?? DEFAULT_SECTION_COLOUR;
  const crest = (side: MatchSide, x: number) =>
    crestSvg({ id: side.id, name: side.name, code: side.code, width: 380, height: 380 }).replace(
      '<svg ',
      `<svg x="${x}" y="200" `,
    );
  const score = input.score ? `${input.score.home} × ${input.score.away}` : '×';
  const label = input.score
    ? `${input.home.name} ${input.score.home} × ${input.score.away} ${input.away.name}`
    : `${input.home.name} × ${input.away.name}`;
  const name = (text: string, x: number) =>
    `<text x="${x}" y="680" text-anchor="middle" font-family="${FONT_STACK}" font-weight="700" font-size="56" fill="#FFFFFF">${xmlEscape(shorten(text, 18))}</text>`;
  const body = [
    `<rect width="1600" height="900" fill="${background}"/>`,
    `<rect y="760" width="1600" height="140" fill="#000000" opacity="0.18"/>`,
    input.league
      ? `<text x="800" y="130" text-anchor="middle" font-family="${FONT_STACK}" font-weight="700" font-size="52" fill="#FFFFFF">${xmlEscape(shorten(input.league, 40))}</text>`
      : '',
    crest(input.home, 150),
    crest(input.away, 1070),
    `<text x="800" y="470" text-anchor="middle" font-family="${FONT_STACK}" font-weight="700" font-size="${input.score ? 150 : 120}" fill="#FFFFFF">${score}</text>`,
    name(input.home.name, 340),
    name(input.away.name, 1260),
    `<text x="800" y="850" text-anchor="middle" font-family="${FONT_STACK}" font-size="44" fill="#FFFFFF">Onda Esportes</text>`,
  ].join('');
  return svgDocument(input, 1600, 900, 'meet', label, body);
}

export interface SectionCardInput extends SvgSize {
  /** Seeds the card's pattern, so neighbouring stories of one section differ a little. */
  readonly id: string;
  /** The section's key (colour) and its name as readers see it. */
  readonly sectionKey: string;
  readonly sectionName: string;
}

/**
 * A typographic card for a story without a photo: the section's colour and name. It repeats
 * what the page says next to it, so pages use it as a decorative image (empty alt).
 */
export function sectionCardSvg(input: SectionCardInput): string {
  const colour = SECTION_COLOURS[input.sectionKey] ?? DEFAULT_SECTION_COLOUR;
  const rnd = seededRandom(`card:${input.id}`);
  const stripes = Array.from({ length: 3 }, (_, i) => {
    const x = 900 + i * 180 + rnd.range(-40, 40);
    return `<polygon points="${fmt(x)},0 ${fmt(x + 90)},0 ${fmt(x + 390)},900 ${fmt(x + 300)},900" fill="#FFFFFF" opacity="${fmt(rnd.range(0.06, 0.12))}"/>`;
  }).join('');
  const name = shorten(input.sectionName, 22);
  const size = name.length > 10 ? 120 : 160;
  const body = [
    `<rect width="1600" height="900" fill="${colour}"/>`,
    stripes,
    `<rect x="120" y="330" width="140" height="16" fill="#FFFFFF"/>`,
    `<text x="120" y="${fmt(400 + size * 0.72)}" font-family="${FONT_STACK}" font-weight="700" font-size="${size}" fill="#FFFFFF">${xmlEscape(name)}</text>`,
    `<text x="120" y="820" font-family="${FONT_STACK}" font-size="48" fill="#FFFFFF" opacity="0.9">Onda Notícias</text>`,
  ].join('');
  return svgDocument(input, 1600, 900, 'slice', '', body);
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
