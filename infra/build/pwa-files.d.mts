/** Types of pwa-files.mjs (for the TypeScript tests that use it). */
export declare const PRECACHE_GLOBS: string[];
export declare function writePrecacheList(outDir: string): Promise<{ count: number; size: number }>;
export declare function brandColourOf(svg: string): string;
export declare function icoOf(images: { size: number; png: Buffer }[]): Buffer;
export declare function writeIcons(appDir: string, outDir: string): Promise<void>;
