/**
 * The performance budget (budgets.json) and its check against the medians of a run. Pure: the
 * caller reads the file and measures the pages.
 */
import type { PageMetrics } from './metrics';
import { PAGE_NAMES, type PageName } from './options';

export const BUDGET_METRICS = ['lcpRatio', 'lcpMs', 'tbtMs', 'cls', 'totalBytes', 'scriptBytes'] as const;
export type BudgetMetric = (typeof BUDGET_METRICS)[number];

export interface Budget {
  readonly label: string;
  readonly metric: BudgetMetric;
  /** The largest value that passes. */
  readonly max: number;
  /** Pages it applies to; undefined: every measured page. */
  readonly pages?: readonly PageName[];
  /**
   * The machine benchmark index at which `max` holds (a figure that depends on the host's speed,
   * such as TBT: Lighthouse slows the host's CPU by a fixed factor). On another host the limit is
   * `max × atBenchmarkIndex ÷ index` (scaledMax); undefined: `max` everywhere.
   */
  readonly atBenchmarkIndex?: number;
}

/** A budget's limit on a host of this benchmark index (NaN or absent index: the budget's own). */
export function scaledMax(budget: Budget, benchmarkIndex?: number): number {
  if (!budget.atBenchmarkIndex || !benchmarkIndex || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    return budget.max;
  return (budget.max * budget.atBenchmarkIndex) / benchmarkIndex;
}

/** One measured page's medians and its LCP ratio to the static page. */
export interface PageFigures extends PageMetrics {
  readonly lcpRatio: number;
}

export interface BudgetCheck {
  readonly label: string;
  readonly metric: BudgetMetric;
  readonly page: PageName;
  readonly max: number;
  /** NaN when the page was measured but the figure could not be (counts as broken). */
  readonly value: number;
  readonly pass: boolean;
}

/** Checks the parsed budgets.json; throws an Error naming the first thing wrong with it. */
export function parseBudgets(json: unknown): Budget[] {
  const list = (json as { budgets?: unknown } | null)?.budgets;
  if (!Array.isArray(list) || list.length === 0)
    throw new Error('budgets.json: "budgets" must be a non-empty list');
  return list.map((entry: unknown, index) => {
    const where = `budgets.json: budget ${index + 1}`;
    const { label, metric, max, pages, atBenchmarkIndex } = (entry ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string' || label.trim() === '') throw new Error(`${where}: "label" must be a text`);
    if (!(BUDGET_METRICS as readonly unknown[]).includes(metric))
      throw new Error(`${where}: "metric" must be one of ${BUDGET_METRICS.join(', ')}`);
    if (typeof max !== 'number' || !Number.isFinite(max) || max < 0)
      throw new Error(`${where}: "max" must be a number ≥ 0`);
    if (
      pages !== undefined &&
      (!Array.isArray(pages) ||
        pages.length === 0 ||
        !pages.every((page) => (PAGE_NAMES as readonly unknown[]).includes(page)))
    )
      throw new Error(`${where}: "pages" must list some of ${PAGE_NAMES.join(', ')}`);
    if (
      atBenchmarkIndex !== undefined &&
      (typeof atBenchmarkIndex !== 'number' || !Number.isFinite(atBenchmarkIndex) || atBenchmarkIndex <= 0)
    )
      throw new Error(`${where}: "atBenchmarkIndex" must be a number > 0`);
    return {
      label,
      metric: metric as BudgetMetric,
      max,
      ...(pages ? { pages: pages as PageName[] } : {}),
      ...(atBenchmarkIndex !== undefined ? { atBenchmarkIndex: atBenchmarkIndex as number } : {}),
    };
  });
}

/**
 * One check per budget and measured page it applies to, in budget order then page order. Budgets
 * whose pages were not measured this time (e.g. `--pages home`) produce no check. A budget set at
 * a benchmark index is applied scaled to this host's (`benchmarkIndex`, the runs' median).
 */
export function checkBudgets(
  budgets: readonly Budget[],
  figures: Readonly<Partial<Record<PageName, PageFigures>>>,
  benchmarkIndex?: number,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const budget of budgets) {
    for (const page of PAGE_NAMES) {
      const measured = figures[page];
      if (!measured || (budget.pages && !budget.pages.includes(page))) continue;
      const value = measured[budget.metric];
      const max = scaledMax(budget, benchmarkIndex);
      checks.push({
        label: budget.label,
        metric: budget.metric,
        page,
        max,
        value,
        pass: Number.isFinite(value) && value <= max,
      });
    }
  }
  return checks;
}
