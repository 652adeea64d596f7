/**
 * When a canary is failing: its error rate, over at least `minSamples` samples since it started,
 * exceeds the stable version's rate over the same time by more than `maxErrorDelta` (a fraction).
 * A sample is one page view's report for one remote (browser: loaded and mounted, failed to load,
 * or crashed) or one server render; an error is any outcome but 'ok'. Pure, so the rule is
 * tested on its own and the ops page shows the same rates.
 */
export type Outcome = 'ok' | 'load' | 'crash' | 'render';

export interface Tally {
  readonly samples: number;
  readonly errors: number;
}

export interface HealthRule {
  readonly minSamples: number;
  readonly maxErrorDelta: number;
}

export type Verdict =
  { readonly verdict: 'waiting' | 'healthy' } | { readonly verdict: 'failing'; readonly reason: string };

export const errorRate = (t: Tally): number => (t.samples > 0 ? t.errors / t.samples : 0);

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export function judgeCanary(canary: Tally, stable: Tally, rule: HealthRule): Verdict {
  if (canary.samples < rule.minSamples) return { verdict: 'waiting' };
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable);
  if (canaryRate - stableRate <= rule.maxErrorDelta) return { verdict: 'healthy' };
  return {
    verdict: 'failing',
    reason:
      `error rate ${percent(canaryRate)} over ${canary.samples} samples against the stable's ` +
      `${percent(stableRate)} over ${stable.samples} (allowed: ${(rule.maxErrorDelta * 100).toFixed(0)} points more)`,
  };
}
