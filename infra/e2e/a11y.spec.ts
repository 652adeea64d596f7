import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './lib/axe';

test.use({ bypassCSP: true });

for (const path of ['/', '/sports', '/tv', '/accounts/user', '/pagina-inexistente']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the header works by keyboard: skip link first, then the controls', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /Pular para o conteúdo/ });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
