/**
 * Share cards (shared-contracts share-images.ts): what a link preview shows, drawn for its own
 * shape instead of cropped from a wider picture, so the brand and the title always sit inside with
 * a margin. The wide card (1200×630) and the square (400×400) each have their own layout; a title
 * is wrapped at words into the lines that fit, and cut with an ellipsis after the last one.
 */
import { crestSvg, SECTION_COLOURS, type MatchInput, type MatchSide } from './render';
import { seededRandom } from './seeded';
import { xmlEscape } from './xml-escape';

// Fonts present on common Linux images first: librsvg resolves these through fontconfig.
const FONT_STACK = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const DEFAULT_COLOUR = '#344054';

export interface CardSize {
  readonly width: number;
  readonly height: number;
}

/** Where a card's parts go, in px of the card; one layout per shape. */
export interface CardLayout {
  readonly margin: number;
  readonly brandSize: number;
  readonly kickerSize: number;
  readonly titleSize: number;
  readonly lineHeight: number;
  /** Baseline of the title's first line. */
  readonly firstBaseline: number;
  readonly maxLines: number;
}

const WIDE: CardLayout = {
  margin: 64,
  brandSize: 40,
  kickerSize: 28,
  titleSize: 60,
  lineHeight: 74,
  firstBaseline: 270,
  maxLines: 4,
};
const SQUARE: CardLayout = {
  margin: 28,
  brandSize: 24,
  kickerSize: 17,
  titleSize: 30,
  lineHeight: 37,
  firstBaseline: 146,
  maxLines: 6,
};

export const cardLayout = (size: CardSize): CardLayout => (size.width / size.height > 1.3 ? WIDE : SQUARE);

/**
 * An upper bound of a text's width in em for the bold sans fonts above (DejaVu Sans Bold is the
 * widest of them): wrapping with it keeps every line inside the margin.
 */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[iljtfr.,:;'!|()\s]/.test(char)) width += 0.42;
    else if (/[mwMW@]/.test(char)) width += 1.08;
    else if (/[A-Z0-9ÀÁÂÃÉÊÍÓÔÕÚÇ]/u.test(char)) width += 0.8;
    else width += 0.7;
  }
  return width;
}

/** `text` in lines of at most `maxWidth` px at `fontSize`, at most `maxLines`, cut with "…". */
export function wrapTitle(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const fits = (line: string) => textWidthEm(line) * fontSize <= maxWidth;
  const lines: string[] = [];
  let current = '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    let word = words[i] ?? '';
    // A word longer than a line is cut where it stops fitting.
    while (!fits(word)) {
      let end = word.length - 1;
      while (end > 1 && !fits(`${word.slice(0, end)}-`)) end -= 1;
      if (current) lines.push(current);
      current = '';
      lines.push(`${word.slice(0, end)}-`);
      word = word.slice(end);
    }
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && !fits(`${last}…`)) last = last.replace(/\s*\S+$/, '');
  kept[maxLines - 1] = `${last.replace(/[\s.,;:!?-]+$/, '')}…`;
  return kept;
}

/** The title's lines of a story card of `size` and the baseline of each (what the e2e test reads). */
export function storyCardLines(title: string, size: CardSize): { text: string; baseline: number }[] {
  const layout = cardLayout(size);
  const lines = wrapTitle(title, layout.titleSize, size.width - 2 * layout.margin, layout.maxLines);
  return lines.map((text, i) => ({ text, baseline: layout.firstBaseline + i * layout.lineHeight }));
}

const text = (x: number, y: number, size: number, content: string, extra = ''): string =>
  `<text x="${x}" y="${y}" font-family="${FONT_STACK}" font-size="${size}" fill="#FFFFFF"${extra}>${xmlEscape(content)}</text>`;

/** The brand bar, the brand and the kicker (a section or league name), top left. */
function masthead(layout: CardLayout, brand: string, kicker: string): string {
  const { margin, brandSize, kickerSize } = layout;
  const brandBaseline = margin + Math.round(brandSize * 1.25);
  return [
    `<rect x="${margin}" y="${margin}" width="${brandSize * 2.4}" height="${Math.round(brandSize / 4)}" fill="#FFFFFF"/>`,
    text(margin, brandBaseline, brandSize, brand, ' font-weight="700"'),
    kicker
      ? text(
          margin,
          brandBaseline + Math.round(kickerSize * 1.6),
          kickerSize,
          kicker.toUpperCase(),
          ' opacity="0.9"',
        )
      : '',
  ].join('');
}

/** Light stripes along the right edge, seeded by the id so neighbouring cards differ a little. */
function stripes(id: string, size: CardSize): string {
  const rnd = seededRandom(`share:${id}`);
  const step = size.width / 9;
  return Array.from({ length: 3 }, (_, i) => {
    const x = size.width * 0.62 + i * step + rnd.range(-step / 4, step / 4);
    const slant = size.height * 0.45;
    return `<polygon points="${r(x)},0 ${r(x + step / 2)},0 ${r(x + step / 2 + slant)},${size.height} ${r(x + slant)},${size.height}" fill="#FFFFFF" opacity="${rnd.range(0.05, 0.1).toFixed(2)}"/>`;
  }).join('');
}

const r = (n: number): string => String(Math.round(n));

function document(size: CardSize, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${size.width} ${size.height}" role="img" aria-label="${xmlEscape(label)}">` +
    `<title>${xmlEscape(label)}</title>${body}</svg>`
  );
}

export interface StoryCardInput extends CardSize {
  readonly id: string;
  readonly title: string;
  /** The section's key (its colour) and its name as readers see it. */
  readonly sectionKey: string;
  readonly sectionName: string;
  readonly brand: string;
}

/** A story's (or a site page's) card: the section's colour, the brand, the section and the title. */
export function storyCardSvg(input: StoryCardInput): string {
  const layout = cardLayout(input);
  const colour = SECTION_COLOURS[input.sectionKey] ?? DEFAULT_COLOUR;
  const lines = storyCardLines(input.title, input).map(({ text: line, baseline }) =>
    text(layout.margin, baseline, layout.titleSize, line, ' font-weight="700"'),
  );
  const body = [
    `<rect width="${input.width}" height="${input.height}" fill="${colour}"/>`,
    stripes(input.id, input),
    masthead(layout, input.brand, input.sectionName),
    ...lines,
  ].join('');
  return document(input, input.title, body);
}

export interface EventCardInput extends CardSize, Omit<MatchInput, 'width' | 'height'> {
  readonly id: string;
  readonly brand: string;
}

/** An event's card: the league, both crests with the score (× before the end) and the teams. */
export function eventCardSvg(input: EventCardInput): string {
  const layout = cardLayout(input);
  const { width, height } = input;
  const wide = layout === WIDE;
  const crestSize = wide ? 230 : 96;
  const crestTop = wide ? 230 : 160;
  const crestX = (side: 'home' | 'away') =>
    side === 'home' ? (wide ? 150 : 28) : width - (wide ? 150 : 28) - crestSize;
  const crest = (side: MatchSide, x: number) =>
    crestSvg({ id: side.id, name: side.name, code: side.code, width: crestSize, height: crestSize }).replace(
      '<svg ',
      `<svg x="${x}" y="${crestTop}" `,
    );
  const score = input.score ? `${input.score.home} × ${input.score.away}` : '×';
  const scoreSize = wide ? 100 : 36;
  const nameSize = wide ? 36 : 17;
  const nameBaseline = crestTop + crestSize + Math.round(nameSize * 1.6);
  const name = (team: MatchSide, side: 'home' | 'away') => {
    const [line = ''] = wrapTitle(team.name, nameSize, crestSize + (wide ? 120 : 40), 1);
    return text(
      crestX(side) + crestSize / 2,
      nameBaseline,
      nameSize,
      line,
      ' font-weight="700" text-anchor="middle"',
    );
  };
  const label = input.score
    ? `${input.home.name} ${input.score.home} × ${input.score.away} ${input.away.name}`
    : `${input.home.name} × ${input.away.name}`;
  const body = [
    `<rect width="${width}" height="${height}" fill="${SECTION_COLOURS['sports'] ?? DEFAULT_COLOUR}"/>`,
    stripes(input.id, input),
    masthead(layout, input.brand, input.league ?? ''),
    crest(input.home, crestX('home')),
    crest(input.away, crestX('away')),
    text(
      width / 2,
      crestTop + crestSize / 2 + scoreSize * 0.36,
      scoreSize,
      score,
      ' font-weight="700" text-anchor="middle"',
    ),
    name(input.home, 'home'),
    name(input.away, 'away'),
  ].join('');
  return document(input, label, body);
}
