import { STORAGE } from 'shared-contracts';
import { DEFAULT_SOUND, readTvSound, TV_STATE_GRACE_MS, writeTvSound } from './tvState';

beforeEach(() => localStorage.clear());

describe('TV state on the device', () => {
  it('starts muted', () => {
    expect(readTvSound()).toEqual({ volume: 1, isMuted: true });
  });

  it('remembers volume and mute in the stored-value format', () => {
    writeTvSound({ volume: 0.4, isMuted: false }, 1000);
    expect(JSON.parse(localStorage.getItem(STORAGE.tvState) ?? '')).toEqual({
      value: { volume: 0.4, isMuted: false },
      expiry: 1000,
    });
    expect(readTvSound(2000)).toEqual({ volume: 0.4, isMuted: false });
  });

  it('forgets it 14 days after the last change, and deletes what it cannot read', () => {
    writeTvSound({ volume: 0.4, isMuted: false }, 0);
    expect(readTvSound(TV_STATE_GRACE_MS + 1)).toEqual(DEFAULT_SOUND);
    localStorage.setItem(STORAGE.tvState, '{not json');
    expect(readTvSound()).toEqual(DEFAULT_SOUND);
    expect(localStorage.getItem(STORAGE.tvState)).toBeNull();
  });
});
