/**
 * The paged envelope of every list the API answers (spec 7, spec 9): `{ page, per, total, endlist,
 * results }`. Routes read page/per from the query; queries page in SQL and count the total.
 */
export interface Paged<T> {
  page: number;
  per: number;
  total: number;
  endlist: boolean;
  results: T[];
}

/** Rows to skip before page `page` (1-based) of `per` rows. */
export function offsetOf(page: number, per: number): number {
  return (page - 1) * per;
}

/** One page of `results` out of `total`; endlist when no row is left after this page. */
export function pageOf<T>(page: number, per: number, total: number, results: T[]): Paged<T> {
  return { page, per, total, endlist: page * per >= total, results };
}
