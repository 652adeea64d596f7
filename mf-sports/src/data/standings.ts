/** Standings and profile calls of the standings pages (spec 7; GET api/v3/leagues/:id/standings). */
import {
  WIRE_CHECKS,
  type ApiClient,
  type ApiResult,
  type Profile,
  type StandingsResponse,
} from 'shared-contracts';

/** What a standings region can show: a table, or the spec 8 "no table for this league" state. */
export type StandingsData =
  { readonly kind: 'table'; readonly standings: StandingsResponse } | { readonly kind: 'noTable' };

/**
 * The league's table (the default season is the newest when it has finished, else the latest that has started). An unknown league or a
 * league without a table is the expected "no table" state, not a failure (spec 8 "Empty lists").
 */
export async function getStandings(
  api: ApiClient,
  leagueId: string,
  season: string | undefined,
  signal?: AbortSignal,
): Promise<ApiResult<StandingsData>> {
  const result = await api.request(`v3/leagues/${encodeURIComponent(leagueId)}/standings`, {
    query: { season },
    check: WIRE_CHECKS.StandingsResponse,
    signal,
  });
  if (!result.ok)
    return result.status === 404 ? { ok: true, status: 404, data: { kind: 'noTable' } } : result;
  const standings = result.data;
  const rows = standings.groups.reduce((sum, group) => sum + group.rows.length, 0);
  const data: StandingsData =
    standings.league.has_standings && rows > 0 ? { kind: 'table', standings } : { kind: 'noTable' };
  return { ...result, data };
}

/** A league or team profile (spec 7 "Content": GET profiles/{context}/{id}). */
export async function getProfile(
  api: ApiClient,
  context: 'leagues' | 'teams',
  id: string,
  signal?: AbortSignal,
): Promise<ApiResult<Profile>> {
  return api.request(`v3/profiles/${context}/${encodeURIComponent(id)}`, {
    check: WIRE_CHECKS.Profile,
    signal,
  });
}
