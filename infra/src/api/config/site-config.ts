/**
 * The one rule for a site's stored configuration, for every part of the API that reads it (GET
 * site/config, the home's sections, the share cards): the stored JSON is checked like wire data,
 * and a broken row is the bundled configuration for this site (spec 8) and nothing for another.
 */
import type { Kysely } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { FALLBACK_SITE_CONFIG, SITE_ID, SiteConfigSchema, type SiteConfig } from 'shared-contracts';
import type { DB } from '../../db/types';
import { findSiteConfig } from './queries';

export interface SiteConfigRead {
  /** The site has a stored row. */
  readonly found: boolean;
  /** Its configuration, or the bundled one in place of a broken row; undefined: none usable. */
  readonly config: SiteConfig | undefined;
  /** The stored row did not pass the check. */
  readonly broken: boolean;
}

export async function readSiteConfig(db: Kysely<DB>, siteId: number): Promise<SiteConfigRead> {
  const row = await findSiteConfig(db, siteId);
  if (!row) return { found: false, config: undefined, broken: false };
  if (Value.Check(SiteConfigSchema, row.config)) return { found: true, config: row.config, broken: false };
  return { found: true, config: siteId === SITE_ID ? FALLBACK_SITE_CONFIG : undefined, broken: true };
}
