/**
 * Paths of the pages this remote owns beyond the section tabs (spec 2 "Sports", "Calendar").
 * The spec names no event route; `/sports/event/{name}/{id}` falls under the remote's /sports/*.
 */
import { eventPagePath, type SportingEvent } from 'shared-contracts';
import { slugify } from './leagues';

/** The event page of one sporting event: /sports/event/{slug of its name}/{id} (shared-contracts). */
export function eventPath(event: Pick<SportingEvent, 'id' | 'name'>): string {
  return eventPagePath(event);
}

/** A league's table: /sports/standings/{name}/{id}. */
export function standingsPath(league: { readonly id: string; readonly name: string }): string {
  return `/sports/standings/${slugify(league.name) || 'liga'}/${encodeURIComponent(league.id)}`;
}

/** A league's news: /sports/feed/{name}/{id}. */
export function leagueFeedPath(league: { readonly id: string; readonly name: string }): string {
  return `/sports/feed/${slugify(league.name) || 'liga'}/${encodeURIComponent(league.id)}`;
}

/** Calendar tabs (spec 2): /calendar/{context}/{id} (events) and /calendar/standings/{context}/{id}. */
export function calendarPath(tab: 'events' | 'standings', league?: { readonly id: string }): string {
  const root = tab === 'standings' ? '/calendar/standings' : '/calendar';
  return league ? `${root}/leagues/${encodeURIComponent(league.id)}` : root;
}
