/**
 * Attempts per account (sign-in failures, reset requests): at most `max` within `windowMs` per
 * key, then refused until the oldest falls out of the window. Per IP, @fastify/rate-limit counts
 * the requests; this counts per e-mail, so spreading guesses over many addresses does not help.
 * Kept in process memory (one instance's view), bounded by `maxKeys`.
 */
export interface AttemptLimits {
  readonly max: number;
  readonly windowMs: number;
  readonly maxKeys?: number;
}

export class Attempts {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limits: AttemptLimits,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  /** Whether `key` has used up its attempts. */
  blocked(key: string): boolean {
    return this.recent(key).length >= this.limits.max;
  }

  record(key: string): void {
    const kept = this.recent(key);
    if (!this.hits.has(key) && this.hits.size >= (this.limits.maxKeys ?? 100_000)) {
      // Forget the oldest key: Map keeps insertion order.
      const oldest = this.hits.keys().next();
      if (!oldest.done) this.hits.delete(oldest.value);
    }
    this.hits.set(key, [...kept, this.now()]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}
