import { formatLevels, memoryGrowth, quantile, type Figures } from './report';

const figures = (rps: number, p99: number): Figures => ({
  rps,
  p50: p99 / 2,
  p99,
  requests: rps * 10,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
});

describe('npm run load report', () => {
  it('takes quantiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile(values, 1)).toBe(100);
    expect(quantile([], 0.99)).toBe(0);
  });

  it('measures memory growth against the first sample after warm-up', () => {
    expect(memoryGrowth([200, 210, 220])).toEqual({ first: 200, last: 220, peak: 220, growthPct: 10 });
  });

  it('prints the mix beside /healthz of the same level, as ratios', () => {
    const table = formatLevels([{ connections: 100, healthz: figures(2000, 40), mix: figures(500, 200) }]);
    const row = table.split('\n')[1] ?? '';
    expect(row.split(/\s+/).slice(0, 6)).toEqual(['100', '500', '0.25', '100', '200', '5.00']);
    expect(row).toContain('—');
  });
});
