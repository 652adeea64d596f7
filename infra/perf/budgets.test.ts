import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets, parseBudgets, scaledMax, type PageFigures } from './budgets';

const figures = (values: Partial<PageFigures>): PageFigures => ({
  lcpMs: 1_000,
  tbtMs: 100,
  cls: 0,
  totalBytes: 100_000,
  scriptBytes: 50_000,
  score: 100,
  lcpRatio: 1,
  ...values,
});

describe('budgets.json', () => {
  const budgets = parseBudgets(JSON.parse(readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')));

  it('holds the targets: LCP 1.3× and 1.6× the static page, CLS 0.05, TBT 200 ms at index 3000, 160 kB of JavaScript, 250 kB per article', () => {
    expect(budgets.map(({ metric, max, pages }) => [metric, max, pages])).toEqual([
      ['lcpRatio', 1.3, ['home', 'article']],
      ['lcpRatio', 1.6, ['scores', 'standings', 'tv']],
      ['cls', 0.05, undefined],
      ['tbtMs', 200, undefined],
      ['scriptBytes', 160_000, undefined],
      ['totalBytes', 250_000, ['article']],
    ]);
  });

  it('passes a page as fast and light as the static one, and fails today’s home page', () => {
    const fast = checkBudgets(budgets, { home: figures({}) });
    expect(fast.every((check) => check.pass)).toBe(true);
    const today = checkBudgets(budgets, {
      home: figures({ lcpRatio: 12.85, tbtMs: 725, cls: 0.092, scriptBytes: 1_243_550 }),
    });
    expect(today.filter((check) => !check.pass).map((check) => check.metric)).toEqual([
      'lcpRatio',
      'cls',
      'tbtMs',
      'scriptBytes',
    ]);
  });
});

describe('a TBT budget set at a benchmark index', () => {
  const budgets = parseBudgets({
    budgets: [{ label: 'TBT', metric: 'tbtMs', max: 200, atBenchmarkIndex: 3000 }],
  });

  it('is 200 ms × 3000 ÷ index on this host: about 510 ms at 1,175, 148 ms at 4,052', () => {
    const [budget] = budgets;
    expect(Math.round(scaledMax(budget!, 1175))).toBe(511);
    expect(Math.round(scaledMax(budget!, 4052))).toBe(148);
    expect(scaledMax(budget!, Number.NaN)).toBe(200);
  });

  it('passes 400 ms on a slow host and fails it on a fast one', () => {
    expect(checkBudgets(budgets, { tv: figures({ tbtMs: 400 }) }, 1175)[0]?.pass).toBe(true);
    expect(checkBudgets(budgets, { tv: figures({ tbtMs: 400 }) }, 4052)[0]?.pass).toBe(false);
  });

  it('refuses an index that is not a positive number', () => {
    expect(() =>
      parseBudgets({ budgets: [{ label: 'T', metric: 'tbtMs', max: 1, atBenchmarkIndex: 0 }] }),
    ).toThrow(/atBenchmarkIndex/);
  });
});

describe('checkBudgets', () => {
  const budgets = parseBudgets({
    budgets: [
      { label: 'LCP ≤ 1.3 × static page', metric: 'lcpRatio', max: 1.3, pages: ['home', 'article'] },
      { label: 'TBT ≤ 200 ms', metric: 'tbtMs', max: 200 },
    ],
  });

  it('checks each budget on the measured pages it names, or on every measured page', () => {
    const checks = checkBudgets(budgets, {
      tv: figures({ lcpRatio: 9, tbtMs: 200 }),
      home: figures({ lcpRatio: 1.3, tbtMs: 201 }),
    });
    expect(checks.map(({ page, metric, value, pass }) => [page, metric, value, pass])).toEqual([
      ['home', 'lcpRatio', 1.3, true],
      ['home', 'tbtMs', 201, false],
      ['tv', 'tbtMs', 200, true],
    ]);
  });

  it('skips a budget whose pages were not measured', () => {
    expect(checkBudgets(budgets, { tv: figures({}) }).map((check) => check.metric)).toEqual(['tbtMs']);
  });

  it('counts a figure that could not be measured as broken', () => {
    const [check] = checkBudgets(budgets, { home: figures({ lcpRatio: Number.NaN }) });
    expect(check).toMatchObject({ metric: 'lcpRatio', pass: false });
  });
});

describe('parseBudgets', () => {
  it.each([
    [{}, /"budgets" must be a non-empty list/],
    [{ budgets: [] }, /"budgets" must be a non-empty list/],
    [{ budgets: [{ label: '', metric: 'cls', max: 1 }] }, /budget 1: "label"/],
    [{ budgets: [{ label: 'x', metric: 'fid', max: 1 }] }, /budget 1: "metric" must be one of/],
    [{ budgets: [{ label: 'x', metric: 'cls', max: '0.1' }] }, /"max" must be a number/],
    [{ budgets: [{ label: 'x', metric: 'cls', max: 0.1, pages: ['blog'] }] }, /"pages" must list/],
  ])('refuses %j', (json, message) => {
    expect(() => parseBudgets(json)).toThrow(message);
  });
});
