/**
 * Social login in Chromium against a real OpenID Connect provider (test/oidc-provider.mjs, started
 * by playwright.config.ts before the server): the start link goes to the provider, which signs in
 * its test user and sends the browser back; the callback leaves the reader on the return page
 * with the HttpOnly session cookie, and the accounts API knows the user by the provider's e-mail.
 * A second login finds the same account; a callback whose state was tampered with is refused and
 * the reader is told so on the sign-in page. The sign-in page offers the provider from its server
 * HTML, and a click on it ends signed in.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { AUTH_COOKIES, CurrentUserResponseSchema } from 'shared-contracts';
import { Value } from '@sinclair/typebox/value';
import { E2E } from './playwright.config';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies } from './lib/shell';

test.use({ bypassCSP: true });

const { localURL, oidc } = E2E;
const startURL = (search = '') => `${localURL}/api/v3/auth/${oidc.id}/start${search}`;

async function signedInUser(context: BrowserContext) {
  const response = await context.request.get(`${localURL}/api/auth/user`);
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  expect(Value.Check(CurrentUserResponseSchema, body)).toBe(true);
  return (body as { user: { id: string; email: string } }).user;
}

test('the providers list names the configured provider', async ({ request }) => {
  const response = await request.get(`${localURL}/api/v3/auth/providers`);
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ providers: [{ id: oidc.id, name: oidc.name }] });
});

test('signs in through the provider and lands on the return page; a second login finds the same account', async ({
  page,
  context,
}) => {
  await page.goto(startURL('?return=/esportes'));
  await expect(page).toHaveURL(`${localURL}/esportes`);
  const session = (await context.cookies(localURL)).find((cookie) => cookie.name === AUTH_COOKIES.session);
  expect(session?.httpOnly).toBe(true);
  const user = await signedInUser(context);
  expect(user.email).toBe(oidc.email);

  // Signed out, the provider still knows the reader: the second login goes straight through.
  await context.clearCookies({ domain: 'localhost' });
  await page.goto(startURL());
  await expect(page).toHaveURL(`${localURL}/`);
  expect((await signedInUser(context)).id).toBe(user.id);
});

test('a callback with a tampered state is refused and signs nobody in', async ({ page, context }) => {
  // Redirects are not routable, so the hops to the provider and back go through the context's
  // request client (same cookie jar as the page); the page then opens the tampered callback.
  let url = startURL();
  while (!url.startsWith(`${localURL}/api/v3/auth/${oidc.id}/callback`)) {
    const hop = await context.request.get(url, { maxRedirects: 0 });
    const location = hop.headers().location;
    expect(location, `${url} answered ${hop.status()} without a redirect`).toBeTruthy();
    url = new URL(location ?? '', url).href;
  }
  const callback = new URL(url);
  expect(callback.searchParams.get('code')).toBeTruthy();
  callback.searchParams.set('state', 'forged');
  await page.goto(callback.href);
  // The browser lands on the sign-in page, which says why in the reader's language.
  await expect(page).toHaveURL(`${localURL}/accounts/user?error=SOCIAL_STATE_INVALID`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'O pedido de login expirou. Tente novamente.',
  );
  const cookies = await context.cookies(localURL);
  expect(cookies.some((cookie) => cookie.name === AUTH_COOKIES.session)).toBe(false);
});

test('the sign-in page offers the provider from its server HTML; a click on it signs in', async ({
  page,
  context,
  request,
}) => {
  const html = await (await request.get(`${localURL}/accounts/user`)).text();
  expect(html).toContain('Entrar com Provedor de teste');
  expect(html).toContain(`/api/v3/auth/${oidc.id}/start?return=`);

  await context.clearCookies();
  const providerCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v3/auth/providers') providerCalls.push(sent.url());
  });
  await page.goto(`${localURL}/accounts/user`);
  await acceptCookies(page);
  const link = page.getByRole('main').getByRole('link', { name: 'Entrar com Provedor de teste' });
  // Hydrated without loading the list again; the guest id never travels in the link (the
  // server reads the browser's own cookie when the login starts: docs/adr/010).
  await expect
    .poll(() => link.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await expect(link).not.toHaveAttribute('href', /psid=/);
  expect(providerCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${localURL}/accounts/user/signedin/profile`);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Olá, ${oidc.email.split('@')[0]}` }),
  ).toBeVisible();
  expect((await signedInUser(context)).email).toBe(oidc.email);
});
