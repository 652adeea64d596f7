/**
 * Works from the first tap (issue: no lost input before hydration, every page from the server), on
 * a phone slowed down like a mid-range one on a slow link: a sign-in sent before the page's
 * scripts have run signs the reader in, or shows the form again with the e-mail kept; what was
 * typed before hydration is still there after it; a tap on the search toggle or the cookie
 * banner's button before hydration takes effect once the page is ready; a tap on a follow, like
 * or save control asks for what the control showed the opposite of, once; and every page's served
 * HTML has its main content and its own title.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdScripts, pageInteractive, PHONE, throttleLikeAPhone } from './lib/phone';
import { asReturningReader } from './lib/shell';

const main = (page: Page) => page.getByRole('main');
const PASSWORD = 'segredo-123';
const newEmail = (name: string): string =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@onda.example`;

test.describe('on a slow phone, before the scripts have run', () => {
  test.use(PHONE);
  test.setTimeout(150_000);

  test.beforeEach(async ({ page }) => {
    await throttleLikeAPhone(page);
  });

  test('a sign-in sent before hydration signs the reader in', async ({ page, request }) => {
    const email = newEmail('antes');
    expect((await request.post('/api/v3/auth', { data: { email, password: PASSWORD } })).status()).toBe(200);
    const release = await holdScripts(page);
    await page.goto('/accounts/user', { waitUntil: 'domcontentloaded' });
    await main(page).getByLabel('E-mail').fill(email);
    await main(page).getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await main(page).getByLabel('Senha', { exact: true }).press('Enter');

    // The page's load event waits for the held scripts: the answer's page having arrived is enough.
    await page.waitForURL(/\/accounts\/user\/signedin\/profile$/, {
      timeout: 60_000,
      waitUntil: 'domcontentloaded',
    });
    release();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Perfil', { timeout: 60_000 });
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Olá, ${email.split('@')[0]}` }),
    ).toBeVisible({
      timeout: 60_000,
    });
  });

  test('a refused sign-in sent before hydration shows the form again, the e-mail kept', async ({ page }) => {
    const email = newEmail('recusado');
    const release = await holdScripts(page);
    await page.goto('/accounts/user', { waitUntil: 'domcontentloaded' });
    await main(page).getByLabel('E-mail').fill(email);
    await main(page).getByLabel('Senha', { exact: true }).fill('nao-e-esta');
    await main(page).getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(main(page).getByRole('alert')).toHaveText('Usuário ou senha inválida', { timeout: 60_000 });
    await expect(main(page).getByLabel('E-mail')).toHaveValue(email);
    await expect(main(page).getByLabel('Senha', { exact: true })).toHaveValue('');
    release();
    await pageInteractive(page);
    // Hydrated with the same answer: the e-mail and the error stay.
    await expect(main(page).getByLabel('E-mail')).toHaveValue(email);
    await expect(main(page).getByRole('alert')).toHaveText('Usuário ou senha inválida');
  });

  test('what was typed before hydration is still there after it, and Enter then signs in', async ({
    page,
    request,
  }) => {
    const email = newEmail('digitado');
    expect((await request.post('/api/v3/auth', { data: { email, password: PASSWORD } })).status()).toBe(200);
    const release = await holdScripts(page);
    await page.goto('/accounts/user', { waitUntil: 'domcontentloaded' });
    await main(page).getByLabel('E-mail').fill(email);
    await main(page).getByLabel('Senha', { exact: true }).fill(PASSWORD);
    // The cookie banner's choice, made meanwhile, does not load the page again (nor empty it).
    await page.getByRole('button', { name: 'Aceitar', exact: true }).click();
    release();
    await pageInteractive(page);

    await expect(page.getByRole('button', { name: 'Aceitar', exact: true })).toBeHidden({ timeout: 60_000 });
    await expect(main(page).getByLabel('E-mail')).toHaveValue(email);
    await expect(main(page).getByLabel('Senha', { exact: true })).toHaveValue(PASSWORD);
    await main(page).getByLabel('Senha', { exact: true }).press('Enter');
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Olá, ${email.split('@')[0]}` }),
    ).toBeVisible({
      timeout: 60_000,
    });
  });

  test('a tap on the search toggle and on the cookie banner before hydration work once ready', async ({
    page,
    context,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).first();
    await toggle.click();
    await page.getByRole('button', { name: /aceitar/i }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();

    await expect(page.getByRole('combobox', { name: 'Pesquisar' })).toBeVisible({ timeout: 90_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /aceitar/i })).toBeHidden();
    // The choice the server signed (docs/adr/014): every purpose allowed.
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'onda_consent');
    expect(consent?.value).toMatch(/^\d+\.m1a1p1\./);
  });
});

test.describe('a tap on the rewards gift before hydration', () => {
  test.use(PHONE);
  test.setTimeout(150_000);

  test('opens the programme once the page is ready', async ({ page }) => {
    await throttleLikeAPhone(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: /aceitar/i }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Bônus de internet/ })
      .click();
    release();
    await expect(page.getByRole('dialog', { name: 'Ganhe 50 MB de internet' })).toBeVisible({
      timeout: 90_000,
    });
  });
});

test.describe('a tap on a follow, like or save control before hydration', () => {
  test.use(PHONE);
  test.setTimeout(90_000);

  test('follows the tapped row of the favourites once', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/favorites', { waitUntil: 'domcontentloaded' });
    const row = main(page).getByRole('checkbox', { name: 'Premier League', exact: true });
    await expect(row).not.toBeChecked();
    await row.click();
    // Kept for the page's scripts: the box shows what it showed until they take the tap over.
    await expect(row).not.toBeChecked();
    release();
    await pageInteractive(page);

    await expect(row).toBeChecked();
    await expect(page.getByText('Premier League foi adicionado aos seus favoritos.')).toBeVisible();
    const psid = (await page.context().cookies()).find((cookie) => cookie.name === 'onda_psid')?.value ?? '';
    const follows = await page.request.get('/api/v3/follows_anon', { headers: { PSID: psid } });
    const ids = ((await follows.json()) as { results: { id: string; context: string }[] }).results;
    expect(ids.filter((follow) => follow.context === 'leagues')).toHaveLength(1);
    await page.reload();
    await expect(row).toBeChecked();
  });

  test('likes a story tapped, and leaves one the reader already likes liked', async ({ page }) => {
    const feed = await page.request.get('/api/v3/feed?per=2');
    const [earlier, fresh] = (await feed.json()).results as { id: string; context: string }[];
    if (!earlier || !fresh) throw new Error('fewer than two stories in the feed');
    await page.goto('/about.html');
    const psid = (await page.context().cookies()).find((cookie) => cookie.name === 'onda_psid')?.value ?? '';
    const likedIds = async () => {
      const likes = await page.request.get('/api/v3/like', { headers: { PSID: psid } });
      return (await likes.json()).likes.apiResults as string[];
    };
    // The reader liked one on an earlier visit; a story's page is served the same to every reader.
    const before = await page.request.post('/api/v3/like', {
      headers: { PSID: psid },
      data: { id: earlier.id, context: earlier.context },
    });
    expect(before.ok(), await before.text()).toBe(true);
    const unlikes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v3/unlike')) unlikes.push(request.url());
    });

    for (const story of [earlier, fresh]) {
      const release = await holdScripts(page);
      await page.goto(`/noproxy/news_stories/web/${story.id}`, { waitUntil: 'domcontentloaded' });
      const like = main(page).getByRole('button', { name: 'Curtir' });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      release();
      await pageInteractive(page);
      await expect(like).toHaveAttribute('aria-pressed', 'true');
    }
    await expect.poll(likedIds).toEqual(expect.arrayContaining([earlier.id, fresh.id]));
    expect(unlikes).toEqual([]);
  });

  test('leaves a story saved earlier on this device saved', async ({ page }) => {
    const feed = await page.request.get('/api/v3/feed?per=1');
    const [story] = (await feed.json()).results as { id: string }[];
    if (!story) throw new Error('no story in the feed');
    const path = `/noproxy/news_stories/web/${story.id}`;
    await page.goto(path);
    await pageInteractive(page);
    const save = main(page).getByRole('button', { name: 'Ler depois' });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The server shows the story as every reader gets it: not saved.
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    release();
    await pageInteractive(page);
    // The taps are made again in the task after the page became interactive: this one comes later.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await pageInteractive(page);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('with the service worker, on a page the page cache kept', () => {
  test.use({ ...PHONE, serviceWorkers: 'allow' });
  test.setTimeout(150_000);

  test('a tap before hydration still opens the search once ready', async ({ page, context }) => {
    // The worker registers once a returning reader's page is interactive, then controls the site's pages.
    await asReturningReader(context);
    await page.goto('/');
    await pageInteractive(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
        timeout: 60_000,
      })
      .toBe('activated');
    // The search toggle is tapped as soon as the page's HTML is there, before any script of it has
    // run (the page's own CSP applies: the starter runs only if its hash is still the allowed one).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const toggle = document.querySelector<HTMLButtonElement>(
          'header button[aria-controls][aria-label="Buscar"]',
        );
        const live = document.getElementById('root')?.hasAttribute('data-live') ?? true;
        (window as unknown as { tappedEarly: boolean }).tappedEarly = Boolean(toggle) && !live;
        toggle?.click();
      });
    });
    await throttleLikeAPhone(page);
    // Asked again until the edge answers from its kept copy (the first visit's cookies change the key).
    let kept = false;
    for (let tries = 0; tries < 4 && !kept; tries += 1) {
      const response = await page.reload({ waitUntil: 'domcontentloaded' });
      expect(response?.fromServiceWorker()).toBe(true);
      kept = response?.headers()['x-page-cache'] === 'hit';
      await pageInteractive(page, 90_000);
    }
    expect(kept).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { tappedEarly: boolean }).tappedEarly)).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Pesquisar' })).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).first(),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the coupon form and the search form answer with a page', async ({ page }) => {
    await page.goto('/search');
    await main(page).getByRole('button', { name: 'Buscar' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Preencha sua pesquisa');
    await main(page).getByRole('searchbox').fill('futebol');
    await main(page).getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/search\/relevance\/futebol$/);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('Resultados para “futebol”');

    await page.goto('/jej');
    const name = main(page).getByLabel('Nome completo');
    if (await name.isVisible()) {
      await name.fill('Ana');
      await main(page).getByLabel('E-mail').fill('ana@onda.example');
      await main(page).getByRole('button', { name: 'Cadastrar' }).click();
      await expect(main(page).getByLabel('E-mail')).toHaveValue('ana@onda.example');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
    }
  });

  test('a form posted from another site is refused, and POST /accounts/user is a page', async ({
    request,
  }) => {
    const response = await request.post('/accounts/user', {
      form: { email: 'ana@onda.example', password: PASSWORD },
      headers: { origin: 'https://elsewhere.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['content-type']).toMatch(/text\/html/);
    expect(await response.text()).toContain('ana@onda.example');
  });
});

/** Pages and what their served HTML's main content is headed by (spec 2 routes). */
const PAGES: readonly string[] = [
  '/',
  '/feed/recent',
  '/sitemap',
  `/sitemap/${new Date().getFullYear()}`,
  '/favorites',
  '/favorites/feed',
  '/favorites/myscores',
  '/favorites/mystandings',
  '/discover',
  '/search',
  '/search/trending',
  '/search/relevance/futebol',
  '/newarticles/feed',
  '/jej',
  '/accounts/user',
  '/accounts/user/forgotpassword',
  '/accounts/user/signup-email',
  '/accounts/user/signup-password?email=leitora%40onda.example',
  '/accounts/user/signedin',
  '/accounts/user/signedin/profile',
  '/accounts/user/signedin/entities',
  '/accounts/user/signedin/saved',
  '/accounts/user/signedout',
  '/reset_password?reset_password_token=abc',
  '/invalid_token',
  '/about.html',
  '/privacy_policy.html',
  '/terms_and_conditions.html',
  '/pwa',
  '/coming_soon',
  '/sports',
  '/sports/standings',
  '/tv',
];

test("every page's served HTML has its main content and its own title", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    const heading = (
      (await main(page)
        .getByRole('heading', { level: 1 })
        .first()
        .textContent()
        .catch(() => '')) ?? ''
    ).trim();
    const title = await page.title();
    const lead = heading.split('|')[0]?.trim() ?? '';
    if (!heading) problems.push(`${path}: no heading in its main content`);
    if (!/ \| Onda Notícias$/.test(title) || title === 'Onda Notícias')
      problems.push(`${path}: the site's title (${title}), not its own`);
    else if (lead && !title.includes(lead.slice(0, 10)) && path !== '/')
      problems.push(`${path}: title "${title}" does not name "${lead}"`);
  }
  await context.close();
  expect(problems).toEqual([]);
});
