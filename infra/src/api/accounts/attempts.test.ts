import { Attempts } from './attempts';

describe('Attempts', () => {
  it('blocks a key after max attempts inside the window, and lets it go after', () => {
    let now = 0;
    const attempts = new Attempts({ max: 3, windowMs: 1000 }, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(attempts.blocked('a')).toBe(false);
      attempts.record('a');
      now += 10;
    }
    expect(attempts.blocked('a')).toBe(true);
    expect(attempts.blocked('b')).toBe(false);
    now = 1001;
    expect(attempts.blocked('a')).toBe(false);
  });

  it('forgets a key on clear', () => {
    const attempts = new Attempts({ max: 1, windowMs: 1000 }, () => 0);
    attempts.record('a');
    expect(attempts.blocked('a')).toBe(true);
    attempts.clear('a');
    expect(attempts.blocked('a')).toBe(false);
  });

  it('keeps at most maxKeys keys', () => {
    const attempts = new Attempts({ max: 1, windowMs: 1000, maxKeys: 2 }, () => 0);
    attempts.record('a');
    attempts.record('b');
    attempts.record('c');
    expect(attempts.blocked('a')).toBe(false);
    expect(attempts.blocked('b')).toBe(true);
    expect(attempts.blocked('c')).toBe(true);
  });
});
