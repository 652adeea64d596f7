/**
 * Olympic results (spec 2 "Olympic results table", route /discover/olympic/{feed}/{id}).
 * The API serves no Olympic data yet and shared-contracts has no schema for it: the call below is
 * the one requested from the API (see ./olympic.schemas.ts), and until it exists the page shows
 * its empty state. Move the schema to shared-contracts/api/sports.ts when the route is built.
 */
import type { Static } from '@sinclair/typebox';
import type { ApiClient, ApiResult } from 'shared-contracts';
import { OLYMPIC_CHECKS } from './olympic.generated';
import type { OlympicResultSchema } from './olympic.schemas';

export type OlympicResult = Static<typeof OlympicResultSchema>;

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
    check: OLYMPIC_CHECKS.OlympicResults,
    signal,
  });
  if (result.ok) return { ...result, data: result.data.results };
  return result.status === 404 ? { ok: true, status: 404, data: [] } : result;
}
