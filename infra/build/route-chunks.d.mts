/** Types of route-chunks.mjs (for the TypeScript code that uses it). */
import type { Stats } from 'webpack';
export declare const ROUTE_CHUNKS_FILE: 'route-chunks.json';
export declare const ROUTE_CHUNK: RegExp;
export declare function writeRouteChunks(outDir: string, stats: Stats): void;
