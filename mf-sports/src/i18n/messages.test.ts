import { LOCALES } from 'shared-contracts';
import { messages } from './messages';

describe('sports catalogue', () => {
  it('has the same keys in every language, none empty', () => {
    const keys = Object.keys(messages.pt).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(messages[locale]).sort()).toEqual(keys);
      for (const key of keys) expect(messages[locale][key]?.trim()).toBeTruthy();
    }
  });
});
