/**
 * Scores pages (issue "mf-sports live scores", items 1-3): scores by date with finished, live and
 * upcoming games, a live score change reaching the screen within about a second of the API
 * publishing it (driven through the test hook), data saver, and an axe scan.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies } from './lib/shell';

const ZONE = 'America/Sao_Paulo';
test.use({ bypassCSP: true, timezoneId: ZONE });

interface Game {
  id: string;
}

/** A coming day with at least three games, all still upcoming in the seed (tomorrow or later). */
async function upcomingDay(request: APIRequestContext): Promise<{ date: string; games: Game[] }> {
  for (let offset = 1; offset <= 10; offset++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
      Date.now() + offset * 86_400_000,
    );
    const response = await request.get(`/api/v3/sporting_events?date=${date}&z=${ZONE}&per=120`);
    const body = (await response.json()) as { results: Game[] };
    if (body.results.length >= 3) return { date, games: body.results };
  }
  throw new Error('the seed has no coming day with three games');
}

const setScore = (request: APIRequestContext, id: string, data: object) =>
  request.post(`/api/v3/test/sporting_events/${id}/score`, { data }).then((r) => expect(r.ok()).toBe(true));

const row = (page: Page, id: string) => page.locator(`li[data-event-id="${id}"]`);

let day: { date: string; games: Game[] };
let finished: Game, live: Game, upcoming: Game;

test.beforeAll(async ({ request }) => {
  day = await upcomingDay(request);
  [finished, live, upcoming] = day.games as [Game, Game, Game];
  await setScore(request, finished.id, { home: 2, away: 1, status: 'final', period: null, minute: null });
  await setScore(request, live.id, { home: 0, away: 0, status: 'playing', period: '1st half', minute: 10 });
});

test.afterAll(async ({ request }) => {
  for (const game of [finished, live]) await request.delete(`/api/v3/test/sporting_events/${game.id}/score`);
});

test('scores by date show finished, live and upcoming games grouped by league', async ({ page }) => {
  await page.goto(`/sports/scores/${day.date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Placar' })).toBeVisible();
  await expect(row(page, finished.id)).toContainText('2 – 1');
  await expect(row(page, finished.id)).toContainText('Encerrado');
  await expect(row(page, live.id)).toContainText("Ao vivo · 1º tempo · 10'");
  await expect(row(page, upcoming.id)).toContainText('Em breve');
  await expect(page.locator('section[aria-labelledby^="league-"] h2').first()).toBeVisible();

  await page.getByRole('link', { name: 'Dia anterior' }).click();
  await expect(page).toHaveURL(new RegExp(`/sports/scores/\\d{4}-\\d{2}-\\d{2}$`));
  await expect(page).not.toHaveURL(new RegExp(day.date));
});

test('a live score changes on screen within about 1 s of the API publishing it', async ({ page }) => {
  await page.goto(`/sports/scores/${day.date}`);
  await expect(row(page, live.id)).toContainText('0 – 0');
  await expect(page.getByTestId('updated-ago')).toContainText('Atualização automática');

  const latency = await page.evaluate(async (id) => {
    const score = document.querySelector(`li[data-event-id="${id}"] [data-testid="score"]`);
    if (!score) throw new Error('no score cell');
    const seen = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (score.isConnected && score.textContent === '1 – 0') {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const sent = performance.now();
    await fetch(`/api/v3/test/sporting_events/${id}/score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ home: 1, away: 0, status: 'playing', period: '1st half', minute: 12 }),
    });
    return (await seen) - sent;
  }, live.id);

  test.info().annotations.push({ type: 'live-update latency', description: `${Math.round(latency)} ms` });
  console.info(`live score on screen ${Math.round(latency)} ms after the API call started`);
  expect(latency).toBeLessThan(1500);
  await expect(row(page, live.id)).toContainText("Ao vivo · 1º tempo · 12'");
  await expect(page.getByTestId('score-announcer')).toContainText('1 x 0');
});

test('data saver switches from streaming to polling every 60 s', async ({ page }) => {
  await page.goto(`/sports/scores/${day.date}`);
  await acceptCookies(page);
  await expect(page.getByTestId('updated-ago')).toContainText('Atualização automática');
  await page.getByLabel('Economia de dados (atualizar a cada 60 s)').check();
  await expect(page.getByTestId('updated-ago')).toContainText('Atualização a cada 60 s');
  await page.reload();
  await expect(page.getByLabel('Economia de dados (atualizar a cada 60 s)')).toBeChecked();
});

test('the calendar drop-down picks a date by keyboard', async ({ page }) => {
  await page.goto('/sports/scores');
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Calendário' }).press('Enter');
  const input = page.getByLabel('Data', { exact: true });
  await input.fill(day.date);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sports/scores/${day.date}$`));
  await expect(row(page, upcoming.id)).toBeVisible();
});

for (const path of ['/sports/scores', '/sports/scores/live']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
