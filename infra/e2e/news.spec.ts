/**
 * The reading experience of the news remote, as a guest on a fresh start: hero and the four feed
 * tabs, a feed to its end, an article and back, related and latest stories at its end (reachable
 * while the cookie banner waits for an answer), like, read later across a reload, a hostile
 * article body, the 404 of an unknown story, and axe on home and article pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies, shellHydrated } from './lib/shell';

test.use({ bypassCSP: true });

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
/** The story headings of a feed (cards title their story with an h2 link). */
const storyLinks = (page: Page) => main(page).locator('article h2 a');

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await expect(storyLinks(page).first()).toBeVisible();
}

async function openFirstStory(page: Page): Promise<string> {
  await openHome(page);
  const first = storyLinks(page).first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(h1(page)).toHaveText(title);
  return title;
}

test('home shows the hero headline and every feed tab lists stories', async ({ page }) => {
  await openHome(page);
  await expect(h1(page)).toHaveText('Notícias, vídeos e placares ao vivo');
  // The hero: the first headline with its photo (decorative beside the linked title).
  await expect(main(page).locator('article img').first()).toBeVisible();

  const tabs = page.getByRole('navigation', { name: 'Seções do feed' });
  for (const tab of ['Para você', 'Últimas', 'Destaques']) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(h1(page)).toHaveText(tab);
    await expect(storyLinks(page).first()).toBeVisible();
  }
  await tabs.getByRole('link', { name: 'Seguindo' }).click();
  await expect(h1(page)).toHaveText('Seguindo');
  // A fresh guest follows nothing yet: the tab says how to fill it.
  await expect(main(page).getByRole('link', { name: 'Escolher favoritos' })).toBeVisible();
});

test('a feed scrolled to its end says there is no more content', async ({ page }) => {
  await openHome(page);
  const psid = (await page.context().cookies()).find((cookie) => cookie.name === 'onda_psid')?.value;
  expect(psid).toBeTruthy();
  // A team with about a page and a bit of stories, followed as this guest (spec 7 follows_anon).
  const follow = await page.request.post('/api/v3/follows_anon', {
    headers: { PSID: psid ?? '' },
    data: { id: 'bournemouth', context: 'teams' },
  });
  expect(follow.ok()).toBe(true);

  await page.goto('/feed/myfeed');
  await expect(storyLinks(page).first()).toBeVisible();
  const end = main(page).getByText('Não há mais conteúdo');
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(await storyLinks(page).count()).toBeGreaterThan(10);
  await expect(main(page).getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});

test('"Para você" keeps paging past the first page', async ({ page }) => {
  await page.goto('/feed/home');
  await acceptCookies(page);
  await expect(storyLinks(page)).toHaveCount(10);

  // The next page arrives on "Carregar mais" or, at this height, by itself as the end scrolls in.
  await expect(async () => {
    const more = main(page).getByRole('button', { name: 'Carregar mais' });
    if (await more.isVisible()) await more.click();
    expect(await storyLinks(page).count()).toBeGreaterThanOrEqual(20);
  }).toPass({ timeout: 20_000 });

  const links = await storyLinks(page).evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  expect(new Set(links).size).toBe(links.length);
  await expect(main(page).getByText('Não há mais conteúdo')).toHaveCount(0);
});

test("discover reads the spec's comma form of a label path", async ({ page }) => {
  for (const path of [
    '/discover/esportes/label/leagues,sports,0,7,1700000000',
    '/discover/entities-sports/label/leagues,sports,0,7,1700000000',
  ]) {
    await page.goto(path);
    await acceptCookies(page);
    await expect(h1(page)).toHaveText('Esportes');
    await expect(main(page).getByRole('link', { name: 'Brasileirão Série A' })).toBeVisible();
    await expect(main(page).getByText('Este tópico não está mais disponível.')).toHaveCount(0);
  }
  // A feed path in the same form opens the node's news.
  await page.goto(
    '/discover/entities-sports,leagues-brasileirao/feed/leagues,brasileirao,sports,0,7,1700000000',
  );
  await expect(h1(page)).toHaveText('Brasileirão Série A');
  await expect(main(page).locator('article :is(h2, h3) a').first()).toBeVisible();
});

test('a guest opens a story and comes back to the feed', async ({ page }) => {
  const title = await openFirstStory(page);
  expect(title.length).toBeGreaterThan(0);
  await expect(main(page).getByRole('img', { name: title })).toBeVisible();
  await expect(main(page).getByText('Notícias').first()).toBeVisible();

  await page.goBack();

  await expect(h1(page)).toHaveText('Notícias, vídeos e placares ao vivo');
});

test('related and latest stories load as the reader nears the end of a story', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v4/related/') || pathname.startsWith('/api/v3/site/content/')) {
      asked.push(pathname);
    }
  });
  await openFirstStory(page);
  const related = main(page).getByRole('heading', { name: 'Leia também' });
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.startsWith('/api/v4/related/'))).toEqual([]);
  await expect(related).toHaveCount(0);

  await page.getByRole('contentinfo').last().scrollIntoViewIfNeeded();
  await expect(related).toBeVisible();
  await expect(main(page).getByRole('heading', { name: /^Últimas de / })).toBeVisible();
  expect(asked.filter((path) => path.startsWith('/api/v4/related/'))).toHaveLength(1);
});

test('a reader who has not answered the cookie banner still reaches the stories at the end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await shellHydrated(page);
  await storyLinks(page).first().click();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();

  await page.getByRole('contentinfo').last().scrollIntoViewIfNeeded();
  await expect(main(page).getByRole('region', { name: 'Leia também' }).getByRole('link')).not.toHaveCount(0);
  // The last story of the page, just above the footer: a real click fails if the banner covers it.
  const last = main(page)
    .getByRole('region', { name: /^Últimas de / })
    .getByRole('link')
    .last();
  const title = (await last.textContent())?.trim() ?? '';
  await last.click();
  await expect(h1(page)).toHaveText(title);
});

test('a guest likes a story and the like is still there after a reload', async ({ page }) => {
  await openFirstStory(page);
  const like = main(page).getByRole('button', { name: 'Curtir' });
  await expect(like).toBeEnabled();
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();

  await expect(main(page).getByRole('button', { name: 'Curtir' })).toHaveAttribute('aria-pressed', 'true');
});

test('a story saved for later is found again after a reload', async ({ page }) => {
  const title = await openFirstStory(page);
  const save = main(page).getByRole('button', { name: 'Ler depois' });

  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Ler depois' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/');

  const saved = page.getByRole('complementary', { name: 'Ler depois' });
  await saved.getByRole('link', { name: title }).click();
  await expect(h1(page)).toHaveText(title);

  // The saved page of the account area lists it too (rendered by the news remote).
  await page.goto('/accounts/user/signedin/saved');
  await expect(h1(page)).toHaveText('Ler depois');
  await expect(main(page).getByRole('link', { name: title })).toBeVisible();
});

test('a story body with scripts, handlers and javascript: links runs none of it', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openHome(page);
  const feed = await page.request.get('/api/v3/feed?per=1');
  const [story] = (await feed.json()).results;
  const body = [
    '<p>Texto <a href="javascript:alert(1)">link falso</a> e <a href="https://fonte.example/">fonte</a>.</p>',
    '<script>window.__pwned = 1; alert(1)</script>',
    '<img src="/nao-existe.png" onerror="window.__pwned = 2; alert(2)" alt="quebrada">',
    '<p onmouseover="window.__pwned = 3">passe o mouse</p>',
    '<iframe src="javascript:alert(4)"></iframe>',
  ].join('');
  // The real API only serves sanitised bodies; this answers one story as a hostile source would.
  await page.route(`**/api/v3/media/news_stories/${story.id}?*`, (route) =>
    route.fulfill({ json: [{ ...story, body, body_format: 'html' }] }),
  );

  // Opened inside the app, so the browser loads the story (a first load is rendered by the server
  // with the real story).
  await page.evaluate(
    (to) => window.history.pushState(null, '', to),
    `/noproxy/news_stories/web/${story.id}`,
  );
  await expect(main(page).getByText('passe o mouse')).toBeVisible();
  await main(page).getByText('passe o mouse').hover();
  await main(page).getByText('link falso').click();

  const html = await main(page).innerHTML();
  expect(html).not.toMatch(/<script|<iframe|onerror|onmouseover|javascript:/i);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // A link to another site goes through the shell's external-link warning.
  await main(page).getByRole('link', { name: 'fonte' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an unknown story shows the 404 page', async ({ page }) => {
  await page.goto('/noproxy/news_stories/web/nao-existe-123');
  await expect(h1(page)).toHaveText('Página não encontrada');
  await expect(main(page).getByRole('link', { name: 'Ir para Home' })).toBeVisible();
});

test('home and a story page have no serious accessibility violations', async ({ page }) => {
  await openHome(page);
  await expectNoSeriousA11yViolations(page);
  await storyLinks(page).first().click();
  await expect(main(page).getByRole('button', { name: 'Curtir' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});
