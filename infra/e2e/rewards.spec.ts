/**
 * The data-bonus programme as a guest reads (spec 4 "Rewards", 7, 9): the ring follows the stories
 * the reader really read — open for a few seconds and scrolled through, on full page loads (which
 * the edge renders) and on in-app navigation; the page's read beacon tells the server
 * (docs/adr/010) — counting each story once; completion opens the popup, Confirm grants and the icon hides; an
 * aff_click_id landing needs 3 reads and its grant carries the click id; a campaign that asks for
 * a share completes only once the reader shares a story; a jj_december path hides the icon; an
 * ended campaign says so; axe finds nothing serious on the popup. The gift shows from the first
 * screen; the programme's code loads on its first use (a counted read, a tap on the gift).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies } from './lib/shell';

test.use({ bypassCSP: true });

/** The header's gift: the shell's launcher until the rewards widget loads, then the widget's. */
const gift = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Bônus de internet/ });
const popup = (page: Page) => page.locator('[data-slot="rewards"]').getByRole('dialog');
const storyPath = (id: string, search = '') => `/noproxy/news_stories/web/${id}${search}`;

let stories: string[] = [];

test.beforeAll(async ({ request }) => {
  const feed = await request.get('/api/v3/feed?per=12');
  expect(feed.ok()).toBe(true);
  const body = (await feed.json()) as { results: { id: string; context: string }[] };
  stories = body.results.filter((item) => item.context === 'news_stories').map((item) => item.id);
  expect(stories.length).toBeGreaterThanOrEqual(6);
});

async function openStory(page: Page, id: string, search = ''): Promise<void> {
  await page.goto(storyPath(id, search));
  await acceptCookies(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The reader reads the story on screen: scrolls through it and stays (READ_SECONDS, 3 s in these
 * tests); the page's read beacon is answered by the server.
 */
async function readStory(page: Page): Promise<void> {
  const beacon = page.waitForResponse(
    (response) => response.url().endsWith('/api/v3/tagger/read') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await page.getByRole('main').locator('[data-article-body]').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  expect((await beacon).status()).toBe(200);
}

/** In-app navigation (no page load): the news remote asks the API for the story itself. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a guest earns the bonus by reading three distinct stories; a re-read adds nothing', async ({
  page,
}) => {
  const storyCalls: string[] = [];
  const rewardsFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/media/')) storyCalls.push(request.url());
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-rewards/')) rewardsFiles.push(request.url());
  });
  // A first visit, straight to a story: the edge renders it and the page hydrates without asking
  // the API again; serving it counts nothing, reading it does. The gift shows at once, and the
  // programme's code is fetched only when the first read counts (its first use).
  await openStory(page, stories[0]!);
  await expect(gift(page)).toBeVisible();
  await expect(gift(page)).toHaveAttribute('data-rewards-launcher', '');
  await page.waitForTimeout(1_000);
  expect(rewardsFiles).toEqual([]);
  await readStory(page);
  await expect(gift(page)).toHaveAttribute('data-progress', '33');
  expect(storyCalls).toEqual([]);
  await expect(gift(page)).toHaveAccessibleName('Bônus de internet: 1 de 3 matérias lidas');

  await openStory(page, stories[1]!);
  await readStory(page);
  await expect(gift(page)).toHaveAttribute('data-progress', '67');

  await openStory(page, stories[0]!);
  await readStory(page);
  await expect(gift(page)).toHaveAttribute('data-progress', '67');

  await navigateInApp(page, storyPath(stories[2]!));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await readStory(page);
  const dialog = popup(page);
  await expect(dialog).toHaveAccessibleName('Parabéns! Você completou o desafio');
  await expect(gift(page)).toHaveAttribute('data-progress', '100');
  await expectNoSeriousA11yViolations(page);

  const granted = page.waitForResponse((response) => response.url().includes('/api/v3/tagger/reward?'));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  expect((await granted).status()).toBe(200);
  await expect(dialog).toHaveAccessibleName('Bônus confirmado!');
  await expect(gift(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(popup(page)).toHaveCount(0);

  // The grant holds for the day: a reload shows no icon.
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="rewards"] [data-rewards-state]')).toHaveCount(0);
});

test('an aff_click_id landing needs three reads and its grant carries the click id', async ({ page }) => {
  await openStory(page, stories[3]!, '?aff_click_id=E2E-AFF-1&utm_campaign=up_december');
  await readStory(page);
  await expect(gift(page)).toHaveAttribute('data-progress', '33');
  await openStory(page, stories[4]!);
  await readStory(page);
  await expect(gift(page)).toHaveAttribute('data-progress', '67');
  await openStory(page, stories[5]!);
  await readStory(page);

  const granted = page.waitForResponse((response) => response.url().includes('/api/v3/tagger/reward?'));
  await popup(page).getByRole('button', { name: 'Confirmar' }).click();
  const answer = (await (await granted).json()) as { grant: { aff_click_id: string; utm_campaign: string } };
  expect(answer.grant).toMatchObject({ aff_click_id: 'E2E-AFF-1', utm_campaign: 'up_december' });
  await expect(popup(page)).toHaveAccessibleName('Bônus confirmado!');
});

test('a campaign that asks for a share completes when the reader shares a story', async ({
  page,
  request,
}) => {
  const patch = (name: string) =>
    request.post('/api/v3/test/rewards/campaigns/up_december', { data: { name } });
  expect((await patch('up_december shared 1')).ok()).toBe(true);
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const id of stories.slice(0, 3)) {
      await openStory(page, id);
      await readStory(page);
    }
    await expect(gift(page)).toHaveAttribute('data-progress', '50');
    await gift(page).click();
    await expect(popup(page)).toContainText('0 de 1 compartilhamentos');
    await gift(page).click();
    await expect(popup(page)).toHaveCount(0);

    const recorded = page.waitForResponse((response) => response.url().includes('/api/v3/tagger/share'));
    await page.getByRole('main').getByRole('button', { name: 'Copiar link' }).click();
    expect((await recorded).status()).toBe(200);

    await expect(popup(page)).toHaveAccessibleName('Parabéns! Você completou o desafio');
    await expect(gift(page)).toHaveAttribute('data-progress', '100');
    const granted = page.waitForResponse((response) => response.url().includes('/api/v3/tagger/reward?'));
    await popup(page).getByRole('button', { name: 'Confirmar' }).click();
    expect((await granted).status()).toBe(200);
    await expect(popup(page)).toHaveAccessibleName('Bônus confirmado!');
  } finally {
    await patch('up_december');
  }
});

test('a path containing jj_december hides the icon', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await expect(gift(page)).toBeVisible();

  await navigateInApp(page, '/promo/jj_december');
  await expect(gift(page)).toHaveCount(0);
});

test('a tap on the gift on a first visit loads the programme and opens it', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await gift(page).click();
  await expect(popup(page)).toHaveAccessibleName('Ganhe 50 MB de internet');
  await expect(popup(page).getByRole('heading', { name: 'Ganhe 50 MB de internet' })).toBeFocused();
  await expect(gift(page)).toHaveAttribute('data-progress', '0');
});

test('an ended campaign says so', async ({ page, request }) => {
  const end = await request.post('/api/v3/test/rewards/campaigns/up_december', { data: { status: 'ended' } });
  expect(end.ok()).toBe(true);
  try {
    await page.goto('/');
    await acceptCookies(page);
    await gift(page).click();
    await expect(popup(page)).toContainText('A campanha foi encerrada!');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await request.post('/api/v3/test/rewards/campaigns/up_december', { data: { status: 'running' } });
  }
});

test('the coupon campaign form checks its fields, registers once and is accessible', async ({ page }) => {
  await page.goto('/jej');
  await acceptCookies(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Campanha saúde: ganhe seu cupom');
  const name = main.getByRole('textbox', { name: 'Nome completo' });
  const email = main.getByRole('textbox', { name: 'E-mail' });

  await main.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(name).toHaveAccessibleDescription('Preenchimento obrigatório');
  await expect(name).toBeFocused();
  await name.fill('Maria');
  await email.fill('maria@');
  await main.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(name).toHaveAccessibleDescription('Nome inválido');
  await expect(email).toHaveAccessibleDescription('E-mail inválido');
  await expectNoSeriousA11yViolations(page);

  await name.fill('Maria da Silva');
  await email.fill(`maria.${Date.now()}@exemplo.com`);
  await main.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(main.getByRole('status')).toHaveText('Cadastro feito! Você receberá o cupom no seu e-mail.');

  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Cadastro feito! Você receberá o cupom no seu e-mail.',
  );
});

test('an ended coupon campaign says so', async ({ page, request }) => {
  const end = await request.post('/api/v3/test/rewards/coupons/jej', { data: { status: 'ended' } });
  expect(end.ok()).toBe(true);
  try {
    await page.goto('/jej');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('A campanha foi encerrada!');
  } finally {
    await request.post('/api/v3/test/rewards/coupons/jej', { data: { status: 'running' } });
  }
});
