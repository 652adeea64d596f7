/** The routes the benchmark measures (bench/run.ts) and whose plans bench/explain.ts prints. */
export const BENCH_ROUTES: readonly (readonly [string, string])[] = [
  ['trivial (baseline)', '/bench/ping'],
  ['home feed', '/api/v3/feed?page=1&per=10'],
  ['search', '/api/v4/content/search?text=selecao&per=15'],
  ['events by date', '/api/v3/sporting_events?d=0,1&z=America/Sao_Paulo&per=120'],
  ['standings', '/api/v3/leagues/brasileirao/standings'],
];
