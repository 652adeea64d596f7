import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { publishCopy, registry, removeVersion } from './lib/registry';
import { expectShellFrame, shellHydrated } from './lib/shell';

/** Opens the home page and waits for it to hydrate; returns the paths of the scripts it asked for. */
async function homeScripts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await shellHydrated(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  return requested;
}

/** The source files a served script was built from, read from its source map. */
async function sourcesOf(page: Page, url: string): Promise<string[]> {
  const map = (await (await page.request.get(`${url}.map`)).json()) as { sources: string[] };
  return map.sources;
}

test.describe('runtime composition', () => {
  test('one copy of each shared singleton is loaded per page', async ({ page }) => {
    const urls: string[] = [];
    const encodings: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // The HLS engine's workers are made from blob: URLs in the page, not downloaded.
      if (!response.url().startsWith('http')) return;
      urls.push(response.url());
      encodings.push((await response.allHeaders())['content-encoding'] ?? 'none');
    });
    const document = await page.goto('/');
    // Sent compressed (the page on the fly, scripts as the build's copies), and still run.
    expect(['br', 'gzip']).toContain((await document?.allHeaders())?.['content-encoding']);
    const headings = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(headings).toBeVisible();
    // Before the shell runs, a history change reaches no router.
    await shellHydrated(page);
    // Walk to every remote so each one negotiates its shared modules. Each step waits for the new
    // page's heading alone: the previous page's stays until its slot unmounts.
    for (const path of ['/sports', '/tv', '/accounts/user', '/jej']) {
      const before = await headings.allTextContents();
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
      }, path);
      await expect
        .poll(async () => {
          const shown = await headings.allTextContents();
          return shown.length === 1 && !before.includes(shown[0] ?? '');
        })
        .toBe(true);
      await expect(headings).toBeVisible();
    }
    // The scripts' text, asked for again: a preloaded script's body is not always kept for the
    // test's browser session.
    const scripts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    // Only react-dom's client renderer contains this internal key: count the copies downloaded.
    expect(encodings.length).toBeGreaterThan(10);
    expect(encodings.filter((e) => e !== 'br' && e !== 'gzip')).toEqual([]);
    const reactDomCopies = scripts.filter((s) => s.includes('__reactContainer$')).length;
    expect(reactDomCopies).toBe(1);
    // Likewise for Emotion's styling engine (its hoist-non-react-statics table) and the
    // federation runtime, which the shell provides to every remote.
    expect(scripts.filter((s) => s.includes('getDerivedStateFromProps:!0')).length).toBe(1);
    expect(scripts.filter((s) => s.includes('Federation Runtime')).length).toBe(1);
    // ...and within that file, once: each copy of the runtime core names this hook three times.
    expect(scripts.join('\n').match(/beforeInitContainer/g)?.length).toBe(3);
    // The federation share scope: every singleton was loaded once, from one provider.
    const shared = await page.evaluate(() => {
      type Entry = { loaded?: boolean; from: string };
      const fed = (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const scope of Object.values(fed?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) (result[pkg] ??= []).push(`${version}@${entry.from}`);
          }
        }
      }
      return result;
    });
    for (const pkg of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-intl',
      '@emotion/react',
      '@emotion/react/jsx-runtime',
      '@emotion/cache',
      'single-spa-react',
    ]) {
      expect(new Set(shared[pkg] ?? []).size, `${pkg}: ${JSON.stringify(shared[pkg])}`).toBeLessThanOrEqual(
        1,
      );
    }
    expect(shared.react?.length).toBeGreaterThanOrEqual(1);
    expect(shared['@emotion/react/jsx-runtime']?.length).toBeGreaterThanOrEqual(1);
    expect(shared['single-spa-react']?.length).toBeGreaterThanOrEqual(1);
  });

  test("a page's first scripts are fetched together and compiled as they arrive", async ({ page }) => {
    const requested = await homeScripts(page);
    const listed = await page.evaluate(() => {
      const starter = document.querySelector('script[data-entry]');
      const list = (name: string) => (starter?.getAttribute(name) ?? '').split(' ').filter(Boolean);
      return { entries: list('data-entry'), preload: list('data-preload') };
    });
    // The shell's libraries come with its entry: two files, and no shared chunk asked for later.
    expect(listed.entries.map((url) => url.split('/').pop()?.split('.')[0])).toEqual(['libs', 'main']);
    expect(requested.filter((p) => /^\/shell\/[^/]+\/\d+\.[0-9a-f]+\.js$/.test(p))).toEqual([]);
    // Every file of the page's remote that its start runs was in the starter's list, its own copy
    // of single-spa-react included (the shell does not share it).
    const first = new Set([...listed.entries, ...listed.preload]);
    const remoteFiles = requested.filter((p) => p.startsWith('/remotes/mf-news/'));
    expect(remoteFiles.length).toBeGreaterThanOrEqual(3);
    expect(remoteFiles.filter((p) => !first.has(p))).toEqual([]);
    // The shell's entry scripts, the remote's entry and its page module's chunks ask to be
    // compiled as they arrive; the remote's copies of shared libraries (its manifest's) do not.
    const remoteBase = remoteFiles[0]?.replace(/[^/]+$/, '') ?? '';
    const manifest = (await (await page.request.get(`${remoteBase}mf-manifest.json`)).json()) as {
      shared: { assets: { js: { sync: string[] } } }[];
    };
    const sharedCopies = new Set(manifest.shared.flatMap((s) => s.assets.js.sync.map((f) => remoteBase + f)));
    const hinted = [...first].filter((url) => !sharedCopies.has(url));
    expect(hinted.length).toBeGreaterThanOrEqual(4);
    for (const url of hinted) {
      const text = await (await page.request.get(url)).text();
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
    }
  });

  test("a page's first scripts carry libraries' production builds", async ({ page }) => {
    // react-router's package sends bundlers to its development build, and RxJS's default is its
    // ES5 build: the build picks their production and ES2015 builds.
    const sources: string[] = [];
    for (const url of await homeScripts(page)) sources.push(...(await sourcesOf(page, url)));
    expect(sources.some((s) => s.includes('node_modules/react-router/dist/production/'))).toBe(true);
    expect(sources.some((s) => s.includes('node_modules/rxjs/dist/esm/'))).toBe(true);
    expect(sources.filter((s) => /node_modules\/.*\/(development|esm5)\//.test(s))).toEqual([]);
  });

  test("a page's scripts carry the contracts' code once", async ({ page }) => {
    // The remote kit is bundled by each app that uses it; what the shell and the page's remote
    // both run comes from the one copy the shell provides (shared-contracts/core).
    const carriers = new Map<string, Set<string>>();
    for (const url of await homeScripts(page)) {
      for (const source of await sourcesOf(page, url)) {
        const file = /\/shared-contracts\/src\/(.+)$/.exec(source)?.[1];
        if (!file || file.startsWith('remote-kit/')) continue;
        const app = url
          .split('/')
          .slice(1, url.startsWith('/remotes/') ? 3 : 2)
          .join('/');
        carriers.set(file, (carriers.get(file) ?? new Set()).add(app));
      }
    }
    expect(carriers.size).toBeGreaterThan(10);
    const twice = [...carriers]
      .filter(([, apps]) => apps.size > 1)
      .map(([file, apps]) => `${file}: ${[...apps]}`);
    expect(twice).toEqual([]);
  });

  test('header widgets load only after the page remote has mounted', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const isWidget = (p: string) =>
      p.startsWith('/remotes/mf-rewards/') || p.startsWith('/remotes/mf-accounts/');
    // Hold the home page's remote (mf-news) until the shell has had every chance to load widgets.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const pageRemoteAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/remotes/mf-news/**', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await pageRemoteAsked;
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(requested.filter(isWidget)).toEqual([]);

    release();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The widgets follow the page's own code, and still arrive: the rewards gift on its first use.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Bônus de internet/ })
      .click();
    await expect(page.getByRole('banner').locator('[data-slot="rewards"]').getByRole('dialog')).toBeVisible();
    const pageCode = requested.findIndex((p) => /^\/remotes\/mf-news\/.*__federation_expose_App/.test(p));
    expect(pageCode).toBeGreaterThanOrEqual(0);
    expect(requested.findIndex(isWidget)).toBeGreaterThan(pageCode);
  });

  test('flipping the registry changes what readers get on the next load, and rollback restores it', async ({
    page,
  }) => {
    const before = await registry().active('mf-tv');
    expect(before).toBeTruthy();
    const next = '0.1.0-e2eflip';
    await publishCopy('mf-tv', next);
    try {
      await registry().activate('mf-tv', next);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto('/tv');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // The heading comes with the server's HTML; the remote's code follows it.
      await expect.poll(() => requested.some((p) => p.startsWith(`/remotes/mf-tv/${next}/`))).toBe(true);

      expect(await registry().rollback('mf-tv')).toBe(before);
      // A new tab: the first one may still be fetching the player's code of the version it shows.
      const again = await page.context().newPage();
      const after: string[] = [];
      again.on('request', (r) => after.push(new URL(r.url()).pathname));
      await again.goto('/tv');
      await expect(again.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => after.some((p) => p.startsWith(`/remotes/mf-tv/${before}/`))).toBe(true);
      expect(after.some((p) => p.includes(next))).toBe(false);
    } finally {
      if ((await registry().active('mf-tv')) !== before && before) await registry().activate('mf-tv', before);
      removeVersion('mf-tv', next);
    }
  });

  test('a remote whose build folder is gone shows its fallback; the rest of the site works', async ({
    page,
  }) => {
    const before = await registry().active('mf-sports');
    const broken = '0.1.0-e2emissing';
    await publishCopy('mf-sports', broken);
    await registry().activate('mf-sports', broken);
    removeVersion('mf-sports', broken);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    try {
      await page.goto('/sports');
      await expectShellFrame(page);
      const slot = page.locator('[data-page-slot="mf-sports"]');
      await expect(slot.getByRole('alert')).toContainText('Esta parte do site não carregou.');
      expect(
        errors.some((e) => e.includes('remote_load_failed') && e.includes('mf-sports') && e.includes(broken)),
      ).toBe(true);
      // Other remotes still work, client-side.
      await page.getByRole('banner').getByRole('link', { name: 'TV' }).first().click();
      // TV lands on its first video, whose title is the heading.
      await expect(page).toHaveURL(/\/tv\/videos\//);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.locator('[data-page-slot="mf-tv"] video')).toHaveCount(1);
    } finally {
      if (before) await registry().activate('mf-sports', before);
    }
  });

  test('a remote whose code throws shows its fallback in its own slot', async ({ page }) => {
    const before = await registry().active('mf-tv');
    const broken = '0.1.0-e2ethrows';
    await publishCopy('mf-tv', broken, (dir) => {
      const expose = fs
        .readdirSync(dir)
        .find((f) => f.startsWith('__federation_expose_App') && f.endsWith('.js'));
      if (!expose) throw new Error('no exposed App chunk');
      fs.writeFileSync(path.join(dir, expose), 'throw new Error("deliberately broken build");\n');
    });
    try {
      await registry().activate('mf-tv', broken);
      await page.goto('/tv');
      await expectShellFrame(page);
      await expect(page.locator('[data-page-slot="mf-tv"]').getByRole('alert')).toContainText(
        'Esta parte do site não carregou.',
      );
      await page.getByRole('banner').getByRole('link', { name: 'Esportes' }).first().click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Placar|Esportes/);
    } finally {
      if (before) await registry().activate('mf-tv', before);
      removeVersion('mf-tv', broken);
    }
  });
});
