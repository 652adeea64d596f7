// @ts-check
/**
 * The files of each route chunk of a remote's browser build: the chunks its route table fetches
 * on first use (`lazyRoute` in shared-contracts/src/remote-kit/lazy-route.ts, named `route-…` by
 * their imports' webpackChunkName). The edge sends the page's route chunk with the page's first
 * scripts (infra/src/edge/page-scripts.ts), so the browser has it when the remote asks for it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
/** A route chunk's name: its import's webpackChunkName. */
export const ROUTE_CHUNK = /^route-/;

/**
 * Writes route-chunks.json: each route chunk's name and the script files its chunk group loads.
 * @param {string} outDir @param {import('webpack').Stats} stats
 */
export function writeRouteChunks(outDir, stats) {
  const groups = stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
  /** @type {Record<string, string[]>} */
  const chunks = {};
  for (const [name, group] of Object.entries(groups)) {
    if (!ROUTE_CHUNK.test(name)) continue;
    chunks[name] = (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
  }
  fs.writeFileSync(path.join(outDir, ROUTE_CHUNKS_FILE), `${JSON.stringify(chunks, null, 2)}\n`);
}
