/**
 * Data the edge server writes into the page (a JSON script, never executed): the active remote
 * registry, the shell's own version, whether the edge answered this path with 404, and the boot
 * data (site configuration, topic bar) so the first render needs no API call.
 */
import type { Static } from '@sinclair/typebox';
import type { SiteConfig } from 'shared-contracts';
import { PAGE_DATA_CHECKS } from './page-data.generated';
import type { PageDataSchema } from './page-data.schemas';

export const PAGE_DATA_ID = 'page-data';

export type PageData = Static<typeof PageDataSchema>;

export function readPageData(doc: Document = document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return PAGE_DATA_CHECKS.PageData.is(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The site configuration the page carries, when it matches its schema. */
export function siteConfigOf(data: PageData | undefined): SiteConfig | undefined {
  const config = data?.config;
  return PAGE_DATA_CHECKS.SiteConfig.is(config) ? config : undefined;
}
