/**
 * Olympic results (spec 2 "Olympic results table", route /discover/olympic/{feed}/{id}).
 * The API serves no Olympic data yet and shared-contracts has no schema for it: the call below is
 * the one requested from the API (see OlympicResultSchema), and until it exists the page shows
 * its empty state. Move the schema to shared-contracts/api/sports.ts when the route is built.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { ApiClient, ApiResult } from 'shared-contracts';

/** One row of the table: date, sport, competition, position, country, participant, result. */
export const OlympicResultSchema = Type.Object({
  id: Type.String(),
  /** ISO 8601 date or instant of the final. */
  date: Type.String(),
  sport: Type.String(),
  competition: Type.String(),
  /** Final placing; null when the result has none (a disqualification, say). */
  position: Type.Union([Type.Integer(), Type.Null()]),
  country: Type.Object({ code: Type.String(), name: Type.String() }),
  participant: Type.String(),
  result: Type.String(),
});
export type OlympicResult = Static<typeof OlympicResultSchema>;

export const OlympicResultsSchema = Type.Object({
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  results: Type.Array(OlympicResultSchema),
});

/** Rows shown on one page (the table is short: the medals of one topic node). */
export const OLYMPIC_PER_PAGE = 100;

/** GET api/v3/olympic/{feed}/{id}/results; 404 (no such topic, or no route yet) means no data. */
export async function getOlympicResults(
  api: ApiClient,
  feed: string,
  id: string,
  signal?: AbortSignal,
): Promise<ApiResult<readonly OlympicResult[]>> {
  const path = `v3/olympic/${encodeURIComponent(feed)}/${encodeURIComponent(id)}/results`;
  const result = await api.request(path, {
    query: { page: 1, per: OLYMPIC_PER_PAGE },
    schema: OlympicResultsSchema,
    signal,
  });
  if (result.ok) return { ...result, data: result.data.results };
  return result.status === 404 ? { ok: true, status: 404, data: [] } : result;
}
