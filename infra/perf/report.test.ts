import type { BudgetCheck, PageFigures } from './budgets';
import { formatBudgetChecks, formatColumns, formatTable, formatValue } from './report';

const figures = (values: Partial<PageFigures>): PageFigures => ({
  lcpMs: 751.8,
  tbtMs: 28,
  cls: 0,
  totalBytes: 9_138,
  scriptBytes: 0,
  score: 100,
  lcpRatio: 1,
  ...values,
});

describe('formatValue', () => {
  it.each([
    ['lcpMs', 9_657.3, '9.66 s'],
    ['tbtMs', 724.6, '725 ms'],
    ['cls', 0.09163, '0.092'],
    ['totalBytes', 1_386_776, '1,387 kB'],
    ['scriptBytes', 120_000, '120 kB'],
    ['lcpRatio', 12.846, '12.85 ×'],
    ['score', 55, '55'],
  ] as const)('%s %d → %s', (metric, value, text) => {
    expect(formatValue(metric, value)).toBe(text);
  });

  it('shows a dash for a figure that could not be measured', () => {
    expect(formatValue('lcpMs', Number.NaN)).toBe('—');
  });
});

describe('formatColumns', () => {
  it('pads each column to its widest cell, text to the left and figures to the right', () => {
    expect(
      formatColumns([
        ['page', 'LCP'],
        ['standings', '7.18 s'],
        ['tv', '10.00 s'],
      ]),
    ).toBe(['page           LCP', 'standings   7.18 s', 'tv         10.00 s'].join('\n'));
  });
});

describe('formatTable', () => {
  it('prints one line per page under a header, with the ratio to the static page', () => {
    const table = formatTable([
      { name: 'static', figures: figures({}), runs: 3 },
      {
        name: 'home',
        figures: figures({
          lcpMs: 9_657,
          lcpRatio: 12.846,
          tbtMs: 725,
          cls: 0.092,
          totalBytes: 1_386_776,
          scriptBytes: 1_243_550,
          score: 55,
        }),
        runs: 2,
      },
    ]);
    expect(table.split('\n')).toEqual([
      'page       LCP  × static     TBT    CLS  transferred  JavaScript  score  runs',
      'static  0.75 s    1.00 ×   28 ms  0.000         9 kB        0 kB    100     3',
      'home    9.66 s   12.85 ×  725 ms  0.092     1,387 kB    1,244 kB     55     2',
    ]);
  });
});

describe('formatBudgetChecks', () => {
  const check = (page: BudgetCheck['page'], value: number, pass: boolean): BudgetCheck => ({
    label: 'TBT ≤ 200 ms',
    metric: 'tbtMs',
    page,
    max: 200,
    value,
    pass,
  });

  it('marks each check pass or FAIL and counts the broken ones', () => {
    expect(formatBudgetChecks([check('home', 725, false), check('tv', 150, true)]).split('\n')).toEqual([
      'FAIL  home  TBT ≤ 200 ms  725 ms  max 200 ms',
      'pass  tv    TBT ≤ 200 ms  150 ms  max 200 ms',
      '1 of 2 budget checks broken.',
    ]);
  });

  it('says when every check passes, and when none applies', () => {
    expect(formatBudgetChecks([check('tv', 150, true)])).toMatch(/All 1 budget checks pass\.$/);
    expect(formatBudgetChecks([])).toBe('No budget applies to the measured pages.');
  });
});
