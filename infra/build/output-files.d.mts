/** Types of output-files.mjs (for the TypeScript tests that use it). */
export declare const COMPRESSIBLE: RegExp;
export declare const ENCODINGS: { readonly br: '.br'; readonly gzip: '.gz' };
export declare function brotli(data: Buffer): Buffer;
export declare function gzip(data: Buffer): Buffer;
export declare function listFiles(dir: string): string[];
export declare function hashFolder(dir: string): string;
export declare function precompressFolder(dir: string): number;
