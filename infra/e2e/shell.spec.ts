import { expect, test } from '@playwright/test';
import { acceptCookies, expectSameDocument, expectShellFrame, markDocument } from './lib/shell';

test.describe('the shell composes the remotes into one site', () => {
  for (const [path, heading] of [
    ['/', /Destaques|Notícias|Início/],
    ['/sports', /Placar|Esportes/],
    // /tv goes to the first gallery video (spec 2): its title is the heading.
    ['/tv', /\S/],
    ['/accounts/user', /Entrar|Login|Acesse/i],
  ] as const) {
    test(`${path} renders inside the header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectShellFrame(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('an unknown path shows the 404 page in Portuguese with status 404', async ({ page }) => {
    const response = await page.goto('/nao/existe/esta/pagina');
    expect(response?.status()).toBe(404);
    await expectShellFrame(page);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByText('A página que você procurou não foi encontrada')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('moving between remotes is client-side and the back button works', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await acceptCookies(page);
    await markDocument(page);
    const nav = page.getByRole('banner');

    await nav.getByRole('link', { name: 'Esportes' }).first().click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Placar|Esportes/);

    await nav.getByRole('link', { name: 'TV' }).first().click();
    await expect(page).toHaveURL(/\/tv\/videos\/.+\?page=1&index=0&gallery=gallery$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Placar|Esportes/);
    await expect(page.locator('[data-page-slot="mf-tv"]')).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectSameDocument(page);
  });

  test('double slashes are collapsed by redirect', async ({ request }) => {
    const response = await request.get('/sports//scores', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/sports/scores');
  });

  test('legacy browsers get the not-supported page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/notsupported');
    await expect(page.getByRole('heading', { name: 'Navegador não suportado' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Microsoft Edge/ })).toHaveAttribute(
      'href',
      /microsoft\.com/,
    );
    await context.close();
  });
});
