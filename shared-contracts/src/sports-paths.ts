/**
 * Paths of the sports pages (spec 2 "Sports", "Calendar"): an event, the section tabs (scores,
 * standings, news) of one league or of all, a scores page's league, day and mode, and the calendar. The spec names no event route; `/sports/event/{name}/{id}`
 * falls under the sports remote's /sports/*. The one builder and parser of these paths: the sports
 * remote's links and pages, the edge's page heads and the sitemaps use it.
 */
import { slugOf } from 'shared-contracts/core';

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

/** The {name} segment of a league's paths: its slug, 'liga' for a name that leaves none. */
export const leagueSlug = (name: string): string => sportsSlug(name) || 'liga';

/** The sports section tabs of one league or of all (spec 2 "Sports"). */
export type LeagueSection = 'scores' | 'standings' | 'news';

const LEAGUE_SECTION_ROOT: Readonly<Record<LeagueSection, string>> = {
  scores: '/sports/scores',
  standings: '/sports/standings',
  news: '/sports/feed',
};

/** A section for one league or for all: /sports/{scores|standings|feed}/{name?}/{id?}. */
export function leagueSectionPath(
  section: LeagueSection,
  league?: { readonly id: string; readonly name: string },
): string {
  const root = LEAGUE_SECTION_ROOT[section];
  return league ? `${root}/${leagueSlug(league.name)}/${encodeURIComponent(league.id)}` : root;
}

/** A league's table: /sports/standings/{name}/{id}. */
export const standingsPath = (league: { readonly id: string; readonly name: string }): string =>
  leagueSectionPath('standings', league);

/** A league's news: /sports/feed/{name}/{id}. */
export const leagueFeedPath = (league: { readonly id: string; readonly name: string }): string =>
  leagueSectionPath('news', league);

/** A league's games of today: /sports/scores/{name}/{id}. */
export const leagueScoresPath = (league: { readonly id: string; readonly name: string }): string =>
  leagueSectionPath('scores', league);

/** Calendar tabs (spec 2): /calendar/{context}/{id} (events) and /calendar/standings/{context}/{id}. */
export function calendarPath(tab: 'events' | 'standings', league?: { readonly id: string }): string {
  const root = tab === 'standings' ? '/calendar/standings' : '/calendar';
  return league ? `${root}/leagues/${encodeURIComponent(league.id)}` : root;
}

/** What a scores page shows; 'followed' is the reader's followed leagues (/favorites/.../myscores). */
export type ScoresMode = 'date' | 'live' | 'state' | 'followed';

export interface ScoresView {
  readonly mode: ScoresMode;
  /** A league id (or a season id, which the API accepts too), or undefined for every league. */
  readonly league?: string;
  /** The {name} URL segment of the league, kept when building links. */
  readonly slug?: string;
  /** YYYY-MM-DD; undefined means today in the reader's time zone (spec 9). */
  readonly date?: string;
  /** A date-shaped segment that is no calendar day (2026-13-45): the page says so, never a league. */
  readonly invalidDate?: string;
  readonly calendar: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Looks like a date (spec 9 "Score date format YYYY-MM-DD"), real or not. */
const DATE_SHAPED = /^\d{4}-\d{1,2}-\d{1,2}$/;
const SPECIAL = new Set(['live', 'state']);

/**
 * Reads the segments after /sports/scores/ (spec 2 "Sports": /sports/scores/{name?}/{id?}/{date},
 * the date YYYY-MM-DD defaulting to today, an optional /calendar suffix opening the drop-down): [{name}/]{id}, then 'live' or 'state' or a date, then
 * 'calendar'. 'live' and 'state' may take the id slot (/live, /live/{date}) or follow a league
 * (/laliga/la-liga/live): both show the games in play, of that league when one is named.
 */
export function parseScoresPath(splat: string): ScoresView {
  const parts = splat
    .split('/')
    .filter((part) => part !== '')
    .map(safeDecode);
  const calendar = parts.at(-1) === 'calendar';
  if (calendar) parts.pop();
  const last = parts.at(-1);
  let date: string | undefined;
  if (last !== undefined && DATE_SHAPED.test(last)) {
    parts.pop();
    if (!DATE.test(last) || !isRealDate(last)) return { mode: 'date', invalidDate: last, calendar };
    date = last;
  }
  const special = parts.findIndex((part) => SPECIAL.has(part));
  if (special !== -1) {
    const mode = parts[special] === 'live' ? 'live' : 'state';
    // Only segments before the mode name a league: /{name}/{id}/live or /{id}/live.
    const [first, second] = parts.slice(0, special);
    const league = second ?? first;
    return {
      mode,
      ...(league !== undefined && { league, slug: second === undefined ? undefined : first }),
      date,
      calendar,
    };
  }
  const [first, second] = parts;
  const id = second ?? first;
  const slug = second === undefined ? undefined : first;
  return { mode: 'date', league: id, slug, date, calendar };
}

/** The path of a view (the inverse of parseScoresPath for the date and league parts). */
export function scoresPath(view: ScoresView, root = LEAGUE_SECTION_ROOT.scores): string {
  const segments: string[] = [];
  if (view.league) segments.push(view.slug ?? 'liga', encodeURIComponent(view.league));
  if (view.mode === 'live' || view.mode === 'state') segments.push(view.mode);
  if (view.date) segments.push(view.date);
  if (view.calendar) segments.push('calendar');
  return [root, ...segments].join('/');
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T12:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
