/**
 * Calendar and league news (issue "mf-sports", items 5 and 6): the calendar's events and standings
 * tabs with their page titles, the guests' sign-in prompt, league news paged to the end of the
 * list, and axe scans of each page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies, expectSameDocument, markDocument } from './lib/shell';

test.use({ bypassCSP: true });

const CALENDAR = '/calendar/leagues/brasileirao';
const NEWS = '/sports/feed/uefa-champions-league/uefa-champions-league';

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test('the calendar lists the season rounds the API serves and switches to its standings tab', async ({
  page,
  request,
}) => {
  const calendar = await apiJson<{ season: { name: string }; rounds: { name: string }[] }>(
    request,
    '/api/v3/leagues/brasileirao/calendar',
  );
  await page.goto(CALENDAR);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendário de jogos');
  await expect(page).toHaveTitle(/^Calendário de jogos/);
  const tabs = page.getByRole('navigation', { name: 'Abas do calendário' });
  await expect(tabs.getByRole('link', { name: 'Jogos' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: `Rodadas — ${calendar.season.name}` });
  await expect(table.locator('tbody tr')).toHaveCount(calendar.rounds.length);
  await expect(table.getByRole('rowheader').first()).toHaveText(calendar.rounds[0]?.name ?? '');

  await markDocument(page);
  await tabs.getByRole('link', { name: 'Classificação' }).click();
  await expect(page).toHaveURL(/\/calendar\/standings\/leagues\/brasileirao$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classificação');
  await expect(page).toHaveTitle(/^Classificação/);
  await expect(page.getByRole('table', { name: /^Classificação — Brasileirão Série A/ })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Classificação' })).toHaveAttribute('aria-current', 'page');
  await expectSameDocument(page);
});

test("a round links to that day's scores of the league", async ({ page }) => {
  await page.goto(CALENDAR);
  await acceptCookies(page);
  await page.getByRole('table').getByRole('rowheader').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/sports\/scores\/brasileirao-serie-a\/brasileirao\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Placar: Brasileirão Série A');
});

test('guests are asked to sign in for their favourites’ upcoming games', async ({ page }) => {
  await page.goto('/calendar');
  const upcoming = page.getByRole('region', { name: 'Próximos jogos dos seus favoritos' });
  await expect(upcoming).toContainText('Entre na sua conta para ver os próximos jogos');
  await expect(upcoming.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/accounts/user');
  await expect(page.getByText('Escolha uma liga para ver o calendário.')).toBeVisible();
});

test('league news pages to the end of the list', async ({ page, request }) => {
  const first = await apiJson<{ total: number }>(
    request,
    '/api/v3/profiles/leagues/uefa-champions-league/feed?per=10&page=1',
  );
  await page.goto(NEWS);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notícias: UEFA Champions League');
  const list = page.getByRole('list', { name: 'Notícias de UEFA Champions League' });
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(10, first.total));
  const more = page.getByRole('button', { name: 'Mais notícias' });
  for (let shown = 10; shown < first.total; shown += 10) {
    await more.click();
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(shown + 10, first.total));
  }
  await expect(page.getByText('Não há mais conteúdo.')).toBeVisible();
  await expect(more).toHaveCount(0);
});

const SCANNED: readonly [string, string][] = [
  [CALENDAR, 'table'],
  ['/calendar/standings/leagues/brasileirao', 'table'],
  [NEWS, 'list'],
];

for (const [path, loaded] of SCANNED) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    // Scanned once the page's data is on screen, not its loading skeleton.
    await expect(
      page.getByRole('main').locator(loaded === 'table' ? 'table' : 'ul[aria-label]'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
