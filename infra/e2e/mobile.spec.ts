/**
 * Details of small and large windows (spec 2 "Header", "Feeds"; spec 9 desktop threshold 1278 px):
 * the four feed tabs fit a 390 px phone, the logo is 109 px wide up to 1278 px and 90 px above,
 * and Escape closes the search drop-down with the keyboard back on its toggle.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from './lib/shell';

const logo = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Onda Notícias' }).locator('img');

test('all four feed tabs are on screen at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/feed/home');
  await acceptCookies(page);
  const tabs = page.getByRole('navigation', { name: 'Seções do feed' }).getByRole('link');
  await expect(tabs).toHaveText(['Destaques', 'Para você', 'Seguindo', 'Últimas']);

  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});

for (const [width, expected] of [
  [390, 109],
  [1024, 109],
  [1278, 109],
  [1440, 90],
] as const) {
  test(`the logo is ${expected} px wide in a ${width} px window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await acceptCookies(page);
    await expect(logo(page)).toBeVisible();
    await expect.poll(async () => (await logo(page).boundingBox())?.width).toBe(expected);
  });
}

test('Escape closes the search drop-down and focus returns to its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await acceptCookies(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).first();
  await toggle.click();
  const input = page.getByRole('combobox', { name: 'Pesquisar' });
  await expect(input).toBeVisible();
  await input.focus();

  await page.keyboard.press('Escape');

  await expect(input).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // A phone lays a page out as wide as its widest box and zooms out to show it: the text shrinks
  // and fixed bars (cookie notice, toasts) jump as the page widens while it loads.
  test('pages with wide tables stay as wide as the screen', async ({ page }) => {
    for (const path of ['/sports/standings/brasileirao-serie-a/brasileirao', '/sports/scores', '/']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.innerWidth), path).toBe(390);
    }
  });
});
