import type { Article } from 'shared-contracts';
import { distinctStories, feedPathOf, homeStoryOf, planHomeSections, type GallerySource } from './home';

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

describe('homeStoryOf', () => {
  it("keeps a card's fields and drops the rest (body, tags, credit, links...)", () => {
    const story = {
      id: 'a1',
      context: 'news_stories',
      name: 'Manchete',
      description: 'Linha fina',
      link: '/noproxy/news_stories/news/folha/manchete/a1',
      links: [{ url: '/noproxy/news_stories/news/folha/manchete/a1' }],
      photos: [{ original: '/api/v3/images/article/a1?w=800', alt: '' }],
      publisher: { id: 'folha', name: 'Folha', common_name: 'folha', context: 'publishers', license: 'x' },
      publish_date: '2026-11-24T03:00:00Z',
      date_is_real: true,
      verticals: [{ key: 'news', label: 'Notícias' }],
      event_id: null,
      tags: [{ id: 't', context: 'topics', name: 'T' }],
      credit: 'Folha de S.Paulo',
      body: 'Texto inteiro',
    } as unknown as Article;
    const card = homeStoryOf(story);
    expect(Object.keys(card).sort()).toEqual([
      'context',
      'date_is_real',
      'description',
      'event_id',
      'id',
      'link',
      'name',
      'photos',
      'publish_date',
      'publisher',
      'verticals',
    ]);
    expect(card.name).toBe('Manchete');
  });
});
