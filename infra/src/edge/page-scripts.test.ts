import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPageScripts } from './page-scripts';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(manifest: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
  folders.push(dir);
  if (manifest !== undefined) {
    fs.writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
    );
  }
  return dir;
}

const shellManifest = {
  shared: [
    { name: 'react', assets: { js: { sync: ['696.a.js'], async: [] } } },
    { name: 'react-dom/client', assets: { js: { sync: ['470.b.js'], async: [] } } },
    // Listed twice (two shared modules in one chunk): fetched once.
    { name: 'react-dom', assets: { js: { sync: ['470.b.js', '../../etc/passwd', 7], async: [] } } },
  ],
};
const remoteManifest = {
  shared: [
    // Provided by the shell: the remote's own copy is never fetched.
    { name: 'react', assets: { js: { sync: ['696.r.js'], async: [] } } },
    // Not provided by the shell: the runtime fetches the remote's copy for the page module.
    { name: 'single-spa-react', assets: { js: { sync: ['534.g.js', '988.c.js'], async: [] } } },
  ],
  exposes: [
    { name: 'SearchWidget', assets: { js: { sync: ['988.c.js', 'search.d.js'], async: [] } } },
    { name: 'App', assets: { js: { sync: ['988.c.js', 'app.e.js'], async: ['later.f.js'] } } },
  ],
};

describe('the scripts a page goes on to load', () => {
  it("lists the shell's shared libraries, then the page remote's entry, page chunks and own copies of libraries the shell does not share", () => {
    const scripts = createPageScripts();
    const shell = { dir: folder(shellManifest), base: '/shell/1/' };
    expect(scripts({ shell })).toEqual(['/shell/1/696.a.js', '/shell/1/470.b.js']);
    expect(scripts({ shell, remote: { dir: folder(remoteManifest), base: '/remotes/mf-news/2/' } })).toEqual([
      '/shell/1/696.a.js',
      '/shell/1/470.b.js',
      '/remotes/mf-news/2/remoteEntry.js',
      '/remotes/mf-news/2/988.c.js',
      '/remotes/mf-news/2/app.e.js',
      '/remotes/mf-news/2/534.g.js',
    ]);
  });

  it('reads each version once: a folder never changes', () => {
    const scripts = createPageScripts();
    const dir = folder(shellManifest);
    expect(scripts({ shell: { dir, base: '/s/' } })).toHaveLength(2);
    fs.rmSync(path.join(dir, 'mf-manifest.json'));
    expect(scripts({ shell: { dir, base: '/s/' } })).toHaveLength(2);
  });

  it('lists only the entry script of a remote without a readable manifest', () => {
    const scripts = createPageScripts();
    for (const manifest of [undefined, '{not json', 'null', { exposes: 'App' }, { exposes: [null] }]) {
      expect(
        scripts({
          shell: { dir: folder(undefined), base: '/s/' },
          remote: { dir: folder(manifest), base: '/r/' },
        }),
      ).toEqual(['/r/remoteEntry.js']);
    }
  });

  it("adds the files of the page's route chunk, when the remote's build lists it", () => {
    const scripts = createPageScripts();
    const shell = { dir: folder(shellManifest), base: '/shell/1/' };
    const dir = folder(remoteManifest);
    fs.writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify({
        'route-news-home': ['988.c.js', 'home.h.js', 'home.css', '../x.js'],
        'route-news-story': ['story.s.js'],
      }),
    );
    const page = (route?: string) =>
      scripts({ shell, remote: { dir, base: '/r/', ...(route ? { route } : {}) } }).filter((f) =>
        f.startsWith('/r/'),
      );
    // The chunks the page module already brings are named once.
    expect(page('route-news-home')).toEqual([
      '/r/remoteEntry.js',
      '/r/988.c.js',
      '/r/app.e.js',
      '/r/home.h.js',
      '/r/534.g.js',
    ]);
    expect(page('route-news-story')).toContain('/r/story.s.js');
    expect(page('route-news-story')).not.toContain('/r/home.h.js');
    // A route the build does not list, or none: the page module's chunks alone.
    expect(page('route-other')).toEqual(page());
    expect(page('constructor')).toEqual(page());
    expect(page()).not.toContain('/r/home.h.js');
  });

  it('adds no route chunk from a folder whose list is missing or unreadable', () => {
    const scripts = createPageScripts();
    for (const list of [undefined, '{not json', '[]', JSON.stringify({ 'route-a': 'a.js' })]) {
      const dir = folder(remoteManifest);
      if (list !== undefined) fs.writeFileSync(path.join(dir, 'route-chunks.json'), list);
      const files = scripts({
        shell: { dir: folder(shellManifest), base: '/s/' },
        remote: { dir, base: '/r/', route: 'route-a' },
      });
      expect(files.filter((f) => f.startsWith('/r/'))).toEqual([
        '/r/remoteEntry.js',
        '/r/988.c.js',
        '/r/app.e.js',
        '/r/534.g.js',
      ]);
    }
  });
});
