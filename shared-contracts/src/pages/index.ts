/**
 * Every owner's page declarations (declare.ts), one file per owner: which paths of its routes are
 * pages, which it renders on the server, and whether its pages depend on the reader's time zone.
 */
import type { PageOwner } from '../routes';
import { ACCOUNTS_PAGES } from './account-pages';
import type { OwnerPages, PageDeclaration } from './declare';
import { NEWS_PAGES } from './news-pages';
import { REWARDS_PAGES } from './rewards-pages';
import { SHELL_PAGES } from './shell-pages';
import { SPORTS_PAGES } from './sports-pages';
import { TV_PAGES } from './tv-pages';

export type { OwnerPages, PageDeclaration, SubPaths } from './declare';
export { ACCOUNTS_PAGES, NEWS_PAGES, REWARDS_PAGES, SHELL_PAGES, SPORTS_PAGES, TV_PAGES };

export const OWNER_PAGES: readonly OwnerPages[] = [
  SHELL_PAGES,
  NEWS_PAGES,
  SPORTS_PAGES,
  TV_PAGES,
  ACCOUNTS_PAGES,
  REWARDS_PAGES,
];

const byRoute = new Map<string, PageDeclaration>(OWNER_PAGES.flatMap((owner) => Object.entries(owner.pages)));

/** The declaration of a route id of ROUTES; undefined for an id no owner declared. */
export const pageDeclarationOf = (routeId: string): PageDeclaration | undefined => byRoute.get(routeId);

/** An owner's declarations. */
export function ownerPagesOf(owner: PageOwner): OwnerPages {
  const found = OWNER_PAGES.find((pages) => pages.owner === owner);
  if (!found) throw new Error(`no page declarations for ${owner}`);
  return found;
}

/** The react-router patterns of the paths an owner renders on the server. */
export const serverPagesOf = (declared: OwnerPages): string[] =>
  Object.values(declared.pages).flatMap((page) => page.server ?? []);
