/**
 * Deterministic randomness from a string: the same id always draws the same picture, on every
 * machine and in every process, without storing anything. Plain JS (no node:crypto) so the
 * renderers stay pure and could run in a browser too.
 */

/**
 * 32-bit FNV-1a over the UTF-16 code units, then the murmur3 finaliser: FNV alone leaves ids that
 * share a long prefix ("article:flamengo", "article:palmeiras") with visibly similar first draws.
 */
export function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [0, count). */
  int(count: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
}

/** mulberry32: tiny, fast and well distributed enough for picking colours and shapes. */
export function seededRandom(seed: string): Random {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (count: number): number => Math.floor(next() * count);
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int,
    pick: (items) => items[int(items.length)] ?? items[0],
  };
}
