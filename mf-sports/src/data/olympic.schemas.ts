/**
 * The Olympic results the page requests (see ./olympic.ts); `npm run checks -w shared-contracts`
 * writes ./olympic.generated.ts from them.
 */
import { Type } from '@sinclair/typebox';

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
export const OlympicResultsSchema = Type.Object({
  page: Type.Integer(),
  per: Type.Integer(),
  total: Type.Integer(),
  endlist: Type.Boolean(),
  results: Type.Array(OlympicResultSchema),
});

export const SCHEMAS = { OlympicResults: OlympicResultsSchema };
