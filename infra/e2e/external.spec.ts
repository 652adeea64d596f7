/**
 * The external-link warning (spec 2 "Popups", spec 4 "External link dialog") on /external?url=…:
 * data charges may apply; Continue opens the link in a new tab without opener or referrer; Cancel
 * goes back, or home when the site was opened on this page; only http(s) links are offered.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, shellHydrated } from './lib/shell';

const TARGET = 'https://example.com/x';
const warning = (page: Page) => page.getByRole('dialog', { name: 'Você está saindo do site' });

test.beforeEach(async ({ context }) => {
  // No internet here: the external site answers from the test.
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Example</title><p>externo</p>' }),
  );
});

test('an external link opened directly asks first, and Cancel goes home', async ({ page }) => {
  // The warning is modal: the cookie banner waits behind it.
  await page.goto(`/external?url=${encodeURIComponent(TARGET)}`);
  // The page comes rendered from the server; its buttons answer once the shell has hydrated it.
  await shellHydrated(page);

  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('example.com');
  await expect(warning(page)).toContainText('tarifas de dados');
  await expect(page).toHaveURL(/\/external\?url=/);

  await warning(page).getByRole('button', { name: 'Cancelar' }).click();

  await expect(warning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('Continue opens the link in a new tab without opener', async ({ page, context }) => {
  // The warning is modal: the cookie banner waits behind it.
  await page.goto(`/external?url=${encodeURIComponent(TARGET)}`);
  // The page comes rendered from the server; its buttons answer once the shell has hydrated it.
  await shellHydrated(page);

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    warning(page).getByRole('button', { name: 'Continuar' }).click(),
  ]);

  await popup.waitForLoadState();
  expect(popup.url()).toBe(TARGET);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe('');
  await expect(warning(page)).toHaveCount(0);
});

test('Cancel goes back to the page the reader came from', async ({ page }) => {
  await page.goto('/sports');
  await acceptCookies(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // An in-app navigation, as the site's own router makes it.
  await page.evaluate(
    (url) => {
      window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    `/external?url=${encodeURIComponent(TARGET)}`,
  );
  await expect(warning(page)).toBeVisible();

  await page.keyboard.press('Escape');

  await expect(warning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/sports$/);
});

test('a link that is not http(s) opens nothing and says so', async ({ page, context }) => {
  const opened: string[] = [];
  context.on('page', (other) => opened.push(other.url()));
  await page.goto(`/external?url=${encodeURIComponent('javascript:alert(1)')}`);
  await acceptCookies(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido' })).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Ir para Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(opened).toEqual([]);
});
