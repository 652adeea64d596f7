/**
 * Favourites and the sitemap as a guest on a fresh start (spec 2, 4, 6): follow a team from the
 * favourites tree, see it kept across a reload (follows_anon by PSID) and its stories in
 * "Seguindo"; the guest notices; the sitemap pages from the footer; the crawler sitemaps; axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies } from './lib/shell';

test.use({ bypassCSP: true });

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

async function openFavorites(page: Page): Promise<void> {
  await page.goto('/favorites');
  await acceptCookies(page);
  await expect(h1(page)).toHaveText('Favoritos');
  await expect(main(page).getByRole('region', { name: 'Ligas' })).toBeVisible();
}

async function openPremierLeague(page: Page): Promise<void> {
  await main(page).getByRole('link', { name: 'Abrir Premier League' }).click();
  await expect(h1(page)).toHaveText('Premier League');
  await expect(main(page).getByRole('heading', { name: 'Em Premier League' })).toBeVisible();
}

test('a guest follows a team from favorites and sees its stories in "Seguindo"', async ({ page }) => {
  await openFavorites(page);
  await expect(main(page).getByRole('note')).toContainText('Entre na sua conta para salvar seus favoritos.');
  await openPremierLeague(page);

  const team = main(page).getByRole('checkbox', { name: 'Bournemouth' });
  await expect(team).not.toBeChecked();
  await team.check();
  await expect(team).toBeChecked();
  await expect(page.getByText('Bournemouth foi adicionado aos seus favoritos.')).toBeVisible();
  // Spec 4: the guest is told favourites are unsaved and may go on as a guest.
  await main(page).getByRole('button', { name: 'Continuar como visitante' }).click();
  await expect(main(page).getByRole('button', { name: 'Cadastrar' })).toBeHidden();

  // Kept server-side by the anonymous id: still followed after a reload.
  await page.reload();
  await expect(main(page).getByRole('checkbox', { name: 'Bournemouth' })).toBeChecked();

  const psid = (await page.context().cookies()).find((cookie) => cookie.name === 'onda_psid')?.value ?? '';
  const teamFeed = await page.request.get('/api/v3/profiles/teams/bournemouth/feed?per=10');
  const titles: string[] = ((await teamFeed.json()) as { results: { name: string }[] }).results.map(
    (s) => s.name,
  );
  expect(titles.length).toBeGreaterThan(0);
  const follows = await page.request.get('/api/v3/follows_anon', { headers: { PSID: psid } });
  expect(await follows.json()).toMatchObject({ results: [{ id: 'bournemouth', context: 'teams' }] });

  await page.goto('/feed/myfeed');
  await expect(h1(page)).toHaveText('Seguindo');
  const first = main(page).locator('article h2 a').first();
  await expect(first).toBeVisible();
  expect(titles).toContain((await first.textContent())?.trim());
});

test('unfollowing says so, and "Cadastrar" opens the registration sheet', async ({ page }) => {
  await openFavorites(page);
  const league = main(page).getByRole('checkbox', { name: 'Premier League' });
  await league.check();
  await expect(page.getByText('Premier League foi adicionado aos seus favoritos.')).toBeVisible();

  await main(page).getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await league.uncheck();
  await expect(league).not.toBeChecked();
  await expect(page.getByText('Premier League foi removido dos seus favoritos.')).toBeVisible();
});

test('the favorites rows are keyboard operable', async ({ page }) => {
  await openFavorites(page);
  const row = main(page).getByRole('checkbox', { name: 'LaLiga' });
  await row.focus();
  await page.keyboard.press('Space');
  await expect(row).toBeChecked();
  await main(page).getByRole('link', { name: 'Abrir LaLiga' }).focus();
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('LaLiga');
});

test('favorites pages have no serious accessibility violations', async ({ page }) => {
  await openFavorites(page);
  await expectNoSeriousA11yViolations(page);
  await openPremierLeague(page);
  await expect(main(page).locator('article h3 a').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the footer leads to the sitemap, down to a day and one of its stories', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mapa do site' }).click();
  await expect(h1(page)).toHaveText('Mapa do site');

  await main(page).getByRole('region', { name: 'Anos' }).getByRole('link').last().click();
  await expect(h1(page)).toHaveText(/^\d{4}$/);
  await main(page).getByRole('region', { name: 'Meses' }).getByRole('link').last().click();
  await expect(h1(page)).toHaveText(/ de \d{4}$/);
  await main(page).getByRole('region', { name: 'Dias' }).getByRole('link').last().click();
  await expect(h1(page)).toHaveText(/^\d{1,2} de /);

  const story = main(page)
    .getByRole('region', { name: /^Matérias/ })
    .getByRole('link')
    .first();
  const title = (await story.textContent())?.trim() ?? '';
  await expectNoSeriousA11yViolations(page);
  await story.click();
  await expect(h1(page)).toHaveText(title);
});

test('crawlers get the XML sitemap and the news sitemap', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  // An index of sitemaps; the stories' ones list the story pages.
  const index = await sitemap.text();
  expect(index).toContain('<sitemapindex');
  const stories = /<loc>https?:\/\/[^/]+(\/sitemaps\/stories-[^<]+)<\/loc>/.exec(index)?.[1];
  expect(stories).toBeDefined();
  const storyMap = await request.get(stories ?? '');
  expect(storyMap.status()).toBe(200);
  expect(await storyMap.text()).toMatch(/<loc>https?:\/\/[^<]+\/noproxy\/news_stories\//);

  const news = await request.get('/news-sitemap.xml');
  expect(news.status()).toBe(200);
  expect(await news.text()).toContain('<news:publication>');
});
