/**
 * The standings kept between requests. A table only changes when one of its matches gets or loses
 * a result; the live replay is a pure function of the clock, so each computed table knows the
 * window of instants in which it stays right (standings-table.ts), and results set or cleared by
 * hand (the test hook, another instance through the live hub) invalidate it at once. So a table is
 * computed once per league season and result change, not per request; a league's seasons are kept
 * a minute. No SQL here (queries.ts) and no table logic (standings-table.ts, seasons.ts).
 */
import type { Kysely } from 'kysely';
import type { Profile, SportingEvent, StandingsResponse } from 'shared-contracts';
import type { DB } from '../../db/types';
import { findProfile } from '../content/queries';
import { ApiHttpError } from '../errors';
import type { SeasonRow } from './model';
import { leagueSeasons, tableRows } from './queries';
import { defaultSeason } from './seasons';
import { buildTable, type StandingsTable } from './standings-table';

/** Reference data (leagues, seasons) only change when the database is seeded or re-anchored at start. */
const REFERENCE_TTL_MS = 60_000;

interface LeagueEntry {
  readonly at: number;
  readonly league: Profile;
  readonly seasons: SeasonRow[];
}

class StandingsStore {
  private readonly leagues = new Map<string, Promise<LeagueEntry | null>>();
  private readonly tables = new Map<string, StandingsTable>();
  private readonly pending = new Map<string, Promise<StandingsTable>>();
  /** Bumped by every invalidation, so a computation that raced with one is not stored. */
  private generation = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async pick(leagueId: string, seasonId: string | undefined, now: Date) {
    const entry = await this.league(leagueId);
    if (!entry) throw new ApiHttpError('LEAGUE_NOT_FOUND', `No league "${leagueId}".`);
    const { league, seasons } = entry;
    const season =
      seasonId === undefined
        ? defaultSeason(seasons, now)
        : seasons.find((candidate) => candidate.id === seasonId);
    if (!season)
      throw new ApiHttpError('NOT_FOUND', `League "${leagueId}" has no season "${seasonId ?? ''}".`);
    return { league, season, seasons };
  }

  private async league(leagueId: string): Promise<LeagueEntry | null> {
    const cached = this.leagues.get(leagueId);
    if (cached) {
      const entry = await cached;
      if (entry && Date.now() - entry.at < REFERENCE_TTL_MS) return entry;
    }
    const loading = (async (): Promise<LeagueEntry | null> => {
      const league = await findProfile(this.db, 'leagues', leagueId);
      if (!league) return null;
      return { at: Date.now(), league, seasons: await leagueSeasons(this.db, leagueId) };
    })();
    this.leagues.set(leagueId, loading);
    // Unknown ids and failures are not kept.
    loading.then(
      (entry) => {
        if (!entry) this.leagues.delete(leagueId);
      },
      () => this.leagues.delete(leagueId),
    );
    return loading;
  }

  async table(leagueId: string, seasonId: string | undefined, now: Date, simulate: boolean) {
    const { league, season } = await this.pick(leagueId, seasonId, now);
    const key = `${season.id}|${simulate}`;
    const at = now.getTime();
    const valid = (entry: StandingsTable | undefined): entry is StandingsTable =>
      entry !== undefined && entry.validFrom <= at && at < entry.validUntil;
    const hit = this.tables.get(key);
    if (valid(hit)) return hit.value;
    // Concurrent misses share one computation.
    let running = this.pending.get(key);
    if (!running) {
      const generation = this.generation;
      running = computeTable(this.db, league, season, now, simulate);
      this.pending.set(key, running);
      running.then(
        (entry) => {
          if (this.pending.get(key) === running) this.pending.delete(key);
          if (generation === this.generation) this.tables.set(key, entry);
        },
        () => {
          if (this.pending.get(key) === running) this.pending.delete(key);
        },
      );
    }
    const entry = await running;
    if (valid(entry)) return entry.value;
    // Started for another instant (clocks differ between callers): compute for this one.
    return (await computeTable(this.db, league, season, now, simulate)).value;
  }

  /** Drops every table (a result was set or cleared by hand). */
  clear(): void {
    this.generation += 1;
    this.tables.clear();
    this.pending.clear();
  }

  /**
   * A live update (from this or another instance): drops the tables whose count of this match is no
   * longer what the update says, e.g. a result set or cleared by an override.
   */
  onLiveEvent(event: SportingEvent): void {
    const done = event.status.status === 'final' || event.status.status === 'walkover';
    const home = event.scores.find((score) => score.position === 'home')?.value ?? null;
    const away = event.scores.find((score) => score.position === 'away')?.value ?? null;
    const now = done && home !== null && away !== null ? `${home}-${away}` : null;
    for (const [key, entry] of this.tables) {
      if (!entry.counted.has(event.id)) continue;
      if (entry.counted.get(event.id) !== now) {
        this.generation += 1;
        this.tables.delete(key);
        this.pending.delete(key);
      }
    }
  }
}

const stores = new WeakMap<Kysely<DB>, StandingsStore>();

/** One store per database handle (per API instance), so two apps in one process never mix tables. */
function storeOf(db: Kysely<DB>): StandingsStore {
  let store = stores.get(db);
  if (!store) {
    store = new StandingsStore(db);
    stores.set(db, store);
  }
  return store;
}

/** A league, one of its seasons (by id, else the default one) and all of them, from the store. */
export async function pickSeason(db: Kysely<DB>, leagueId: string, seasonId: string | undefined, now: Date) {
  return storeOf(db).pick(leagueId, seasonId, now);
}

export function clearStandingsCache(db: Kysely<DB>): void {
  storeOf(db).clear();
}

export function onLiveEventForStandings(db: Kysely<DB>, event: SportingEvent): void {
  storeOf(db).onLiveEvent(event);
}

export async function getStandings(
  db: Kysely<DB>,
  leagueId: string,
  seasonId: string | undefined,
  now: Date,
  simulate: boolean,
): Promise<StandingsResponse> {
  return storeOf(db).table(leagueId, seasonId, now, simulate);
}

async function computeTable(
  db: Kysely<DB>,
  league: Profile,
  season: SeasonRow,
  now: Date,
  simulate: boolean,
): Promise<StandingsTable> {
  const { matches, teams } = await tableRows(db, season);
  const table = buildTable(league, season, matches, teams, now, simulate);
  if (!table) {
    throw new ApiHttpError(
      'STANDINGS_NOT_AVAILABLE',
      `${league.name} has no table for season ${season.season}.`,
    );
  }
  return table;
}
