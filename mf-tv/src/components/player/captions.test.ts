import { CAPTION_TOP_PERCENT, placeCaptionsAboveCard } from './captions';

describe('placeCaptionsAboveCard', () => {
  it('puts every cue at the top of the picture, by percent', () => {
    const cues = [
      { text: 'Sete dos 12', snapToLines: true, line: 'auto' as number | 'auto' },
      { text: 'brasileiros', snapToLines: true, line: -1 as number | 'auto' },
    ];
    placeCaptionsAboveCard(cues);
    expect(cues.map(({ snapToLines, line }) => [snapToLines, line])).toEqual([
      [false, CAPTION_TOP_PERCENT],
      [false, CAPTION_TOP_PERCENT],
    ]);
  });

  it('leaves what is not a positioned cue, and a track without cues', () => {
    const odd = [{ text: 'no position' }, null];
    placeCaptionsAboveCard(odd);
    expect(odd).toEqual([{ text: 'no position' }, null]);
    expect(() => placeCaptionsAboveCard(null)).not.toThrow();
  });
});
