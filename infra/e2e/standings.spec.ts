/**
 * Standings and event pages end to end: the real tables from the seeded openfootball data, the
 * zones' legend, the event page's server-rendered head (no JavaScript) and axe scans.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';

test.use({ bypassCSP: true });

const BRASILEIRAO = '/sports/standings/brasileirao-serie-a/brasileirao';

interface Row {
  position: number;
  team: { name: string };
  points: number;
}

async function apiRows(request: APIRequestContext, season?: string): Promise<Row[]> {
  const query = season ? `?season=${season}` : '';
  const body = (await (await request.get(`/api/v3/leagues/brasileirao/standings${query}`)).json()) as {
    groups: { rows: Row[] }[];
  };
  return body.groups[0]?.rows ?? [];
}

async function liveEvent(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const body = (await (await request.get('/api/v3/sporting_events?d=0&per=200')).json()) as {
    results: { id: string; name: string; status: { status: string } }[];
  };
  const game = body.results.find((e) => e.status.status === 'playing') ?? body.results[0];
  if (!game) throw new Error('no game today in the replayed calendar');
  return game;
}

test('the Brasileirão default page is the real final 2025 table, with its zones explained', async ({
  page,
}) => {
  // The 2025 season really finished in December 2025, so it keeps its real dates and results; the
  // live replay runs the 2024 season (src/api/sports/live/anchor.ts).
  await page.goto(BRASILEIRAO);
  const table = page.getByRole('table', { name: 'Classificação — Brasileirão Série A 2025' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  // Flamengo champions on 79 points ahead of Palmeiras (76); Ceará, Fortaleza, Juventude and Sport
  // relegated.
  await expect(rows.nth(0)).toContainText('Flamengo');
  await expect(rows.nth(0).locator('td.points')).toHaveText('79');
  await expect(rows.nth(0)).toContainText('Libertadores (fase de grupos)');
  await expect(rows.nth(1)).toContainText('Palmeiras');
  await expect(rows.nth(1).locator('td.points')).toHaveText('76');
  for (const [i, team, points] of [
    [16, 'Ceará', '43'],
    [17, 'Fortaleza', '43'],
    [18, 'Juventude', '35'],
    [19, 'Sport', '17'],
  ] as const) {
    await expect(rows.nth(i)).toContainText(team);
    await expect(rows.nth(i).locator('td.points')).toHaveText(points);
    await expect(rows.nth(i)).toContainText('Rebaixamento');
  }
  await expect(page.getByRole('region', { name: 'Legenda' })).toContainText('Rebaixamento (17º ao 20º)');
  await expect(page.getByText(/^Pontos, vitórias, saldo de gols/)).toBeVisible();
});

test('the replayed Brasileirão 2024 page shows the table the API computes, row by row', async ({
  page,
  request,
}) => {
  const expected = await apiRows(request, 'brasileirao-serie-a-2024');
  expect(expected).toHaveLength(20);
  await page.goto(`${BRASILEIRAO}?season=brasileirao-serie-a-2024`);
  const rows = page
    .getByRole('table', { name: 'Classificação — Brasileirão Série A 2024' })
    .locator('tbody tr');
  await expect(rows).toHaveCount(20);
  for (const [i, row] of expected.entries()) {
    await expect(rows.nth(i).getByRole('rowheader')).toHaveText(row.team.name);
    await expect(rows.nth(i).locator('td.points')).toHaveText(String(row.points));
  }
});

test('a league without a table says so', async ({ page }) => {
  await page.goto('/sports/standings/nada/nao-existe');
  await expect(page.getByText('Não há classificação para esta liga.')).toBeVisible();
});

test('the standings page has no serious accessibility violations', async ({ page }) => {
  await page.goto(BRASILEIRAO);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an event page carries its title, description and og:image without JavaScript', async ({ request }) => {
  const game = await liveEvent(request);
  const res = await request.get(`/sports/event/jogo/${game.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(title.startsWith(game.name)).toBe(true);
  expect(html).toMatch(new RegExp(`<meta name="description" content="${game.name} — [^"]+" />`));
  expect(html).toMatch(
    /<meta property="og:image" content="http[^"]+\/api\/v3\/images\/league\/[^"]+w=400&amp;h=400" \/>/,
  );
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/sports\/event\/[a-z0-9-]+\/[^"]+" \/>/);
});

test('the event page shows the game and has no serious accessibility violations', async ({
  page,
  request,
}) => {
  const game = await liveEvent(request);
  await page.goto(`/sports/event/jogo/${game.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(game.name);
  await expect(page.getByRole('button', { name: /^Seguir / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
