/**
 * A session that ends elsewhere (spec 4 "Login": a fetch error for a signed-in user is a forced
 * sign-out to /accounts/user/signedout): signed out everywhere from another device, the open tab
 * goes there with the notice on its next page, by a link or by a full load.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookies } from './lib/shell';

const PASSWORD = 'segredo-123';
let counter = 0;

async function signedInTab(context: BrowserContext): Promise<{ page: Page; email: string }> {
  const email = `fim.${Date.now().toString(36)}${counter++}@onda.example`;
  const response = await context.request.post('/api/v3/auth', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/');
  await acceptCookies(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Olá, ${email.split('@')[0]}` }),
  ).toBeVisible();
  return { page, email };
}

/** Another device (its own cookies) signs in and ends every session of the account. */
async function endEverywhere(device: APIRequestContext, email: string): Promise<void> {
  const login = await device.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const ended = await device.delete('/api/v3/auth/sessions', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.ok()).toBe(true);
}

const notice = (page: Page) => page.getByRole('main').getByRole('status');

test('the open tab is signed out on its next page change, with the notice', async ({ browser, request }) => {
  const context = await browser.newContext();
  const { page, email } = await signedInTab(context);
  await endEverywhere(request, email);

  await page.getByRole('navigation', { name: 'Tópicos' }).getByRole('link', { name: 'TV' }).click();

  await expect(page).toHaveURL('/accounts/user/signedout?reason=expired');
  await expect(notice(page)).toHaveText('Sua sessão expirou. Entre novamente.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
  await context.close();
});

test('a full load with the ended session goes to the signed-out page, once', async ({ browser, request }) => {
  const context = await browser.newContext();
  const { page, email } = await signedInTab(context);
  await endEverywhere(request, email);

  await page.goto('/accounts/user/signedin/profile');

  await expect(page).toHaveURL('/accounts/user/signedout?reason=expired');
  await expect(notice(page)).toHaveText('Sua sessão expirou. Entre novamente.');
  // The stale cookie is gone: the next load asks nothing and stays.
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await context.close();
});
