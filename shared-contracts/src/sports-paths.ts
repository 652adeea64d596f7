/**
 * Paths of the sports pages beyond the section tabs (spec 2 "Sports", "Calendar"): an event, a
 * league's table, news and calendar. The spec names no event route; `/sports/event/{name}/{id}`
 * falls under the sports remote's /sports/*. The one builder and parser of these paths: the sports
 * remote's links and pages, the edge's page heads and the sitemaps use it.
 */
import { slugOf } from './slug';

/** 'Brasileirão Série A' → 'brasileirao-serie-a': the {name} segment of sports URLs. */
export const sportsSlug = (name: string): string => slugOf(name);

/** The event page of one sporting event: /sports/event/{slug of its name}/{id}. */
export function eventPath(event: { readonly id: string; readonly name: string }): string {
  return `/sports/event/${sportsSlug(event.name) || 'jogo'}/${encodeURIComponent(event.id)}`;
}

/** The event page's route (react-router syntax): the pattern eventPath builds and eventIdFrom reads. */
export const EVENT_ROUTE = '/sports/event/:name/:id';

/**
 * The event id a path names: the {id} of /sports/event/{name}/{id}, decoded (a trailing '/' is
 * allowed); undefined for any other path, as for one whose id is not valid percent-encoding.
 */
export function eventIdFrom(pathname: string): string | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  if (segments.length !== 5 || segments[0] !== '' || segments[1]?.toLowerCase() !== 'sports')
    return undefined;
  if (segments[2]?.toLowerCase() !== 'event' || !segments[3]) return undefined;
  try {
    return decodeURIComponent(segments[4] ?? '') || undefined;
  } catch {
    return undefined;
  }
}

/** A league's table: /sports/standings/{name}/{id}. */
export function standingsPath(league: { readonly id: string; readonly name: string }): string {
  return `/sports/standings/${sportsSlug(league.name) || 'liga'}/${encodeURIComponent(league.id)}`;
}

/** A league's news: /sports/feed/{name}/{id}. */
export function leagueFeedPath(league: { readonly id: string; readonly name: string }): string {
  return `/sports/feed/${sportsSlug(league.name) || 'liga'}/${encodeURIComponent(league.id)}`;
}

/** Calendar tabs (spec 2): /calendar/{context}/{id} (events) and /calendar/standings/{context}/{id}. */
export function calendarPath(tab: 'events' | 'standings', league?: { readonly id: string }): string {
  const root = tab === 'standings' ? '/calendar/standings' : '/calendar';
  return league ? `${root}/leagues/${encodeURIComponent(league.id)}` : root;
}

/** A league's games of today: /sports/scores/{name}/{id}. */
export function leagueScoresPath(league: { readonly id: string; readonly name: string }): string {
  return `/sports/scores/${sportsSlug(league.name) || 'liga'}/${encodeURIComponent(league.id)}`;
}
