import { en } from './en';
import { es } from './es';
import { messages } from './messages';

describe('sports catalogue', () => {
  it('has the same keys in every language, none empty', () => {
    const keys = Object.keys(messages.pt).sort();
    for (const catalogue of [messages.pt, en, es] as Record<string, string>[]) {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const key of keys) expect(catalogue[key]?.trim()).toBeTruthy();
    }
  });
});
