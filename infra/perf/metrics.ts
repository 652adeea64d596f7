/**
 * The figures the performance budget reads from one Lighthouse result (LHR), and their medians
 * over several runs. Pure: the LHR is parsed JSON; only the fields used here are typed.
 */
import { median } from './stats';

/** One page load's figures. Times in ms; bytes as transferred (compressed when served compressed). */
export interface PageMetrics {
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly totalBytes: number;
  /** Transfer size of every script the page loaded while Lighthouse watched (its cold first view). */
  readonly scriptBytes: number;
  /** Lighthouse performance score, 0-100. */
  readonly score: number;
}

interface Audit {
  readonly numericValue?: number;
  readonly details?: { readonly items?: readonly Record<string, unknown>[] };
}

/** The parts of a Lighthouse result read here. */
export interface LighthouseResult {
  readonly lighthouseVersion?: string;
  readonly finalDisplayedUrl?: string;
  readonly runtimeError?: { readonly code?: string; readonly message?: string };
  readonly runWarnings?: readonly string[];
  readonly configSettings?: {
    readonly formFactor?: string;
    readonly throttlingMethod?: string;
    readonly throttling?: {
      readonly rttMs?: number;
      readonly throughputKbps?: number;
      readonly cpuSlowdownMultiplier?: number;
    };
  };
  /** Lighthouse's measure of this machine's speed (higher is faster), taken at each run. */
  readonly environment?: { readonly benchmarkIndex?: number };
  readonly categories?: { readonly performance?: { readonly score?: number | null } };
  readonly audits?: Readonly<Record<string, Audit | undefined>>;
}

const numeric = (lhr: LighthouseResult, audit: string): number => {
  const value = lhr.audits?.[audit]?.numericValue;
  return typeof value === 'number' ? value : Number.NaN;
};

/** Transfer size of one resource type in Lighthouse's resource summary ('total', 'script', …). */
function summaryBytes(lhr: LighthouseResult, resourceType: string): number {
  const item = lhr.audits?.['resource-summary']?.details?.items?.find(
    (row) => row.resourceType === resourceType,
  );
  return typeof item?.transferSize === 'number' ? item.transferSize : Number.NaN;
}

/** The figures of one run; NaN for anything the run could not measure (e.g. a runtime error). */
export function metricsOf(lhr: LighthouseResult): PageMetrics {
  const score = lhr.categories?.performance?.score;
  const total = numeric(lhr, 'total-byte-weight');
  return {
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: Number.isFinite(total) ? total : summaryBytes(lhr, 'total'),
    scriptBytes: summaryBytes(lhr, 'script'),
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
  };
}

/** Each figure's median over the runs, figure by figure (runs that missed one are left out of it). */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const of = (name: keyof PageMetrics) => median(runs.map((run) => run[name]));
  return {
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    totalBytes: of('totalBytes'),
    scriptBytes: of('scriptBytes'),
    score: of('score'),
  };
}

/** A page's LCP as a multiple of the static page's (NaN when either is unknown). */
export function lcpRatio(page: PageMetrics, staticPage: PageMetrics): number {
  return staticPage.lcpMs > 0 ? page.lcpMs / staticPage.lcpMs : Number.NaN;
}
