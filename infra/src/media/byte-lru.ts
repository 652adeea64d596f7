/**
 * Least-recently-used cache bounded by total bytes rather than entry count: a 1280px WebP weighs
 * a hundred 48px crests, so counting entries would not bound memory.
 */
export interface ByteLruStats {
  readonly entries: number;
  readonly bytes: number;
  readonly hits: number;
  readonly misses: number;
}

/** Values are Buffers by default; other values say their size in bytes through `sizeOf`. */
export class ByteLru<V = Buffer> {
  // A Map iterates in insertion order; re-inserting on read makes the first key the least recent.
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number = (value) => (value as unknown as Buffer).length,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    // An entry larger than the whole budget would evict everything and still not fit.
    if (size > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(entry);
    }
  }

  delete(key: string): void {
    const previous = this.entries.get(key);
    if (previous === undefined) return;
    this.bytes -= this.sizeOf(previous);
    this.entries.delete(key);
  }

  stats(): ByteLruStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}
