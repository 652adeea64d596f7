import { retryDelayMs } from './outbox';

describe('payout retry delay', () => {
  it('doubles after every failure from the base, up to the cap', () => {
    const backoff = { baseMs: 100, maxMs: 1_000 };
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryDelayMs(failures, backoff))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
  });
});
