/** Types of release-manifest.mjs (for the TypeScript code that uses it). */
export declare const RELEASE_FILE: 'release.json';
export declare function fileDigest(file: string): string;
export declare function writeRelease(
  dir: string,
  release: { app: string; version: string; contract: unknown },
): void;
export declare function currentContract(repoRoot: string): unknown;
export declare function checkRelease(
  dir: string,
  expected: { app: string; version: string },
): string | undefined;
