/**
 * Route chunks: a remote's lazy route names its chunk twice, in `lazyRoute(name, …)` for the edge
 * and in its import's webpackChunkName for the build; the build lists each route chunk's files
 * (route-chunks.json). A name that differs would leave the page's code out of its first scripts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Stats } from 'webpack';
import { ROUTE_CHUNKS_FILE, writeRouteChunks } from '../build/route-chunks.mjs';

const repoRoot = path.resolve(__dirname, '../..');
const REMOTES = ['mf-news', 'mf-sports', 'mf-tv', 'mf-accounts', 'mf-rewards'];

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('lazy routes of the remotes', () => {
  const calls = REMOTES.flatMap((remote) =>
    sourcesOf(path.join(repoRoot, remote, 'src')).flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      // Each lazyRoute call up to the end of its import's request.
      return [...source.matchAll(/lazyRoute\(\s*'([^']*)'[\s\S]*?import\(([\s\S]*?)'[^']*'\s*\)/g)].map(
        ([call, name, comment]) => ({ file: path.relative(repoRoot, file), name, comment, call }),
      );
    }),
  );

  it('are found', () => {
    expect(calls.length).toBeGreaterThanOrEqual(9);
  });

  it('give their import the chunk name they tell the edge, a route-… name', () => {
    const mismatched = calls
      .filter(
        ({ name, comment }) =>
          !/^route-[\w-]+$/.test(name ?? '') || !comment?.includes(`webpackChunkName: "${name}"`),
      )
      .map(({ file, call }) => `${file}: ${call}`);
    expect(mismatched).toEqual([]);
  });
});

describe('writeRouteChunks', () => {
  it("lists each route chunk's scripts, and no other chunk group", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-route-chunks-'));
    const stats = {
      toJson: () => ({
        namedChunkGroups: {
          'route-news-home': {
            assets: [{ name: '12.a.js' }, { name: 'home.b.js' }, { name: 'home.b.js.map' }],
          },
          'route-news-story': { assets: [{ name: 'story.c.js' }] },
          __federation_expose_App: { assets: [{ name: 'app.d.js' }] },
          'i18n-en': { assets: [{ name: 'en.e.js' }] },
        },
      }),
    } as unknown as Stats;
    writeRouteChunks(dir, stats);
    expect(JSON.parse(fs.readFileSync(path.join(dir, ROUTE_CHUNKS_FILE), 'utf8'))).toEqual({
      'route-news-home': ['12.a.js', 'home.b.js'],
      'route-news-story': ['story.c.js'],
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
