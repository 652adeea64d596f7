import { STORAGE } from 'shared-contracts';
import { story } from '../test/fixtures';
import { READ_LATER_GRACE_MS, getReadLater, removeFromReadLater, saveForLater } from './readLater';

const T0 = Date.UTC(2026, 0, 10);
const stored = () => JSON.parse(localStorage.getItem(STORAGE.readLater) ?? 'null');

afterEach(() => localStorage.clear());

describe('read-later storage (spec 3 "Stored local value", spec 4)', () => {
  it('saves a story as { value, expiry } under STORAGE.readLater', () => {
    saveForLater(story('a'), T0);

    expect(stored()).toEqual({
      value: [
        {
          id: 'a',
          context: 'news_stories',
          name: 'Matéria a',
          href: '/noproxy/news_stories/news/folha/materia-a/a',
          publisher: 'Folha de S.Paulo',
          savedAt: T0,
        },
      ],
      expiry: T0,
    });
  });

  it('lists the newest save first and keeps one entry per story', () => {
    saveForLater(story('a'), T0);
    saveForLater(story('b'), T0 + 1);
    saveForLater(story('a'), T0 + 2);

    expect(getReadLater(T0 + 3).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('removes a story', () => {
    saveForLater(story('a'), T0);
    saveForLater(story('b'), T0);

    removeFromReadLater('a', T0);

    expect(getReadLater(T0).map((s) => s.id)).toEqual(['b']);
  });

  it('reads the list back while the 14-day grace has not passed', () => {
    saveForLater(story('a'), T0);

    expect(getReadLater(T0 + READ_LATER_GRACE_MS).map((s) => s.id)).toEqual(['a']);
  });

  it('reads an entry past expiry plus grace as empty and deletes it', () => {
    saveForLater(story('a'), T0);

    expect(getReadLater(T0 + READ_LATER_GRACE_MS + 1)).toEqual([]);
    expect(localStorage.getItem(STORAGE.readLater)).toBeNull();
  });

  it('deletes an entry that is not JSON', () => {
    localStorage.setItem(STORAGE.readLater, '{not json');

    expect(getReadLater(T0)).toEqual([]);
    expect(localStorage.getItem(STORAGE.readLater)).toBeNull();
  });

  it('deletes an entry of another shape (a hostile href included)', () => {
    const item = { id: 'x', context: 'news_stories', name: 'X', publisher: 'P', savedAt: T0 };
    const bad = { value: [{ ...item, href: 'javascript:alert(1)' }], expiry: T0 };
    localStorage.setItem(STORAGE.readLater, JSON.stringify(bad));

    expect(getReadLater(T0)).toEqual([]);
    expect(localStorage.getItem(STORAGE.readLater)).toBeNull();
  });
});
