/**
 * Getting around the scores pages: every game row is one link to its event page (by tap, click and
 * keyboard, at phone and desktop widths, with the live score still updating in place), a league's
 * games in play under /live for its league id and its season id, and an impossible date.
 * Games are put in play through the test hook (ENABLE_TEST_HOOKS=1).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies, expectSameDocument, markDocument } from './lib/shell';

const ZONE = 'America/Sao_Paulo';
test.use({ bypassCSP: true, timezoneId: ZONE });

interface Game {
  id: string;
  name: string;
  league: { id: string };
  scores: { team: { name: string } }[];
}

const dayIn = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + offset * 86_400_000);

async function gamesOn(request: APIRequestContext, date: string, league?: string): Promise<Game[]> {
  const query = `date=${date}&z=${ZONE}&per=120${league ? `&league=${league}` : ''}`;
  const response = await request.get(`/api/v3/sporting_events?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: Game[] }).results;
}

/** Games of one league on a coming day (all still to be played), `count` at least. */
async function comingGames(request: APIRequestContext, league: string, count: number): Promise<Game[]> {
  for (let offset = 1; offset <= 14; offset++) {
    const games = await gamesOn(request, dayIn(offset), league);
    if (games.length >= count) return games;
  }
  throw new Error(`the seed has no coming day with ${count} games of ${league}`);
}

const setScore = (request: APIRequestContext, id: string, data: object) =>
  request.post(`/api/v3/test/sporting_events/${id}/score`, { data }).then((r) => expect(r.ok()).toBe(true));

const teams = (game: Game) => [game.scores[0]?.team.name ?? '', game.scores[1]?.team.name ?? ''] as const;

const eventUrl = (game: Game) => new RegExp(`/sports/event/[a-z0-9-]+/${game.id}$`);

const touched: string[] = [];
test.afterAll(async ({ request }) => {
  for (const id of touched.splice(0)) await request.delete(`/api/v3/test/sporting_events/${id}/score`);
});

test.describe('game rows lead to the event page', () => {
  let game: Game;
  let rowName: string;

  test.beforeAll(async ({ request }) => {
    const today = await gamesOn(request, dayIn(0));
    expect(today.length).toBeGreaterThan(0);
    game = today[0] as Game;
    touched.push(game.id);
    await setScore(request, game.id, { home: 2, away: 1, status: 'playing', period: '2nd half', minute: 60 });
    const [home, away] = teams(game);
    rowName = `${home} 2 – 1 ${away}, Ao vivo · 2º tempo · 60'`;
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport, hasTouch: viewport.width < 600 });

      test('one tap or click on a row of /sports opens its event page inside the app', async ({ page }) => {
        await page.goto('/sports');
        await acceptCookies(page);
        const row = page.locator(`li[data-event-id="${game.id}"]`);
        await expect(row.getByRole('link')).toHaveCount(1);
        const link = row.getByRole('link', { name: rowName });
        await expect(link).toBeVisible();
        await markDocument(page);
        if (viewport.width < 600) await link.tap();
        else await link.click();
        await expect(page).toHaveURL(eventUrl(game));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.name);
        await expectSameDocument(page);
      });

      test('a row far down the list opens its event page at the top', async ({ page }) => {
        await page.goto('/sports');
        await acceptCookies(page);
        const last = page.locator('li[data-event-id] a').last();
        await last.scrollIntoViewIfNeeded();
        await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
        if (viewport.width < 600) await last.tap();
        else await last.click();
        await expect(page).toHaveURL(/\/sports\/event\//);
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      });

      test('the keyboard reaches a row of /sports and opens its event page', async ({ page }) => {
        await page.goto('/sports');
        await acceptCookies(page);
        await expect(page.locator(`li[data-event-id="${game.id}"] a`)).toBeVisible();
        await markDocument(page);
        let reached = false;
        for (let i = 0; i < 120 && !reached; i++) {
          await page.keyboard.press('Tab');
          reached = await page.evaluate(
            (id) => document.activeElement?.closest('li')?.getAttribute('data-event-id') === id,
            game.id,
          );
        }
        expect(reached, 'Tab never reached the game row').toBe(true);
        await expect(page.getByRole('link', { name: rowName })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(eventUrl(game));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(game.name);
        await expectSameDocument(page);
      });
    });
  }

  test('the linked row keeps its live score current, and the page passes axe', async ({ page, request }) => {
    await page.goto('/sports');
    const row = page.locator(`li[data-event-id="${game.id}"]`);
    await expect(row.getByRole('link', { name: rowName })).toBeVisible();
    await expect(page.getByTestId('updated-ago')).toContainText('Atualização automática');
    await setScore(request, game.id, { home: 3, away: 1, status: 'playing', period: '2nd half', minute: 71 });
    const [home, away] = teams(game);
    await expect(
      row.getByRole('link', { name: `${home} 3 – 1 ${away}, Ao vivo · 2º tempo · 71'` }),
    ).toBeVisible();
    await expect(row.getByTestId('score')).toHaveText('3 – 1');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("a league's games in play", () => {
  let liveLaLiga: Game, finishedLaLiga: Game, livePremier: Game;

  test.beforeAll(async ({ request }) => {
    [liveLaLiga, finishedLaLiga] = (await comingGames(request, 'la-liga', 2)) as [Game, Game];
    [livePremier] = (await comingGames(request, 'premier-league', 1)) as [Game];
    touched.push(liveLaLiga.id, finishedLaLiga.id, livePremier.id);
    await setScore(request, liveLaLiga.id, {
      home: 1,
      away: 0,
      status: 'playing',
      period: '1st half',
      minute: 20,
    });
    await setScore(request, livePremier.id, {
      home: 0,
      away: 0,
      status: 'playing',
      period: '1st half',
      minute: 5,
    });
    await setScore(request, finishedLaLiga.id, {
      home: 2,
      away: 2,
      status: 'final',
      period: null,
      minute: null,
    });
  });

  const expectOnlyLaLigaInPlay = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ao vivo: LaLiga');
    await expect(page.locator(`li[data-event-id="${liveLaLiga.id}"]`)).toContainText(
      "Ao vivo · 1º tempo · 20'",
    );
    await expect(page.locator(`li[data-event-id="${livePremier.id}"]`)).toHaveCount(0);
    await expect(page.locator(`li[data-event-id="${finishedLaLiga.id}"]`)).toHaveCount(0);
    const rows = page.locator('li[data-event-id]');
    for (const status of await rows.locator('.status').allTextContents())
      expect(status).toMatch(/^(Ao vivo|Interrompido)/);
    for (const id of await rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-event-id'))))
      expect(id).toMatch(/^la-liga-/);
  };

  for (const id of ['la-liga', 'la-liga-2024-25'])
    test(`/sports/scores/laliga/${id}/live lists only LaLiga games in play`, async ({ page }) => {
      await page.goto(`/sports/scores/laliga/${id}/live`);
      await expectOnlyLaLigaInPlay(page);
    });

  test('/state after a league shows its games in play too', async ({ page }) => {
    await page.goto('/sports/scores/laliga/la-liga/state');
    await expectOnlyLaLigaInPlay(page);
  });

  test("a league's day links to that league's games in play", async ({ page }) => {
    await page.goto('/sports/scores/laliga/la-liga');
    await acceptCookies(page);
    await page.getByRole('link', { name: 'Ao vivo agora' }).click();
    await expect(page).toHaveURL(/\/sports\/scores\/laliga\/la-liga\/live$/);
    await expectOnlyLaLigaInPlay(page);
  });
});

test('an impossible date in a scores address is a page that does not exist', async ({ page }) => {
  const response = await page.goto('/sports/scores/2026-13-45');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByText('Liga: 2026-13-45')).toHaveCount(0);
});

test('an impossible date reached inside the app is named as such, never as a league', async ({ page }) => {
  await page.goto('/sports');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's own navigation (react-router and single-spa both follow popstate).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/sports/scores/2026-13-45');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Placar');
  await expect(
    page.getByText('“2026-13-45” não é uma data válida. Use uma data real no formato AAAA-MM-DD.'),
  ).toBeVisible();
  await expect(page.getByText('Liga: 2026-13-45')).toHaveCount(0);
  await expect(page.locator('li[data-event-id]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver os jogos de hoje' }).click();
  await expect(page).toHaveURL(new RegExp(`/sports/scores/${dayIn(0)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Placar');
});
