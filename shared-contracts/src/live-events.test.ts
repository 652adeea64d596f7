import { liveEventId, liveStateDigest } from './live-events';

describe('live events', () => {
  const state = { id: 'la-liga-2024-25-0138', version: 'playing|half-time||1|1||' };

  it('names a change by its game and state version', () => {
    expect(liveEventId(state)).toBe('la-liga-2024-25-0138:playing|half-time||1|1||');
  });

  it('digests a state into a few characters that change with the game or its version', () => {
    const digest = liveStateDigest(state);
    expect(digest).toMatch(/^[0-9a-z]{1,7}$/);
    expect(liveStateDigest({ ...state })).toBe(digest);
    expect(liveStateDigest({ ...state, version: 'playing|half-time||2|1||' })).not.toBe(digest);
    expect(liveStateDigest({ ...state, id: 'la-liga-2024-25-0139' })).not.toBe(digest);
    // 32-bit FNV-1a of "a:b" is 0x08bd8540: the same digest on the server and in the browser.
    expect(liveStateDigest({ id: 'a', version: 'b' })).toBe((0x08bd8540).toString(36));
  });
});
