/** Printing of a run's figures and budget checks as plain-text tables. Pure: returns text. */
import type { BudgetCheck, BudgetMetric, PageFigures } from './budgets';

export interface ReportRow {
  /** A page name, or 'static' for the static page of the same article. */
  readonly name: string;
  readonly figures: PageFigures;
  /** Successful runs behind the medians. */
  readonly runs: number;
}

const MISSING = '—';

/** A figure with its unit: 9.51 s, 514 ms, 0.092, 1,387 kB (1 kB = 1000 bytes), 12.6 ×. */
export function formatValue(metric: BudgetMetric | 'score', value: number): string {
  if (!Number.isFinite(value)) return MISSING;
  switch (metric) {
    case 'lcpMs':
      return `${(value / 1000).toFixed(2)} s`;
    case 'tbtMs':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'totalBytes':
    case 'scriptBytes':
      return `${Math.round(value / 1000).toLocaleString('en-US')} kB`;
    case 'lcpRatio':
      return `${value.toFixed(2)} ×`;
    case 'score':
      return String(Math.round(value));
  }
}

/** Columns padded to their widest cell; the first `left` columns left-aligned, the others right-aligned. */
export function formatColumns(rows: readonly (readonly string[])[], left = 1): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i < left ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const HEADER = ['page', 'LCP', '× static', 'TBT', 'CLS', 'transferred', 'JavaScript', 'score', 'runs'];

/** The medians table: one line per page, the static page first. */
export function formatTable(rows: readonly ReportRow[]): string {
  return formatColumns([
    HEADER,
    ...rows.map(({ name, figures, runs }) => [
      name,
      formatValue('lcpMs', figures.lcpMs),
      formatValue('lcpRatio', figures.lcpRatio),
      formatValue('tbtMs', figures.tbtMs),
      formatValue('cls', figures.cls),
      formatValue('totalBytes', figures.totalBytes),
      formatValue('scriptBytes', figures.scriptBytes),
      formatValue('score', figures.score),
      String(runs),
    ]),
  ]);
}

/** One line per check: PASS/FAIL, page, budget, measured value and the limit; then a summary. */
export function formatBudgetChecks(checks: readonly BudgetCheck[]): string {
  if (checks.length === 0) return 'No budget applies to the measured pages.';
  const broken = checks.filter((check) => !check.pass).length;
  const lines = formatColumns(
    checks.map((check) => [
      check.pass ? 'pass' : 'FAIL',
      check.page,
      check.label,
      formatValue(check.metric, check.value),
      `max ${formatValue(check.metric, check.max)}`,
    ]),
    3,
  );
  const summary =
    broken === 0
      ? `All ${checks.length} budget checks pass.`
      : `${broken} of ${checks.length} budget checks broken.`;
  return `${lines}\n${summary}`;
}
