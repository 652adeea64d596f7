/** The leagues of the sports menus (spec 2 "Sports"); their paths are shared-contracts sports-paths.ts. */
import type { SiteConfig } from 'shared-contracts';

export interface LeagueRef {
  readonly id: string;
  readonly name: string;
}

/** The site's default league follows (spec 3 "Site config": site_default_follows) feed the menus. */
export function menuLeagues(config: SiteConfig): LeagueRef[] {
  return config.site_default_follows
    .filter((follow) => follow.context === 'leagues')
    .map(({ id, name }) => ({ id, name }));
}
