/**
 * Search and discover as a guest on a fresh start (spec 2 "Search", "Discover"; spec 4
 * "Autocomplete", "Discover"; spec 5 "Search"): the header search bar with the keyboard through
 * autocomplete, the empty-query toast, free-text and followed-profile results with paging to the
 * end, the discover breadcrumb, and axe on the search and discover pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies } from './lib/shell';

test.use({ bypassCSP: true });

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const results = (page: Page) => main(page).locator('article h3 a');

/** Opens the header's search drop-down and returns its combobox. */
async function openSearch(page: Page) {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).first().click();
  const input = page.getByRole('combobox', { name: 'Pesquisar' });
  await expect(input).toBeVisible();
  await input.focus();
  return input;
}

test('a guest searches with the keyboard through autocomplete', async ({ page }) => {
  const input = await openSearch(page);

  await input.pressSequentially('flamengo', { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Sugestões' });
  await expect(list.getByRole('option', { name: 'Flamengo', exact: true })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  expect(await options.count()).toBeLessThanOrEqual(6);
  await expect(options.last()).toHaveText('Ver resultados para “flamengo”');

  // The first suggestion is the best-matching profile; Enter runs its entity search by date.
  await input.press('ArrowDown');
  const active = await input.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  const name = (await page.locator(`[id="${active}"]`).textContent())?.trim() ?? '';
  await input.press('Enter');

  await expect(page).toHaveURL(/\/search\/date\/news\/teams&flamengo&/);
  // The previous page stays on screen until the search page's code has arrived (a transition).
  await expect(
    main(page).getByRole('heading', { level: 2, name: `Notícias de ${name}`, exact: true }),
  ).toBeVisible();
  await expect(results(page).first()).toBeVisible();
});

test('the "see matching results" row and a plain Enter search the text by relevance', async ({ page }) => {
  const input = await openSearch(page);

  // The suggestions arrive after the debounce: wait for them, or the rows move under the keys.
  const suggested = page.waitForResponse(
    (r) => r.url().includes('/site/favorites/ac') && r.url().includes(encodeURIComponent('seleção')),
  );
  await input.pressSequentially('seleção', { delay: 20 });
  await suggested;
  const seeAll = page.getByRole('option', { name: 'Ver resultados para “seleção”' });
  await expect(seeAll).toBeVisible();
  // Down past every suggestion: the highlight stops on the last row.
  for (let i = 0; i < 8; i += 1) await input.press('ArrowDown');
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');

  await expect(page).toHaveURL(/\/search\/relevance\/sele%C3%A7%C3%A3o$/);
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Resultados para “seleção”', exact: true }),
  ).toBeVisible();
  await expect(results(page).first()).toBeVisible();
});

test('an empty or blank query shows "Preencha sua pesquisa" and does not search', async ({ page }) => {
  const input = await openSearch(page);

  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Preencha sua pesquisa');
  await input.fill('   ');
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();

  await expect(page.getByRole('alert')).toContainText('Preencha sua pesquisa');
  await expect(page).toHaveURL(/\/$/);
});

test('Cancel closes the search drop-down', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('copa');

  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(input).toBeHidden();
});

test('free-text results page 15 at a time, merged by id, to the end of the list', async ({ page }) => {
  // 'ministro' matches 23 seeded stories: one full page and a short second one.
  await page.goto('/search/date/ministro');
  await acceptCookies(page);
  await expect(results(page)).toHaveCount(15);
  await main(page).getByRole('button', { name: 'Carregar mais' }).click();

  await expect(main(page).getByRole('status')).toHaveText('Não há mais conteúdo');
  await expect(results(page)).toHaveCount(23);
  const links = await results(page).evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  expect(new Set(links).size).toBe(links.length);
  await expect(main(page).getByRole('link', { name: 'Mais recentes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto('/search/relevance/xyzzyqwerty');
  await acceptCookies(page);
  await expect(main(page).getByText('Nenhum resultado encontrado.')).toBeVisible();
});

test('discover drills through the topic tree and an earlier crumb truncates the path', async ({ page }) => {
  await page.goto('/discover');
  await acceptCookies(page);
  await main(page).getByRole('link', { name: 'Esportes' }).click();
  await expect(h1(page)).toHaveText('Esportes');
  const league = 'Brasileirão Série A';
  await main(page).getByRole('link', { name: league }).click();
  await expect(h1(page)).toHaveText(league);
  const crumbs = page.getByRole('navigation', { name: 'Caminho' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Descobrir', 'Esportes', league]);

  await crumbs.getByRole('link', { name: 'Esportes' }).click();

  await expect(h1(page)).toHaveText('Esportes');
  await expect(crumbs.getByRole('listitem')).toHaveText(['Descobrir', 'Esportes']);
  await expect(page).toHaveURL(/\/discover\/entities-sports\/label\/entities/);
});

test('search and discover pages have no serious accessibility violations', async ({ page }) => {
  const input = await openSearch(page);
  await input.pressSequentially('flamengo', { delay: 20 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await input.press('ArrowDown');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/search/relevance/flamengo');
  await expect(results(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/discover/entities-sports/label/entities?vertical=sports&day=0&index=7');
  await expect(h1(page)).toHaveText('Esportes');
  await expectNoSeriousA11yViolations(page);
});
