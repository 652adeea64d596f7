import { testVideo } from '../test/videos';
import { nextOf, sectionsByVertical } from './gallery';

const news1 = testVideo('n1', 'Notícia um');
const sports1 = testVideo('s1', 'Esporte um', 'sports');
const news2 = testVideo('n2', 'Notícia dois');
const fun1 = testVideo('e1', 'Cinema', 'entertainment');
const sports2 = testVideo('s2', 'Esporte dois', 'sports');
const other = testVideo('o1', 'Tecnologia', 'technology');
const GALLERY = [fun1, news1, sports1, other, news2, sports2];

describe('sectionsByVertical', () => {
  it('puts news, sports and entertainment first, then other verticals, keeping gallery positions', () => {
    const sections = sectionsByVertical(GALLERY);
    expect(sections.map((s) => s.key)).toEqual(['news', 'sports', 'entertainment', 'technology']);
    expect(sections[0]!.entries.map((e) => [e.video.id, e.index])).toEqual([
      ['n1', 1],
      ['n2', 4],
    ]);
    expect(sections[1]!.entries.map((e) => e.index)).toEqual([2, 5]);
  });

  it('has no sections for an empty gallery', () => {
    expect(sectionsByVertical([])).toEqual([]);
  });
});

describe('nextOf', () => {
  it('plays the next video of the same vertical, with its gallery position', () => {
    expect(nextOf(GALLERY, news1)).toEqual({ video: news2, index: 4 });
    expect(nextOf(GALLERY, sports1)).toEqual({ video: sports2, index: 5 });
  });

  it('goes back to the first of the vertical after its last', () => {
    expect(nextOf(GALLERY, news2)).toEqual({ video: news1, index: 1 });
  });

  it("starts a video that is not listed on its vertical's first", () => {
    expect(nextOf(GALLERY, testVideo('x', 'Fora da galeria', 'sports'))).toEqual({
      video: sports1,
      index: 2,
    });
  });

  it('follows a video alone in its vertical with the next gallery video', () => {
    expect(nextOf(GALLERY, fun1)).toEqual({ video: news1, index: 1 });
    expect(nextOf(GALLERY, testVideo('y', 'Só', 'lifestyle'))).toEqual({ video: fun1, index: 0 });
  });

  it('has nothing next in an empty gallery or a gallery of one', () => {
    expect(nextOf([], news1)).toBeUndefined();
    expect(nextOf([news1], news1)).toBeUndefined();
  });
});
