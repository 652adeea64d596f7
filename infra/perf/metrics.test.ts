import { lcpRatio, medianMetrics, metricsOf, type LighthouseResult, type PageMetrics } from './metrics';

/** The parts of a real Lighthouse 12 result (mobile preset) that the budget reads. */
const lhr = (lcp: number, extra: Partial<Record<string, number>> = {}): LighthouseResult => ({
  lighthouseVersion: '12.8.2',
  categories: { performance: { score: 0.55 } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: extra.tbt ?? 725 },
    'cumulative-layout-shift': { numericValue: 0.0916 },
    'total-byte-weight': { numericValue: 1_386_776 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 1_386_776 },
          { resourceType: 'script', transferSize: 1_243_550 },
          { resourceType: 'image', transferSize: 30_028 },
        ],
      },
    },
  },
});

const page = (lcpMs: number, tbtMs = 0): PageMetrics => ({
  lcpMs,
  tbtMs,
  cls: 0,
  totalBytes: 0,
  scriptBytes: 0,
  score: 50,
});

describe('metricsOf', () => {
  it('reads LCP, TBT, CLS, bytes, script bytes and the score of a run', () => {
    expect(metricsOf(lhr(9_507.2))).toEqual({
      lcpMs: 9_507.2,
      tbtMs: 725,
      cls: 0.0916,
      totalBytes: 1_386_776,
      scriptBytes: 1_243_550,
      score: 55,
    });
  });

  it('leaves NaN for what a failed run did not measure', () => {
    const metrics = metricsOf({
      runtimeError: { code: 'NO_LCP' },
      categories: { performance: { score: null } },
    });
    expect(Object.values(metrics).every(Number.isNaN)).toBe(true);
  });

  it('falls back to the resource summary for the total', () => {
    const result = lhr(1);
    const audits = { ...result.audits, 'total-byte-weight': undefined };
    expect(metricsOf({ ...result, audits }).totalBytes).toBe(1_386_776);
  });
});

describe('medianMetrics', () => {
  it('takes each figure’s median on its own', () => {
    const median = medianMetrics([page(9_000, 500), page(10_000, 900), page(9_500, 100)]);
    expect(median.lcpMs).toBe(9_500);
    expect(median.tbtMs).toBe(500);
  });
});

describe('lcpRatio', () => {
  it('divides the page’s LCP by the static page’s', () => {
    expect(lcpRatio(page(9_000), page(750))).toBe(12);
  });

  it('is NaN without a static LCP', () => {
    expect(lcpRatio(page(9_000), page(Number.NaN))).toBeNaN();
    expect(lcpRatio(page(9_000), page(0))).toBeNaN();
  });
});
