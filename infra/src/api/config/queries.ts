/** The config domain's query: the stored site configuration (checked by the route, not here). */
import type { Kysely } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { SiteConfigSchema, type SiteConfig } from 'shared-contracts';
import { dataChanged } from '../../db/changes';
import type { DB } from '../../db/types';

/** The stored configuration of a site as the database holds it; undefined for an unknown site. */
export async function findSiteConfig(
  db: Kysely<DB>,
  siteId: number,
): Promise<{ config: unknown } | undefined> {
  return db.selectFrom('site_configs').select('config').where('id', '=', siteId).executeTakeFirst();
}

/**
 * Replaces the stored template.content of a site (the test hook; the carrier edits the row) and
 * announces it, so cached answers made of the configuration are dropped. false for an unknown
 * site or a stored row that is not a valid configuration.
 */
export async function storeTemplateContent(
  db: Kysely<DB>,
  siteId: number,
  content: SiteConfig['template']['content'],
): Promise<boolean> {
  const row = await findSiteConfig(db, siteId);
  if (!row || !Value.Check(SiteConfigSchema, row.config)) return false;
  const next: SiteConfig = { ...row.config, template: { ...row.config.template, content } };
  await db
    .updateTable('site_configs')
    .set({ config: JSON.stringify(next) })
    .where('id', '=', siteId)
    .execute();
  dataChanged(db, 'config');
  return true;
}
