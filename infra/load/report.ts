/** The tables `npm run load` prints. Pure: figures in, text out. */

export interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
}

export interface LevelResult {
  readonly connections: number;
  readonly healthz: Figures;
  readonly mix: Figures;
  /** Server memory (MB) and event-loop delay (ms) over the mix; undefined when not measured. */
  readonly rssMb?: number;
  readonly loopP99Ms?: number;
  readonly loopMaxMs?: number;
}

export interface StreamResult {
  readonly streams: number;
  readonly failed: number;
  readonly openSeconds: number;
  readonly healthzAlone: Figures;
  readonly healthzHeld: Figures;
  readonly deliveries: number;
  readonly expected: number;
  readonly deliveryP50: number;
  readonly deliveryP99: number;
  readonly deliveryMax: number;
  readonly writeStatuses: readonly number[];
  readonly rssMb?: number;
}

export interface SoakResult {
  readonly minutes: number;
  readonly connections: number;
  /** RSS (MB) sampled every 30 s; the first after the warm-up is the reference. */
  readonly rssMb: readonly number[];
  readonly mix: Figures;
}

/** The value at quantile q (0-1) of the numbers, nearest rank; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** Growth of memory over a soak: last against the first sample after warm-up, and the peak. */
export function memoryGrowth(rssMb: readonly number[]): {
  first: number;
  last: number;
  peak: number;
  growthPct: number;
} {
  const first = rssMb[0] ?? 0;
  const last = rssMb[rssMb.length - 1] ?? 0;
  const peak = Math.max(0, ...rssMb);
  return { first, last, peak, growthPct: first > 0 ? ((last - first) / first) * 100 : 0 };
}

const num = (value: number | undefined, digits = 0): string =>
  value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);
const ratio = (a: number, b: number): string => (b > 0 ? (a / b).toFixed(2) : '—');
const pad = (cells: readonly string[], widths: readonly number[]): string =>
  cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0)))
    .join(' ');

export function formatLevels(levels: readonly LevelResult[]): string {
  const widths = [6, 9, 7, 8, 8, 8, 8, 7, 9, 9, 8, 9, 9];
  const head = pad(
    [
      'conns',
      'mix r/s',
      '×hz',
      'p50 ms',
      'p99 ms',
      'p99×hz',
      'errors',
      't/outs',
      'non-2xx',
      'hz r/s',
      'hz p99',
      'RSS MB',
      'loop p99',
    ],
    widths,
  );
  const rows = levels.map((level) =>
    pad(
      [
        String(level.connections),
        num(level.mix.rps),
        ratio(level.mix.rps, level.healthz.rps),
        num(level.mix.p50),
        num(level.mix.p99),
        ratio(level.mix.p99, Math.max(level.healthz.p99, 1)),
        String(level.mix.errors),
        String(level.mix.timeouts),
        String(level.mix.non2xx),
        num(level.healthz.rps),
        num(level.healthz.p99),
        num(level.rssMb),
        num(level.loopP99Ms, 1),
      ],
      widths,
    ),
  );
  return [head, ...rows].join('\n');
}

export function formatStreams(result: StreamResult): string {
  return [
    `streams held: ${result.streams} (${result.failed} failed to open; all open after ${num(result.openSeconds, 1)} s)`,
    `/healthz p99: ${num(result.healthzHeld.p99)} ms with the streams held, ${num(result.healthzAlone.p99)} ms without (×${ratio(result.healthzHeld.p99, Math.max(result.healthzAlone.p99, 1))}); r/s ${num(result.healthzHeld.rps)} vs ${num(result.healthzAlone.rps)}`,
    `score change delivered: ${result.deliveries} of ${result.expected}; p50 ${num(result.deliveryP50)} ms, p99 ${num(result.deliveryP99)} ms, max ${num(result.deliveryMax)} ms (writes answered ${result.writeStatuses.join(', ')})`,
    `server RSS with the streams: ${num(result.rssMb)} MB`,
  ].join('\n');
}

export function formatSoak(result: SoakResult): string {
  const growth = memoryGrowth(result.rssMb);
  return [
    `soak: ${result.minutes} min at ${result.connections} connections, ${num(result.mix.rps)} r/s, p99 ${num(result.mix.p99)} ms, ${result.mix.errors} errors, ${result.mix.timeouts} timeouts, ${result.mix.non2xx} non-2xx`,
    `RSS MB every 30 s: ${result.rssMb.map((mb) => mb.toFixed(0)).join(' ')}`,
    `memory: ${growth.first.toFixed(0)} → ${growth.last.toFixed(0)} MB (${growth.growthPct >= 0 ? '+' : ''}${growth.growthPct.toFixed(1)} %), peak ${growth.peak.toFixed(0)} MB`,
  ].join('\n');
}
