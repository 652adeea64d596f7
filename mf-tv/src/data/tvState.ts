/**
 * The TV state the player remembers (spec 3 "TV state": volume, isMuted default true), saved on
 * the device under STORAGE.tvState in the spec's stored-local-value format `{ value, expiry }`
 * (expiry: the time of the last change; spec 4: read back only within 14 days of it, unparseable
 * entries are deleted).
 */
import { STORAGE } from 'shared-contracts';

export const TV_STATE_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

export interface TvSound {
  readonly volume: number;
  readonly isMuted: boolean;
}

export const DEFAULT_SOUND: TvSound = { volume: 1, isMuted: true };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the player then starts muted every time.
    return undefined;
  }
}

const isSound = (value: unknown): value is TvSound =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'volume') === 'number' &&
  typeof Reflect.get(value, 'isMuted') === 'boolean';

export function readTvSound(now: number = Date.now()): TvSound {
  const store = storage();
  const raw = store?.getItem(STORAGE.tvState);
  if (raw === null || raw === undefined) return DEFAULT_SOUND;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const value: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'value') : undefined;
  const expiry: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'expiry') : undefined;
  if (!isSound(value) || typeof expiry !== 'number') {
    store?.removeItem(STORAGE.tvState);
    return DEFAULT_SOUND;
  }
  if (now > expiry + TV_STATE_GRACE_MS) return DEFAULT_SOUND;
  return { volume: Math.min(1, Math.max(0, value.volume)), isMuted: value.isMuted };
}

export function writeTvSound(sound: TvSound, now: number = Date.now()): void {
  try {
    storage()?.setItem(STORAGE.tvState, JSON.stringify({ value: sound, expiry: now }));
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
}
