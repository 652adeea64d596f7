import sharp from 'sharp';
import { createImageRenderer, IMAGE_FORMATS, renderImage, resolveImageSize } from './images';

describe('renderImage', () => {
  it.each(IMAGE_FORMATS)('encodes a crest as real %s at the requested size', async (format) => {
    const image = await renderImage({
      kind: 'crest',
      id: 'flamengo',
      name: 'Flamengo',
      code: 'FLA',
      width: 128,
      format,
    });

    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format, width: 128, height: 128 });
  });

  it('renders the 400x400 share image', async () => {
    const image = await renderImage({
      kind: 'article',
      id: 'story-1',
      width: 400,
      height: 400,
      format: 'jpeg',
    });

    const meta = await sharp(image).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
  });

  it('defaults articles to 16:9 and badges to square', async () => {
    const article = await sharp(
      await renderImage({ kind: 'article', id: 'a', width: 640, format: 'webp' }),
    ).metadata();
    const league = await sharp(
      await renderImage({ kind: 'league', id: 'b', width: 96, format: 'png' }),
    ).metadata();

    expect([article.width, article.height]).toEqual([640, 360]);
    expect([league.width, league.height]).toEqual([96, 96]);
  });

  it('renders a crest whose name is hostile markup', async () => {
    const image = await renderImage({
      kind: 'crest',
      id: 'evil',
      name: '<script>alert(1)</script>]]><!ENTITY x "y">',
      width: 64,
      format: 'png',
    });

    expect((await sharp(image).metadata()).width).toBe(64);
  });

  it('rejects sizes outside the allow-list', async () => {
    await expect(renderImage({ kind: 'crest', id: 'a', width: 123, format: 'png' })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('createImageRenderer cache', () => {
  it('returns the very same bytes for a repeated request', async () => {
    const renderer = createImageRenderer({ maxCacheBytes: 1024 * 1024 });
    const input = { kind: 'crest', id: 'palmeiras', width: 200, format: 'webp' } as const;

    const first = await renderer.renderImage(input);
    const second = await renderer.renderImage(input);

    expect(second).toBe(first);
    expect(renderer.cacheStats()).toMatchObject({ entries: 1, hits: 1 });
  });

  it('shares one render between concurrent identical requests', async () => {
    const renderer = createImageRenderer();
    const input = { kind: 'article', id: 'x', width: 320, format: 'jpeg' } as const;

    const [a, b] = await Promise.all([renderer.renderImage(input), renderer.renderImage(input)]);

    expect(b).toBe(a);
    expect(renderer.cacheStats().entries).toBe(1);
  });
});

describe('resolveImageSize', () => {
  it.each([
    [400, 400, { width: 400, height: 400 }],
    [640, 360, { width: 640, height: 360 }],
    [1280, 960, { width: 1280, height: 960 }],
    [640, 361, undefined],
    [500, undefined, undefined],
    [0, undefined, undefined],
  ])('w=%p h=%p -> %p', (width, height, expected) => {
    expect(resolveImageSize('article', width, height)).toEqual(expected);
  });
});
