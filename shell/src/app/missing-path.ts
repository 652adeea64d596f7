/**
 * The path the edge answered with 404 (an unknown path, or a page whose item does not exist).
 * The shell shows its own not-found page there instead of mounting the route's remote, so what
 * the reader sees agrees with the status crawlers and link previews get. Only the first page of a
 * visit comes from the edge; later pages are the remotes' to judge.
 */
let missingPath: string | undefined;

export function markMissing(pathname: string | undefined): void {
  missingPath = pathname;
}

export function isMissing(pathname: string): boolean {
  return missingPath !== undefined && pathname === missingPath;
}
