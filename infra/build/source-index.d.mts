/** Types of source-index.mjs (for the TypeScript tests that use it). */
export declare const INDEX_FILE: string;
export interface SourceIndex {
  latest?: { source: string; version: string };
  bySource: Record<string, string>;
}
export declare function sourceFingerprint(appDir: string, repoRoot?: string): string;
export declare function readSourceIndex(distDir: string): SourceIndex;
export declare function builtFrom(distDir: string, source: string, entryFile: string): string | undefined;
export declare function recordBuild(distDir: string, source: string, version: string): void;
