import { messages } from './messages';

describe('accounts catalogue', () => {
  it('has the same keys in every language', () => {
    const keys = Object.keys(messages.pt).sort();
    expect(Object.keys(messages.en).sort()).toEqual(keys);
    expect(Object.keys(messages.es).sort()).toEqual(keys);
  });
});
