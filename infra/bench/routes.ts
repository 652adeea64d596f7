/** The routes the benchmark measures (bench/run.ts) and whose plans bench/explain.ts prints. */
export const BENCH_ROUTES: readonly (readonly [string, string])[] = [
  ['trivial (baseline)', '/bench/ping'],
  ['hero', '/api/v3/site/content/hero?page=1&per=10'],
  ['home feed', '/api/v3/feed?page=1&per=10'],
  ['profile feed', '/api/v3/profiles/teams/flamengo/feed?page=1&per=10'],
  ['search', '/api/v4/content/search?text=selecao&per=15'],
  ['autocomplete', '/api/v3/site/favorites/ac?q=flamengo&per=5'],
  ['events by date', '/api/v3/sporting_events?d=0,1&z=America/Sao_Paulo&per=120'],
  ['event', '/api/v3/sporting_events/soccer/premier-league-2024-25-0111'],
  ['event feed', '/api/v3/sporting_events/soccer/premier-league-2024-25-0111/feed?page=1&per=5'],
  ['standings', '/api/v3/leagues/brasileirao/standings'],
];
