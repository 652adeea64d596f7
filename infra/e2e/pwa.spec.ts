/**
 * The site as an app (docs/adr/012-offline-and-versions.md): installable, nothing fetched ahead,
 * readable offline, writes made offline sent once, new versions reaching readers with the worker active, and the chunk-load
 * guard. These tests run with the service worker (the other specs block it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { publishCopy, registry, removeVersion } from './lib/registry';
import { acceptCookies, asReturningReader, shellHydrated } from './lib/shell';

test.use({ serviceWorkers: 'allow', bypassCSP: true });

/**
 * The worker controls the page (it registers once the page is interactive, for a reader who stays,
 * then claims it).
 */
async function workerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
}

async function firstStory(page: Page): Promise<{ id: string; name: string; href: string }> {
  const feed = await page.request.get('/api/v3/feed?per=1');
  const [story] = (await feed.json()).results as { id: string; name: string }[];
  if (!story) throw new Error('no story in the feed');
  return { ...story, href: `/noproxy/news_stories/web/${story.id}` };
}

const main = (page: Page) => page.getByRole('main');

// The suite runs in Chromium only (playwright.config.ts), which checks installability itself.
test('the manifest and the worker make the site installable', async ({ baseURL }, testInfo) => {
  // Chrome checks installability in a normal profile only: Playwright's contexts are incognito.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'onda-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    locale: 'pt-BR',
  });
  await asReturningReader(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await workerControls(page);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Onda Notícias', display: 'standalone', lang: 'pt-BR' });
    expect(manifest.start_url).toContain('source=pwa');
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect((await page.request.get('/favicon.ico')).headers()['content-type']).toContain('icon');
    // Chrome's own installability checks (manifest, icons, a worker with a fetch handler).
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('a one-page visit loads no worker; the next page installs it, and it fetches nothing ahead', async ({
  page,
  context,
}) => {
  const byPage = new Set<string>();
  const byWorker: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.serviceWorker()) byWorker.push(pathname);
    else byPage.add(pathname);
  });
  await page.goto('/');
  await acceptCookies(page);
  // Interactive and idle: a reader leaving now downloaded neither the worker nor its registration.
  await page.waitForTimeout(3_000);
  expect([...byPage].filter((file) => /\/sw-register\.|\/sw\.js$/.test(file))).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(false);

  // The reader goes on to another page: the worker installs and takes over.
  await page.getByRole('banner').getByRole('link', { name: 'TV' }).first().click();
  await expect(page).toHaveURL(/\/tv$/);
  await workerControls(page);
  await page.waitForTimeout(2_000);
  // The worker asks for a file only on the page's behalf (once it controls it), never another.
  const code = (file: string) => file.startsWith('/shell/') || file.startsWith('/remotes/');
  expect(byWorker.filter((file) => code(file) && !byPage.has(file))).toEqual([]);
  expect([...byPage, ...byWorker].filter((file) => /\/i18n-(en|es)\./.test(file))).toEqual([]);
  // What it keeps is what the page loaded, for the next visit or offline.
  await page.reload();
  await shellHydrated(page);
  const kept = await page.evaluate(async () =>
    (await (await caches.open('onda-code-v1')).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(kept.some((file) => /^\/shell\/[^/]+\/main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
});

test('a saved story opens whole offline; a page never visited shows the offline page', async ({
  page,
  context,
}) => {
  await asReturningReader(context);
  const story = await firstStory(page);
  await page.goto(story.href);
  await acceptCookies(page);
  await workerControls(page);
  const save = main(page).getByRole('button', { name: 'Ler depois' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // The read-later list says the story is kept offline, and its size.
  await page.goto('/accounts/user/signedin/saved');
  await expect(main(page).locator('[data-offline-copy]')).toContainText(/Disponível sem conexão · \d+ KB/);
  // The reader opens it from the list (the story's own address).
  const saved = await main(page).getByRole('link', { name: story.name }).getAttribute('href');
  if (!saved) throw new Error('the saved story has no link');

  await context.setOffline(true);
  try {
    await page.goto(saved);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.name);
    await expect(page.locator('[data-article-body]').first()).toBeVisible();
    await expect(page.locator('[data-offline-notice]')).toContainText('Sem conexão');
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

    await page.goto('/sports/standings/brasileirao-serie-a/nunca-visitada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Você está sem conexão');
    await expect(page.getByRole('link', { name: story.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.setOffline(false);
  }
});

test('a like made offline reaches the server once when back online', async ({ page, context }) => {
  await asReturningReader(context);
  const story = await firstStory(page);
  await page.goto(story.href);
  await acceptCookies(page);
  await workerControls(page);
  const like = main(page).getByRole('button', { name: 'Curtir' });
  await expect(like).toBeEnabled();
  let delivered = 0;
  context.on('requestfinished', async (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v3/like')) return;
    if ((await request.response())?.status() === 200) delivered += 1;
  });

  await context.setOffline(true);
  await like.click();
  // Queued by the worker: the reader's choice stays.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await context.setOffline(false);

  const psid = await page.evaluate(() => document.cookie.match(/onda_psid=([^;]+)/)?.[1] ?? '');
  await expect
    .poll(async () => {
      const likes = await page.request.get('/api/v3/like', { headers: { PSID: psid } });
      return ((await likes.json()).likes.apiResults as string[]).includes(story.id);
    })
    .toBe(true);
  // Another trip offline and back sends nothing more.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(1_000);
  expect(delivered).toBe(1);
});

test('a new mf-sports version reaches the next page load while an open page keeps its version', async ({
  page,
  context,
}) => {
  await asReturningReader(context);
  const before = await registry().active('mf-sports');
  if (!before) throw new Error('mf-sports has no active version');
  const next = `${before.split('-')[0]}-pwa${Date.now().toString(36)}`;
  await publishCopy('mf-sports', next);
  await page.goto('/sports');
  await acceptCookies(page);
  await workerControls(page);
  try {
    // Ops activate the new version with the registry command.
    await registry().activate('mf-sports', next);
    const reader = await context.newPage();
    const loaded: string[] = [];
    reader.on('request', (request) => loaded.push(request.url()));
    await reader.goto('/sports');
    await expect(reader.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(loaded.some((url) => url.includes(`/remotes/mf-sports/${next}/`))).toBe(true);
    // The page opened before still runs its version, client-side.
    await page
      .getByRole('link', { name: /Classificação/ })
      .first()
      .click();
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await reader.close();
  } finally {
    await registry().activate('mf-sports', before);
    removeVersion('mf-sports', next);
  }
});

test('a new shell version shows the update notice, and the next navigation runs it', async ({
  page,
  context,
}) => {
  await asReturningReader(context);
  // Install, take-over and reload of a new version: generous on a loaded machine.
  test.setTimeout(120_000);
  const before = await registry().active('shell');
  if (!before) throw new Error('shell has no active version');
  const next = `${before.split('-')[0]}-pwa${Date.now().toString(36)}`;
  await publishCopy('shell', next);
  await page.goto('/');
  await acceptCookies(page);
  await workerControls(page);
  try {
    await registry().activate('shell', next);
    // The page checks every 60 s; the test asks at once.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const notice = page.locator('[data-update-notice]');
    await expect(notice).toContainText('Nova versão disponível', { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('banner').getByRole('link', { name: 'Esportes' }).first().click();
    await expect
      .poll(
        () =>
          page
            .evaluate(
              () => JSON.parse(document.getElementById('page-data')?.textContent ?? '{}').shellVersion,
            )
            // The page reloads into the new version meanwhile.
            .catch(() => undefined),
        {
          timeout: 60_000,
        },
      )
      .toBe(next);
    await shellHydrated(page);
    await expect(page.locator('[data-update-notice]')).toHaveCount(0);
  } finally {
    await registry().activate('shell', before);
    removeVersion('shell', next);
  }
});

test('the install banner shows for a campaign reader and Cancel is remembered', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.goto('/?utm_campaign=dezembro');
  await shellHydrated(page);
  const banner = page.getByRole('region', { name: 'Instalar o aplicativo' });
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await banner.getByRole('button', { name: 'Cancelar' }).click();
  await expect(banner).toHaveCount(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'ondaPWADownload')).toBe(true);
  await page.goto('/?utm_campaign=dezembro');
  await shellHydrated(page);
  await expect(page.getByRole('region', { name: 'Instalar o aplicativo' })).toHaveCount(0);
});

test.describe('chunk-load guard', () => {
  // page.route must see the remote's files: no worker in between.
  test.use({ serviceWorkers: 'block' });

  test('a remote chunk answering 500 reloads once, then shows the fallback', async ({ page }) => {
    await page.route(/\/remotes\/mf-sports\/[^/]+\/(?!remoteEntry\.js)[^/]+\.js$/, (route) =>
      route.fulfill({ status: 500, body: 'broken' }),
    );
    // Documents loaded (a reload may come before the first one's load event).
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await page.goto('/sports');
    await expect(page.locator('[data-remote-fallback="mf-sports"]')).toBeVisible({ timeout: 30_000 });
    expect(loads).toBe(2);
    // The header and the other remotes still work.
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
