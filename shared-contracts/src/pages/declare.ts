/**
 * How an owner declares its pages (docs/adr/016-one-page-request.md): for each route id of
 * `ROUTES` it owns, which of the route's paths are pages (the rest answer 404: no soft 404s) and
 * which of them it renders on the server (its first screen, always as a guest: docs/adr/010);
 * for the owner as a whole, whether its pages depend on the reader's time zone. The edge decides
 * 404s from these declarations, and each remote's server entry renders the paths it declared.
 */
import { compilePattern, type PageOwner } from '../routes';

/** Whether a path (trailing slashes removed) is one of the route's pages. */
export type SubPaths = (pathname: string) => boolean;

export interface PageDeclaration {
  readonly isPage: SubPaths;
  /** react-router patterns of the paths rendered on the server; none: the browser renders them. */
  readonly server?: readonly string[];
}

export interface OwnerPages {
  readonly owner: PageOwner;
  /** Its pages show times or "today" in the reader's time zone (the render names the zone). */
  readonly zoned?: boolean;
  /** By route id (shared-contracts ROUTES); a test keeps every route declared once. */
  readonly pages: Readonly<Record<string, PageDeclaration>>;
}

/** Any of these react-router patterns, matched as exactly as the route table does. */
export const patterns = (...paths: string[]): SubPaths => {
  const regexes = paths.map((path) => compilePattern(path).regex);
  return (pathname) => regexes.some((regex) => regex.test(pathname));
};

export const always: SubPaths = () => true;
/** Routes that exist to show "not found" (spec 2 "404 page"; /error/content_not_found). */
export const never: SubPaths = () => false;

export const segmentsAfter = (prefix: number, pathname: string): string[] =>
  pathname.split('/').filter(Boolean).slice(prefix);

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isRealDate = (value: string): boolean => {
  const time = Date.parse(`${value}T12:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
