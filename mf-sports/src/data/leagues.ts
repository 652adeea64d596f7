/** The leagues of the sports menus and the paths of each sports section (spec 2 "Sports" routes). */
import { sportsSlug, type SiteConfig } from 'shared-contracts';

export type SportsSection = 'scores' | 'standings' | 'news';

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

/** 'Brasileirão Série A' → 'brasileirao-serie-a': the {name} segment of sports URLs. */
export const slugify = sportsSlug;

const SECTION_ROOT: Record<SportsSection, string> = {
  scores: '/sports/scores',
  standings: '/sports/standings',
  news: '/sports/feed',
};

/** The path of a section, for one league or for all (spec 2: /sports/{section}/{name?}/{id}). */
export function sectionPath(section: SportsSection, league?: LeagueRef): string {
  const root = SECTION_ROOT[section];
  return league ? `${root}/${slugify(league.name) || 'liga'}/${encodeURIComponent(league.id)}` : root;
}
