/**
 * Live state of a replayed match at a given instant (spec 3 statuses and periods). Pure: the
 * state follows from the kick-off, the real result and the clock, so every API instance and every
 * poll agree without storing anything. Goals are spread over the match at minutes drawn from the
 * event id (the real half-time score decides which half they fall in), and the score ends at the
 * real result.
 *
 * Timeline (minutes after kick-off): 0-47 1st half, 47-62 half-time, 62-111 2nd half,
 * then extra time 111-147 and penalties 147-160 when the real match had them; then final.
 * More than 48 h before kick-off a match is a 'fixture', closer it is 'upcoming'. The one awarded
 * match (abandoned, then decided by CONMEBOL) is 'interrupted' from minute 70 and a 'walkover'
 * with the awarded score 3 hours after kick-off.
 */
import { EVENT_PERIODS, EVENT_STATUSES, type EventStatus } from 'shared-contracts';

export type Period = '1st half' | 'half-time' | '2nd half' | 'extra time' | 'penalties';

export interface SimEvent {
  readonly id: string;
  readonly kickoff: Date;
  readonly home_score: number;
  readonly away_score: number;
  readonly halftime_home: number | null;
  readonly halftime_away: number | null;
  readonly score90_home: number | null;
  readonly score90_away: number | null;
  readonly penalties_home: number | null;
  readonly penalties_away: number | null;
  readonly extra_time: boolean;
  readonly result_status: 'finished' | 'awarded';
}

export interface LiveOverride {
  readonly status: string;
  readonly period: string | null;
  readonly minute: number | null;
  readonly home_score: number;
  readonly away_score: number;
}

export interface LiveState {
  readonly status: EventStatus;
  readonly period: Period | null;
  readonly minute: number | null;
  readonly home: number | null;
  readonly away: number | null;
  readonly penaltiesHome: number | null;
  readonly penaltiesAway: number | null;
}

const FIXTURE_HORIZON_MIN = 48 * 60;
const HALF_TIME_START = 47;
const SECOND_HALF_START = 62;
const SECOND_HALF_END = 111;
const EXTRA_TIME_END = 147;
const PENALTIES_END = 160;
const AWARDED_STOP_MINUTE = 70;
const AWARDED_DECIDED = 180;

/** FNV-1a: stable across processes, enough to spread goal minutes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function minutesIn(id: string, side: string, count: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push(from + (hash(`${id}:${side}:${i}`) % (to - from + 1)));
  return out.sort((a, b) => a - b);
}

/** Goal minutes of one side: first half, second half, extra time. */
export function goalMinutes(event: SimEvent, side: 'home' | 'away'): number[] {
  const total = side === 'home' ? event.home_score : event.away_score;
  const in90 = (side === 'home' ? event.score90_home : event.score90_away) ?? total;
  const known = side === 'home' ? event.halftime_home : event.halftime_away;
  const firstHalf = Math.min(in90, known ?? Math.floor(in90 / 2));
  return [
    ...minutesIn(event.id, side, firstHalf, 1, 45),
    ...minutesIn(event.id, `${side}2`, in90 - firstHalf, 46, 90),
    ...minutesIn(event.id, `${side}3`, Math.max(0, total - in90), 91, 120),
  ];
}

function scoreAt(event: SimEvent, minute: number): { home: number; away: number } {
  return {
    home: goalMinutes(event, 'home').filter((m) => m <= minute).length,
    away: goalMinutes(event, 'away').filter((m) => m <= minute).length,
  };
}

function finalState(event: SimEvent): LiveState {
  return {
    status: event.result_status === 'awarded' ? 'walkover' : 'final',
    period: null,
    minute: null,
    home: event.home_score,
    away: event.away_score,
    penaltiesHome: event.penalties_home,
    penaltiesAway: event.penalties_away,
  };
}

function playing(event: SimEvent, period: Period, minute: number): LiveState {
  const score = scoreAt(event, minute);
  return { status: 'playing', period, minute, ...score, penaltiesHome: null, penaltiesAway: null };
}

export function simulateEvent(event: SimEvent, now: Date, simulate: boolean): LiveState {
  if (!simulate) return finalState(event);
  const t = (now.getTime() - event.kickoff.getTime()) / 60000;
  if (t < 0) {
    return {
      status: -t > FIXTURE_HORIZON_MIN ? 'fixture' : 'upcoming',
      period: null,
      minute: null,
      home: null,
      away: null,
      penaltiesHome: null,
      penaltiesAway: null,
    };
  }
  const elapsed = Math.floor(t);
  if (event.result_status === 'awarded') {
    if (t >= AWARDED_DECIDED) return finalState(event);
    const stopAt = SECOND_HALF_START + (AWARDED_STOP_MINUTE - 45);
    if (t >= stopAt) {
      return {
        status: 'interrupted',
        period: '2nd half',
        minute: AWARDED_STOP_MINUTE,
        home: 0,
        away: 0,
        penaltiesHome: null,
        penaltiesAway: null,
      };
    }
    const minute =
      t < HALF_TIME_START ? Math.min(45, elapsed + 1) : 46 + Math.max(0, elapsed - SECOND_HALF_START);
    const period: Period =
      t < HALF_TIME_START ? '1st half' : t < SECOND_HALF_START ? 'half-time' : '2nd half';
    return {
      status: 'playing',
      period,
      minute: period === 'half-time' ? 45 : minute,
      home: 0,
      away: 0,
      penaltiesHome: null,
      penaltiesAway: null,
    };
  }
  if (t < HALF_TIME_START) return playing(event, '1st half', Math.min(45, elapsed + 1));
  if (t < SECOND_HALF_START) return { ...playing(event, 'half-time', 45), minute: null };
  if (t < SECOND_HALF_END) return playing(event, '2nd half', Math.min(90, 46 + elapsed - SECOND_HALF_START));
  if (!event.extra_time) return finalState(event);
  if (t < EXTRA_TIME_END) return playing(event, 'extra time', Math.min(120, 91 + elapsed - SECOND_HALF_END));
  if (event.penalties_home !== null && t < PENALTIES_END) {
    return { ...playing(event, 'penalties', 120), minute: null };
  }
  return finalState(event);
}

/**
 * The instant from which simulateEvent() gives an event its final state: the end of normal time, of
 * extra time or of the shoot-out, or the awarding decision. Before it the result is not in any table,
 * after it the table counts the real result, so a table stays valid between two such instants.
 */
export function finalFrom(
  event: Pick<SimEvent, 'kickoff' | 'extra_time' | 'penalties_home' | 'result_status'>,
): Date {
  const minutes =
    event.result_status === 'awarded'
      ? AWARDED_DECIDED
      : !event.extra_time
        ? SECOND_HALF_END
        : event.penalties_home !== null
          ? PENALTIES_END
          : EXTRA_TIME_END;
  return new Date(event.kickoff.getTime() + minutes * 60_000);
}

/** Applies a manual override (test hook, operator correction) on top of the simulated state. */
export function applyOverride(state: LiveState, override: LiveOverride | null | undefined): LiveState {
  if (!override) return state;
  return {
    status: isStatus(override.status) ? override.status : state.status,
    period: isPeriod(override.period) ? override.period : null,
    minute: override.minute,
    home: override.home_score,
    away: override.away_score,
    penaltiesHome: null,
    penaltiesAway: null,
  };
}

const STATUSES: readonly string[] = EVENT_STATUSES;
const PERIODS: readonly string[] = EVENT_PERIODS;

function isStatus(value: string): value is EventStatus {
  return STATUSES.includes(value);
}

function isPeriod(value: string | null): value is Period {
  return value !== null && PERIODS.includes(value);
}

/** Identifies a state: a client or the fan-out drops an update whose version it has already seen. */
export function stateVersion(state: LiveState): string {
  return [
    state.status,
    state.period ?? '',
    state.minute ?? '',
    state.home ?? '',
    state.away ?? '',
    state.penaltiesHome ?? '',
    state.penaltiesAway ?? '',
  ].join('|');
}

/** The state of an event at an instant: the replay's, or the manual override when one is set. */
export function liveStateOf(
  event: SimEvent & { readonly override: LiveOverride | null },
  now: Date,
  simulate: boolean,
): LiveState {
  return applyOverride(simulateEvent(event, now, simulate), event.override);
}
