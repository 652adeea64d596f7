import { discover } from './discover';
import { en } from './en';
import { es } from './es';
import { favorites } from './favorites';
import { messages } from './messages';

describe('news catalogue', () => {
  it('has the same keys in every language, the sections’ own included', () => {
    const keys = Object.keys({ ...messages.pt, ...discover.pt, ...favorites.pt }).sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(es).sort()).toEqual(keys);
  });
});
