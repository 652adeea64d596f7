/**
 * The reader mix `npm run load` sends: what a crowd after a goal or a breaking story asks for, as
 * a guest's browser asks it (HTML with Accept-Encoding, API JSON). Paths come from the running
 * site's own data: stories of its feed, its first league, a game for the score change.
 */
import { pagePaths, SEARCH_WORD, type League } from '../perf/targets';

export interface MixRequest {
  readonly name: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface Targets {
  readonly mix: readonly MixRequest[];
  /** A game whose score the load tool changes (test hook) and whose stream it holds. */
  readonly eventId: string;
}

const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
  'accept-language': 'pt-BR,pt;q=0.9',
};
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

async function getJson<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The mix, weighted the way a crowd reads: the front page and stories most, then scores,
 * standings, TV, a search, and the API calls pages make after they load.
 */
export function buildMix(paths: {
  home: string;
  articles: readonly string[];
  scores: string;
  standings: string;
  tv: string;
  search: string;
}): MixRequest[] {
  const page = (name: string, path: string): MixRequest => ({ name, path, headers: PAGE_HEADERS });
  const api = (name: string, path: string): MixRequest => ({ name, path, headers: API_HEADERS });
  const articles = paths.articles.map((path, index) => page(`article ${index + 1}`, path));
  return [
    page('home', paths.home),
    ...articles.slice(0, 2),
    page('scores', paths.scores),
    page('home', paths.home),
    ...articles.slice(2),
    page('standings', paths.standings),
    page('tv', paths.tv),
    page('search', paths.search),
    api('feed API', '/api/v3/feed?page=1&per=10'),
    api('search API', `/api/v4/content/search?text=${encodeURIComponent(SEARCH_WORD)}&per=15`),
  ];
}

export async function resolveTargets(origin: string): Promise<Targets> {
  const feed = await getJson<{ results: { context: string; link: string }[] }>(origin, '/api/v3/feed?per=30');
  const articles = feed.results
    .filter(
      (item) => item.context === 'news_stories' && item.link.startsWith('/') && !item.link.startsWith('//'),
    )
    .slice(0, 4)
    .map((item) => item.link);
  if (articles.length === 0) throw new Error('the feed has no news story');
  const config = await getJson<{ site_default_follows?: (League & { context: string })[] }>(
    origin,
    '/api/v3/site/config',
  );
  const league = config.site_default_follows?.find((follow) => follow.context === 'leagues');
  if (!league) throw new Error('the site configuration names no league');
  const paths = pagePaths(articles[0] ?? '/', league);
  const events = await getJson<{ results: { id: string; sport: string }[] }>(
    origin,
    '/api/v3/sporting_events?d=0,1,2,3,4,5,6&per=20',
  );
  const eventId = events.results.find((event) => event.sport === 'soccer')?.id;
  if (!eventId) throw new Error('no game this week to change the score of');
  const mix = buildMix({ ...paths, articles, scores: paths.scores, search: paths.search });
  for (const request of mix) {
    const response = await fetch(`${origin}${request.path}`, {
      headers: request.headers,
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${request.name} ${request.path} answered ${response.status}`);
  }
  return { mix, eventId };
}
