import { judgeCanary } from './health-rule';

const rule = { minSamples: 20, maxErrorDelta: 0.05 };

describe('canary health rule', () => {
  it('waits for the minimum sample, however bad the first reports are', () => {
    expect(judgeCanary({ samples: 19, errors: 19 }, { samples: 100, errors: 0 }, rule)).toEqual({
      verdict: 'waiting',
    });
  });

  it('passes a canary within the allowed points of the stable', () => {
    expect(judgeCanary({ samples: 100, errors: 7 }, { samples: 100, errors: 3 }, rule).verdict).toBe(
      'healthy',
    );
  });

  it('fails a canary past them, saying by how much', () => {
    const verdict = judgeCanary({ samples: 40, errors: 20 }, { samples: 50, errors: 1 }, rule);
    expect(verdict).toEqual({
      verdict: 'failing',
      reason: "error rate 50.0 % over 40 samples against the stable's 2.0 % over 50 (allowed: 5 points more)",
    });
  });

  it('compares with 0 % when the stable has no samples yet', () => {
    expect(judgeCanary({ samples: 20, errors: 2 }, { samples: 0, errors: 0 }, rule).verdict).toBe('failing');
  });
});
