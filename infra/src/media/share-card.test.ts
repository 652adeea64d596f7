import sharp from 'sharp';
import { cardLayout, storyCardLines, textWidthEm, wrapTitle } from './share-card';
import { renderImage } from './images';

const WIDE = { width: 1200, height: 630 };
const SQUARE = { width: 400, height: 400 };
const LONG =
  'Governo anuncia um pacote de medidas para conter a alta dos preços dos alimentos nas capitais do Nordeste e do Norte, com isenções de impostos para a cesta básica até o fim do próximo ano e um programa de crédito para pequenos produtores rurais';

/** Pixels at least this bright in every channel are the cards' white text (the rest is colour). */
const TEXT = 235;

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
  };
  /** Share of text pixels in a rectangle. */
  const textShare = (x0: number, y0: number, x1: number, y1: number) => {
    let bright = 0;
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) if (at(x, y).every((c) => c >= TEXT)) bright += 1;
    return bright / ((x1 - x0) * (y1 - y0));
  };
  return { info, textShare };
}

describe('wrapTitle', () => {
  it('keeps every line inside the width, cut at words, and ends a cut title with an ellipsis', () => {
    const lines = wrapTitle(LONG, 60, 1072, 4);
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(textWidthEm(line) * 60).toBeLessThanOrEqual(1072);
    expect(lines.at(-1)).toMatch(/…$/);
    expect(lines.join(' ').replace('…', '')).toBe(LONG.slice(0, lines.join(' ').length - 1).trimEnd());
  });

  it('keeps a short title whole and breaks a word longer than a line', () => {
    expect(wrapTitle('Frente fria chega ao Sul', 60, 1072, 4)).toEqual(['Frente fria chega ao Sul']);
    const lines = wrapTitle('Pneumoultramicroscopicossilicovulcanoconiótico', 30, 344, 6);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidthEm(line) * 30).toBeLessThanOrEqual(344);
  });
});

describe('story share cards', () => {
  const card = (size: { width: number; height: number }, title: string) =>
    renderImage({
      kind: 'story-card',
      id: 'folha-000007',
      title,
      section: 'news',
      sectionName: 'Notícias',
      brand: 'Onda Notícias',
      ...size,
      format: 'jpeg',
    });

  it.each([
    ['wide', WIDE],
    ['square', SQUARE],
  ])(
    'the %s card is a JPEG of its size, far under 300 KB, with the title where the layout puts it',
    async (_name, size) => {
      const image = await card(size, LONG);
      const { info, textShare } = await pixels(image);
      expect([info.width, info.height]).toEqual([size.width, size.height]);
      expect(image.length).toBeLessThan(300 * 1024);
      const layout = cardLayout(size);
      const lines = storyCardLines(LONG, size);
      for (const { baseline } of lines) {
        // Each line's band holds text; the band between two lines holds none.
        expect(
          textShare(layout.margin, baseline - layout.titleSize * 0.7, size.width - layout.margin, baseline),
        ).toBeGreaterThan(0.04);
      }
      // Nothing of the brand or the title in the margins: they stay inside.
      expect(textShare(size.width - layout.margin + 4, 0, size.width, size.height)).toBe(0);
      expect(textShare(0, size.height - layout.margin + 4, size.width, size.height)).toBe(0);
    },
  );

  it('draws the brand top left, inside the margin', async () => {
    const image = await card(WIDE, 'Gol');
    const { textShare } = await pixels(image);
    const { margin, brandSize } = cardLayout(WIDE);
    expect(
      textShare(margin, margin + brandSize * 0.4, margin + brandSize * 7, margin + brandSize * 1.3),
    ).toBeGreaterThan(0.1);
  });
});

describe('event share cards', () => {
  it('render both sides and the league at 1200×630', async () => {
    const image = await renderImage({
      kind: 'event-card',
      id: 'brasileirao-2025-0001',
      match: {
        home: { id: 'flamengo', name: 'Flamengo' },
        away: { id: 'palmeiras', name: 'Palmeiras' },
        score: { home: 2, away: 1 },
        league: 'Brasileirão Série A',
      },
      ...WIDE,
      format: 'jpeg',
    });
    const { info, textShare } = await pixels(image);
    expect([info.width, info.height]).toEqual([1200, 630]);
    expect(image.length).toBeLessThan(300 * 1024);
    // The score between the crests.
    expect(textShare(480, 290, 720, 400)).toBeGreaterThan(0.05);
  });
});
