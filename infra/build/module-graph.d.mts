/** Types of module-graph.mjs (for the TypeScript tests that use it). */
export declare function runtimeImports(file: string): string[];
export declare function moduleGraph(entry: string): string[];
