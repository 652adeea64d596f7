/**
 * How a live-score stream and its client name a game's state (spec 7 "Events"): the SSE id of a
 * change, and the short digest a client sends of the states it already shows, so that a stream's
 * first messages carry only the games that changed since the page was rendered.
 */
import type { SportingEvent } from './api/sports';

type LiveState = Pick<SportingEvent, 'id' | 'version'>;

/** The SSE id of a change: the game and its state version. */
export const liveEventId = (event: LiveState): string => `${event.id}:${event.version}`;

/** The stream's `known` filter is capped at this many characters by the API. */
export const LIVE_KNOWN_MAX_LENGTH = 1600;

/**
 * A short digest (32-bit FNV-1a of the SSE id, base 36) of a game's state. Two different states
 * share one with odds of one in four billion, and the cost then is one message not sent on connect
 * (the client's next poll or change brings the state).
 */
export function liveStateDigest(event: LiveState): string {
  const text = liveEventId(event);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
