/** Applying live updates to the games on screen, and finding the changes worth announcing. */
import type { SportingEvent } from 'shared-contracts';

/** A change readers hear about (aria-live): a new score or a new status/period, never a minute. */
export interface ScoreChange {
  readonly kind: 'score' | 'status';
  readonly event: SportingEvent;
}

/** Statuses that can still change on the page: worth a live connection (issue item 3). */
const OPEN_STATUSES: ReadonlySet<SportingEvent['status']['status']> = new Set([
  'playing',
  'interrupted',
  'suspended',
  'upcoming',
  'fixture',
]);

export function isOpen(event: SportingEvent): boolean {
  return OPEN_STATUSES.has(event.status.status);
}

export function isLive(event: SportingEvent): boolean {
  return event.status.status === 'playing' || event.status.status === 'interrupted';
}

const score = (event: SportingEvent, position: 'home' | 'away') =>
  event.scores.find((s) => s.position === position)?.value ?? null;

/** What changed between two states of one game. */
export function changeOf(before: SportingEvent, after: SportingEvent): ScoreChange | null {
  if (score(before, 'home') !== score(after, 'home') || score(before, 'away') !== score(after, 'away'))
    return { kind: 'score', event: after };
  if (before.status.status !== after.status.status || before.status.period !== after.status.period)
    return { kind: 'status', event: after };
  return null;
}

export interface Merged {
  readonly events: readonly SportingEvent[];
  readonly changes: readonly ScoreChange[];
}

/**
 * One streamed update. The event's `version` identifies its state, so an update already on screen
 * (the stream re-sends current state on reconnect) changes nothing. Games not on the page are added
 * only when `accept` says so (the live page gains games that kick off).
 */
export function applyUpdate(
  events: readonly SportingEvent[],
  update: SportingEvent,
  accept: (event: SportingEvent) => boolean = () => false,
): Merged {
  const index = events.findIndex((event) => event.id === update.id);
  const current = events[index];
  if (!current)
    return accept(update) ? { events: [...events, update], changes: [] } : { events, changes: [] };
  if (current.version === update.version) return { events, changes: [] };
  const next = events.slice();
  next[index] = update;
  const change = changeOf(current, update);
  return { events: next, changes: change ? [change] : [] };
}

/** A polled list replaces the page's list; the differences are announced like streamed ones. */
export function applySnapshot(events: readonly SportingEvent[], snapshot: readonly SportingEvent[]): Merged {
  const before = new Map(events.map((event) => [event.id, event]));
  const changes: ScoreChange[] = [];
  for (const event of snapshot) {
    const old = before.get(event.id);
    const change = old && old.version !== event.version ? changeOf(old, event) : null;
    if (change) changes.push(change);
  }
  return { events: snapshot, changes };
}
