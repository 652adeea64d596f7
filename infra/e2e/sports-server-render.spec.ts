/**
 * Sports pages rendered on the server: today's scores, standings and event pages arrive as HTML
 * from the sports remote's server bundle, in the reader's time zone (the time zone cookie the
 * shell writes; the product's home zone before it exists). A browser in that zone hydrates them
 * without fetching the games again; a browser in another zone keeps the server's HTML on screen
 * until its own render replaces it, and hydrates from the next page on.
 */
import { expect, test, type Page } from '@playwright/test';

const SCORES_CALL = /^\/api\/v3\/sporting_events$/;
const STANDINGS = '/sports/standings/brasileirao-serie-a/brasileirao';
const gameLinks = (page: Page) => page.locator('a[href^="/sports/event/"]');

function watch(page: Page): { problems: string[]; scoreCalls: string[] } {
  const problems: string[] = [];
  const scoreCalls: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|#418|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (SCORES_CALL.test(new URL(request.url()).pathname)) scoreCalls.push(request.url());
  });
  return { problems, scoreCalls };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("today's scores, the standings and an event page are in the HTML", async ({ page }) => {
    await page.goto('/sports');
    await expect(gameLinks(page).first()).toBeVisible();
    const href = await gameLinks(page).first().getAttribute('href');

    await page.goto(STANDINGS);
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await page.getByRole('table').first().getByRole('row').count()).toBeGreaterThan(4);

    await page.goto(href ?? '/');
    await expect(page.locator('[data-server-render="mf-sports"] h1')).not.toBeEmpty();
  });
});

test.describe('in the zone the server rendered for', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('the scores page hydrates without fetching the games again', async ({ page }) => {
    const { problems, scoreCalls } = watch(page);
    await page.goto('/sports');
    // The container the edge rendered is the one React took over.
    await expect(page.locator('#slot-mf-sports > [data-version]')).toHaveCount(1);
    await expect(gameLinks(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scoreCalls).toEqual([]);
    expect(problems).toEqual([]);
    // Hydrated: the page answers the reader (the date navigation moves to another day).
    await page.getByRole('link', { name: 'Dia seguinte' }).click();
    await expect(page).toHaveURL(/\/sports\/scores\/\d{4}-\d{2}-\d{2}/);
  });
});

test.describe('in another zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the first page renders afresh in the browser, the next ones hydrate', async ({ page, context }) => {
    const { problems } = watch(page);
    await page.goto(STANDINGS);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.locator('#slot-mf-sports > [data-version]')).toHaveCount(0);
    // The zone is remembered once the page is interactive, for the next page's render.
    await expect
      .poll(async () =>
        decodeURIComponent((await context.cookies()).find((c) => c.name.endsWith('_tz'))?.value ?? ''),
      )
      .toBe('Asia/Tokyo');

    await page.goto(STANDINGS);
    await expect(page.locator('#slot-mf-sports > [data-version]')).toHaveCount(1);
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
