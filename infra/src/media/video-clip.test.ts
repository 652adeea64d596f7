import { captionCues, narrationOf, thumbnailUrlOf, toWebVtt, wrapLines } from './video-clip';

describe('TV clip text', () => {
  it('narrates whole sentences up to the limit', () => {
    expect(narrationOf('Primeira frase. Segunda frase bem longa.', 20)).toBe('Primeira frase.');
  });

  it('cuts one long sentence at a word', () => {
    expect(narrationOf('palavra '.repeat(40), 30)).toMatch(/^(palavra ?)+…$/);
  });

  it('wraps words into lines', () => {
    expect(wrapLines('um dois três quatro', 9)).toEqual(['um dois', 'três', 'quatro']);
  });

  it('times captions over the speech and writes WebVTT', () => {
    const cues = captionCues('a '.repeat(100).trim(), 10, 0.5);
    expect(cues[0]!.start).toBe(0.5);
    expect(cues.at(-1)!.end).toBeCloseTo(10.5);
    const vtt = toWebVtt([{ start: 0.5, end: 2, text: 'x < y' }]);
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\nx &lt; y\n');
  });
});

describe('thumbnailUrlOf', () => {
  it("names the small picture in a clip folder's poster's folder", () => {
    expect(thumbnailUrlOf('/static/tv/video-x.05e2b0ae3f/poster.jpg')).toBe(
      '/static/tv/video-x.05e2b0ae3f/thumb.jpg',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'https://cdn.example/poster.jpg',
    '/static/tv/a/b/poster.jpg',
    '/static/tv/x/still.jpg',
  ])('has none for %p', (poster) => {
    expect(thumbnailUrlOf(poster)).toBeNull();
  });
});
