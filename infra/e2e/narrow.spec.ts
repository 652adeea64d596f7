/**
 * A new reader's phone (spec 2 "Header", STYLE "nothing wider than 390 px"): every route of the
 * route table, signed out and signed in, is no wider than a 390 px screen, and the header's account
 * menu opens on screen. On a 1440 px window the topic bar says when more topics lie past its edge.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES } from 'shared-contracts';
import { acceptCookies } from './lib/shell';

const PHONE = { width: 390, height: 844 };

/** One page of every route of the table (ids as in shared-contracts ROUTES), real items included. */
async function samplePages(request: APIRequestContext): Promise<Record<string, string[]>> {
  const feed = (await (await request.get('/api/v3/feed?per=1')).json()) as {
    results: { link: string; id: string }[];
  };
  const tv = (await (await request.get('/api/v3/site/content/tim-tv?page=1&per=1&site_id=771')).json()) as {
    results: { link: string }[];
  };
  const story = feed.results[0];
  const video = tv.results[0];
  if (!story || !video) throw new Error('the seed should have stories and videos');
  const year = new Date().getUTCFullYear();
  return {
    notFound: ['/404'],
    notSupported: ['/notsupported'],
    comingSoon: ['/coming_soon'],
    external: ['/external'],
    siteRedirect: ['/site_redirect'],
    pwa: ['/pwa'],
    old: ['/old'],
    about: ['/about.html'],
    privacy: ['/privacy_policy.html'],
    terms: ['/terms_and_conditions.html'],
    readLater: ['/accounts/user/signedin/saved'],
    accounts: [
      '/accounts/user',
      '/accounts/user/forgotpassword',
      '/accounts/user/signup-email',
      '/accounts/user/signedin/profile',
      '/accounts/user/signedin/entities',
      '/accounts/user/signedout',
    ],
    resetPassword: ['/reset_password'],
    invalidToken: ['/invalid_token'],
    campaign: ['/jej'],
    sportsHome: ['/sports', '/sports/standings/brasileirao-serie-a/brasileirao', '/sports/scores/live'],
    esportes: ['/esportes'],
    calendar: ['/calendar', '/calendar/standings'],
    favoritesMyScores: ['/favorites/myscores'],
    favoritesMyStandings: ['/favorites/mystandings'],
    favoritesScores: ['/favorites/scores'],
    favoritesStandings: ['/favorites/standings'],
    olympic: ['/discover/olympic/feed/tokyo-2020'],
    tv: [video.link],
    home: ['/'],
    feed: ['/feed/recent'],
    newArticles: ['/newarticles/feed'],
    discover: ['/discover'],
    search: ['/search/trending', '/search/relevance/copa'],
    favorites: ['/favorites'],
    sitemap: ['/sitemap', `/sitemap/${year}`],
    contentNotFound: ['/error/content_not_found'],
    media: [`/media/news_stories/${story.id}`],
    newsStory: [story.link],
    videoStory: [`/noproxy/videos/web/${video.link.split('/').at(-1) ?? ''}`],
  };
}

/** How far the document reaches past the window, once the page has rendered (pictures keep their boxes). */
async function overflowOf(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main')).toBeVisible();
  // The page remote has rendered (the layout's frame alone could be narrower than the page).
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function signUp(context: BrowserContext): Promise<string> {
  const email = `estreita.${Date.now().toString(36)}@onda.example`;
  const response = await context.request.post('/api/v3/auth', { data: { email, password: 'segredo-123' } });
  expect(response.ok()).toBe(true);
  return email;
}

test('every route of the table has a page in this test', async ({ request }) => {
  const pages = await samplePages(request);
  expect(Object.keys(pages).sort()).toEqual(ROUTES.map((route) => route.id).sort());
});

for (const signedIn of [false, true]) {
  test(`no page is wider than a 390 px screen, signed ${signedIn ? 'in' : 'out'}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR' });
    if (signedIn) await signUp(context);
    const page = await context.newPage();
    const wide: string[] = [];
    // One page per route (the first listed), so the two runs stay within about a minute each.
    for (const [path] of Object.values(await samplePages(request))) {
      if (!path) continue;
      const past = await overflowOf(page, path);
      if (past > 0) wide.push(`${path}: ${past} px too wide`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });
}

test('signed in on a phone, the account menu opens on screen with the greeting', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR' });
  const email = await signUp(context);
  const page = await context.newPage();
  await page.goto('/');
  await acceptCookies(page);
  const name = email.split('@')[0] ?? '';
  const button = page.getByRole('banner').getByRole('button', { name: `Olá, ${name}` });
  await button.click();
  const profile = page.getByRole('banner').getByRole('link', { name: 'Perfil' });
  await expect(profile).toBeVisible();
  for (const item of [button, profile, page.getByRole('banner').getByRole('button', { name: 'Sair' })]) {
    const box = await item.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
  await context.close();
});

test('at 1440 px the topic bar says when more topics lie past its edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await acceptCookies(page);
  const bar = page.getByRole('navigation', { name: 'Tópicos' });
  const last = bar.getByRole('link').last();
  await expect(last).toHaveText('Esportes');
  const lastBox = await last.boundingBox();
  const barBox = await bar.getByRole('list').boundingBox();
  const hidden = lastBox!.x + lastBox!.width > barBox!.x + barBox!.width;
  if (hidden) {
    const more = bar.getByRole('button', { name: 'Mais tópicos' });
    await expect(more).toBeVisible();
    await more.click();
    await expect
      .poll(async () => (await last.boundingBox())!.x + lastBox!.width)
      .toBeLessThanOrEqual(barBox!.x + barBox!.width + 1);
  }
  // "Esportes" is listed once, as the sports section.
  await expect(bar.getByRole('link', { name: 'Esportes' })).toHaveCount(1);
});

test('the topic bar speaks the reader language', async ({ page, context }) => {
  await context.addCookies([{ name: 'onda_locale', value: 'en', url: 'http://127.0.0.1' }]);
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Topics' });
  await expect(bar.getByRole('link', { name: 'News', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Sports', exact: true })).toHaveCount(1);
});

test('/sports on a 390 × 844 phone shows at least six games with their crests on the first screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/sports');
  await acceptCookies(page);
  const rows = page.getByRole('main').locator('li[data-event-id]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('img')).toHaveCount(2);
  const onFirstScreen = await rows.evaluateAll(
    (items) =>
      items.filter((item) => {
        const box = item.getBoundingClientRect();
        const crests = Array.from(item.querySelectorAll('img')).filter(
          (img) => img.complete && img.naturalWidth > 0,
        );
        return box.top >= 0 && box.bottom <= window.innerHeight && crests.length === 2;
      }).length,
  );
  expect(onFirstScreen).toBeGreaterThanOrEqual(6);
});
