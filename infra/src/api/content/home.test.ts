import type { Article } from 'shared-contracts';
import { distinctStories, feedPathOf, planHomeSections, type GallerySource } from './home';

const GALLERIES: Record<string, GallerySource> = {
  cover: { hero: true },
  highlights: { hero: true },
  sports: { vertical: 'sports' },
  'tim-tv': { empty: true },
};
const entry = (name: string, source_id: string) => ({ name, key: source_id, source_id });

describe('planHomeSections', () => {
  it('puts the cover first and keeps the order and names of the rest; unknown galleries are skipped', () => {
    const plans = planHomeSections(
      [
        entry('Destaques', 'highlights'),
        entry('Esportes', 'sports'),
        entry('Capa', 'cover'),
        entry('X', 'nope'),
        entry('TV', 'tim-tv'),
      ],
      (id) => GALLERIES[id],
    );
    expect(plans.map((p) => [p.name, p.kind])).toEqual([
      ['Capa', 'cover'],
      ['Destaques', 'gallery'],
      ['Esportes', 'sports'],
      ['TV', 'tv'],
    ]);
  });
});

describe('feedPathOf', () => {
  it('links hero galleries to the headlines, verticals to their topic feed, TV to TV', () => {
    expect(feedPathOf(entry('Capa', 'cover'), { hero: true })).toBe('/feed/headlines');
    expect(feedPathOf(entry('Esportes', 'sports'), { vertical: 'sports' })).toBe(
      '/favorites/Esportes&sports&entities&false&false/entities-sports/feed',
    );
    expect(feedPathOf(entry('TV', 'tim-tv'), { empty: true })).toBe('/tv');
    expect(feedPathOf(entry('Tecnologia', 'technology'), { empty: true })).toBeNull();
  });
});

describe('distinctStories', () => {
  const story = (id: string) => ({ id }) as Article;
  it('keeps a story in the first section that has it and fills each section to its limit', () => {
    const lists = [
      [story('a'), story('b')],
      [story('a'), story('b'), story('c'), story('d'), story('e')],
    ];
    expect(distinctStories(lists, [2, 2]).map((list) => list.map((s) => s.id))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
