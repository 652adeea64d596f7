import { en } from './en';
import { es } from './es';
import { messages } from './messages';

describe('tv catalogue', () => {
  it('has the same keys in every language', () => {
    const keys = Object.keys(messages.pt).sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(es).sort()).toEqual(keys);
  });
});
