/**
 * Consent first, then measurement and ads (issue 27), in Chromium on a fresh start: nothing is
 * tracked before a choice or after "Somente necessários"; after "Aceitar" page views and reads
 * arrive and show in the newsroom dashboard; the choice changes from the footer; a blocked probe
 * brings the dialog and backfill ads, and Continue is remembered; desktop home reserves its
 * 970x250 and 728x90 slots and does not shift while they fill; a news story asks for no ad; on a
 * phone the banner stays under 120 px and off the first headline; the banner works without scripts.
 * The server, not the page, decides: a consent cookie a script forged, or copied from another
 * browser (whose guest id it was signed for), keeps nothing.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E, E2E_OPS_PASSWORD } from './playwright.config';
import { shellHydrated } from './lib/shell';

const TRACKING = /^\/(?:trk|api\/v3\/tagger\/(?:analytics|pixel\.gif)|ads\/adframe\/)/;
const main = (page: Page) => page.getByRole('main');
const storyLinks = (page: Page) => main(page).locator('article a[href*="/news_stories/"]');
const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });
const path = (request: Request) => new URL(request.url()).pathname;
const basic = { authorization: `Basic ${Buffer.from(`ops:${E2E_OPS_PASSWORD}`).toString('base64')}` };

/** Every tracking call and probe the page makes. */
function watchTracking(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (TRACKING.test(path(request))) sent.push(`${request.method()} ${path(request)}`);
  });
  return sent;
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'onda_consent')?.value;
}

/** What the server answers a tracking call the page itself makes (with the browser's cookies). */
const trackFromPage = (page: Page): Promise<unknown> =>
  page.evaluate(async () => {
    const response = await fetch('/trk?id=e2e-check&sid=771&action=share&cx=videos');
    return (await response.json()) as unknown;
  });

test('nothing is tracked before a choice, nor after "Somente necessários"', async ({ page }) => {
  const sent = watchTracking(page);
  // Ads by section may fill before a choice, but never personalised: the ad calls carry no cookie
  // (their pictures are public files, cached for everyone).
  const adCookies: (string | null)[] = [];
  page.on('request', (request) => {
    if (/^\/api\/v3\/ad_unit\/(?:top|middle|backfillads)\//.test(path(request)))
      void request.headerValue('cookie').then((cookie) => adCookies.push(cookie));
  });
  await page.goto('/');
  await shellHydrated(page);
  await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeVisible();
  await storyLinks(page).first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await banner(page).getByRole('button', { name: 'Somente necessários' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(page)).toMatch(/^1\.m0a0p0\.\d+\./);
  await page.goto('/sports');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  expect(adCookies.filter((cookie) => cookie !== null)).toEqual([]);
  // The server refuses too: a call the page makes anyway is not kept.
  expect(await trackFromPage(page)).toEqual({ status: 'ignored' });
});

test('the server keeps nothing for a consent a script forged or copied from another browser', async ({
  page,
  browser,
}) => {
  await page.goto('/sports');
  await shellHydrated(page);
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toBeHidden();
  const given = (await consentCookie(page)) ?? '';
  expect(given).toMatch(/^1\.m1a1p1\./);
  expect(await trackFromPage(page)).toEqual({ status: 'queued' });

  const other = await browser.newContext({ baseURL: E2E.baseURL, locale: 'pt-BR' });
  try {
    const second = await other.newPage();
    await second.goto('/sports');
    await shellHydrated(second);
    // Its own guest id from the server, with the first browser's signed consent copied beside it.
    await other.addCookies([{ name: 'onda_consent', value: given, url: E2E.baseURL }]);
    expect(await trackFromPage(second)).toEqual({ status: 'ignored' });
    // A choice a script wrote, with a made-up signature.
    const forged = given.replace(/\.[^.]+$/, `.${'A'.repeat(32)}`);
    await other.addCookies([{ name: 'onda_consent', value: forged, url: E2E.baseURL }]);
    expect(await trackFromPage(second)).toEqual({ status: 'ignored' });
  } finally {
    await other.close();
  }
});

test('after "Aceitar" page views and reads arrive and show in the dashboard', async ({ page, request }) => {
  await page.goto('/');
  await shellHydrated(page);
  const pageView = page.waitForRequest((r) => path(r) === '/api/v3/tagger/pixel.gif');
  const probe = page.waitForRequest((r) => path(r) === '/ads/adframe/dot.gif');
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await Promise.all([pageView, probe]);
  expect(await consentCookie(page)).toMatch(/^1\.m1a1p1\./);

  const opened = page.waitForRequest((r) => path(r) === '/trk' && r.url().includes('action=open'));
  await storyLinks(page).first().click();
  const story = new URL((await opened).url()).searchParams.get('id');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  // Leaving the story sends its read, with the time it was on screen.
  const read = page.waitForRequest((r) => r.method() === 'POST' && /event=read/.test(r.postData() ?? ''));
  await page.getByRole('banner').getByRole('link', { name: 'Esportes' }).first().click();
  expect(new URLSearchParams((await read).postData() ?? '').get('id')).toBe(story);

  // The beacon has left the page; the dashboard shows it once the server has taken it in.
  const dashboard = async () => {
    const data = await request.get('/ops/analytics/data.json?days=1&fresh=true', { headers: basic });
    return (await data.json()) as {
      pageViews: number[];
      topNow: { id: string }[];
      publishers: { reads: number }[];
    };
  };
  await expect
    .poll(async () => (await dashboard()).publishers.reduce((sum, p) => sum + p.reads, 0), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(1);
  const figures = await dashboard();
  expect(figures.pageViews.at(-1)).toBeGreaterThanOrEqual(2);
  expect(figures.topNow.map((item) => item.id)).toContain(story);
});

test('the choice changes from the footer', async ({ page }) => {
  await page.goto('/sports');
  await shellHydrated(page);
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Preferências de privacidade' }).click();
  const preferences = page.getByRole('region', { name: 'Preferências de privacidade' });
  await expect(preferences.getByRole('status')).toContainText('tudo permitido');
  await preferences.getByRole('checkbox', { name: /Medição de audiência/ }).uncheck();
  await preferences.getByRole('button', { name: 'Salvar escolhas' }).click();
  await expect(preferences.getByRole('status')).toContainText('personalizada');
  expect(await consentCookie(page)).toMatch(/^1\.m0a1p1\./);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a blocked probe shows the dialog and backfill ads, and Continue is remembered', async ({ page }) => {
    await page.route('**/ads/adframe/dot.gif', (route) => route.abort('blockedbyclient'));
    const dialog = page.getByRole('dialog', { name: 'Bloqueador de anúncios detectado' });
    await page.goto('/sports');
    await shellHydrated(page);
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', /^mailto:/);

    const backfill = page.waitForRequest((r) => path(r).startsWith('/api/v3/ad_unit/backfillads/desktop'));
    await page.reload();
    await backfill;
    await expect(page.locator('[data-ad-slot="top"]')).toHaveAttribute('data-ad-state', 'filled');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog).toBeHidden();

    const again = page.waitForRequest((r) => path(r).startsWith('/api/v3/ad_unit/backfillads/desktop'));
    await page.reload();
    await again;
    await expect(page.locator('[data-ad-slot="top"]')).toHaveAttribute('data-ad-state', 'filled');
    await expect(dialog).toBeHidden();
  });

  test('home reserves its 970x250 and 728x90 slots and does not shift while they fill', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const top = page.locator('[data-ad-slot="top"]');
    const middles = page.locator('[data-ad-slot="middle"]:visible');
    // Reserved in the server's HTML, before any script.
    expect(await top.locator(':scope > div').boundingBox()).toMatchObject({ width: 970, height: 250 });
    expect(await middles.first().locator(':scope > div').boundingBox()).toMatchObject({
      width: 728,
      height: 90,
    });
    // Filled as they come near the screen; the billboard follows the first row of stories.
    for (const slot of [top, ...(await middles.all())]) {
      await slot.scrollIntoViewIfNeeded();
      await expect(slot).toHaveAttribute('data-ad-state', /filled|empty/);
    }
    expect(await middles.count()).toBeLessThanOrEqual(10);
    await expect(top).toHaveAttribute('data-ad-state', 'filled');
    await expect(top.locator('img')).toHaveJSProperty('complete', true);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
  });
});

test('a news story asks for no ad', async ({ page }) => {
  await page.goto('/');
  const href = (await storyLinks(page).first().getAttribute('href')) ?? '/';
  const asked: string[] = [];
  page.on('request', (request) => {
    if (path(request).startsWith('/api/v3/ad_unit/')) asked.push(path(request));
  });
  await page.goto(href);
  await shellHydrated(page);
  // The page view is counted once measurement and ads have started: by then a slot would be filling.
  const pageView = page.waitForRequest((r) => path(r) === '/api/v3/tagger/pixel.gif');
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await pageView;
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the banner takes at most 120 px and leaves the first headline uncovered', async ({ page }) => {
    for (const [url, headline] of [
      ['/', main(page).locator('[data-home-section] h2 a, [data-home-section] h3 a').first()],
      ['/sports', main(page).getByRole('heading', { level: 1 })],
    ] as const) {
      await page.goto(url);
      const box = await banner(page).boundingBox();
      const first = await headline.boundingBox();
      expect(box?.height, url).toBeLessThanOrEqual(120);
      expect((first?.y ?? 0) + (first?.height ?? 0), url).toBeLessThanOrEqual(box?.y ?? 0);
    }
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner’s buttons store the choice and come back to the page', async ({ page }) => {
    await page.goto('/sports/scores');
    await banner(page).getByRole('button', { name: 'Somente necessários' }).click();
    await expect(page).toHaveURL(/\/sports\/scores$/);
    expect(await consentCookie(page)).toMatch(/^1\.m0a0p0\./);
    await expect(banner(page)).toBeHidden();
  });
});
