import { graceOf, readStored, removeStored, writeStored } from './storage';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-11-21T12:00:00Z');

describe('stored values', () => {
  beforeEach(() => window.localStorage.clear());

  it('give each kind of key its grace', () => {
    expect(graceOf('onda_rewards_program')).toBe(12 * HOUR);
    expect(graceOf('onda_rewards_done_articles')).toBe(3 * HOUR);
    expect(graceOf('onda_read_later')).toBe(14 * 24 * HOUR);
  });

  it('read back while expiry plus grace has not passed, then empty and removed', () => {
    writeStored('onda_rewards_done_articles', ['a'], T0);
    expect(readStored('onda_rewards_done_articles', T0 + 3 * HOUR)).toEqual(['a']);
    expect(readStored('onda_rewards_done_articles', T0 + 3 * HOUR + 1)).toBeUndefined();
    expect(window.localStorage.getItem('onda_rewards_done_articles')).toBeNull();

    writeStored('onda_rewards_program', { aff: 'x' }, T0);
    expect(readStored('onda_rewards_program', T0 + 11 * HOUR)).toEqual({ aff: 'x' });
    expect(readStored('onda_rewards_program', T0 + 13 * HOUR)).toBeUndefined();
  });

  it('delete unparseable entries and entries of another shape', () => {
    window.localStorage.setItem('onda_rewards_program', '{not json');
    expect(readStored('onda_rewards_program', T0)).toBeUndefined();
    expect(window.localStorage.getItem('onda_rewards_program')).toBeNull();
    window.localStorage.setItem('onda_rewards_program', JSON.stringify({ value: 1 }));
    expect(readStored('onda_rewards_program', T0)).toBeUndefined();
    expect(window.localStorage.getItem('onda_rewards_program')).toBeNull();
  });

  it('remove an entry', () => {
    writeStored('onda_rewards_program', 1, T0);
    removeStored('onda_rewards_program');
    expect(readStored('onda_rewards_program', T0)).toBeUndefined();
  });
});
