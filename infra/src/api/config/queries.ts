/** The config domain's query: the stored site configuration (checked by the route, not here). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** The stored configuration of a site as the database holds it; undefined for an unknown site. */
export async function findSiteConfig(
  db: Kysely<DB>,
  siteId: number,
): Promise<{ config: unknown } | undefined> {
  return db.selectFrom('site_configs').select('config').where('id', '=', siteId).executeTakeFirst();
}
