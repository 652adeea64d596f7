/**
 * Accounts in the browser against the real accounts API (spec 2 Accounts, 4 Login, 5, 6, 8): a
 * guest's follows and like move into the account made by signing up; signing out in one tab signs
 * out the others; a refused sign-in is said in the reader's language; remembered return paths
 * never leave the site; a forgotten password is reset from the mailed link, once; the forms arrive
 * server-rendered; and every account page passes axe.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from './playwright.config';
import { expectNoSeriousA11yViolations } from './lib/axe';
import { acceptCookies } from './lib/shell';

test.use({ bypassCSP: true });

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });
const banner = (page: Page) => page.getByRole('banner');
const PASSWORD = 'segredo-123';

let counter = 0;
/** A fresh address per account (the database lives as long as the run). */
const newEmail = (name: string): string => `${name}.${Date.now().toString(36)}${counter++}@onda.example`;

/** Signs up through the two-step form, starting on the current page's header link. */
async function signUpFromHeader(page: Page, email: string): Promise<void> {
  await banner(page).getByRole('link', { name: 'Entrar' }).click();
  await expect(h1(page)).toHaveText('Entrar');
  await main(page).getByRole('link', { name: 'Ainda não tem conta? Cadastre-se' }).click();
  await expect(h1(page)).toHaveText('Cadastre-se com e-mail');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(h1(page)).toHaveText('Crie sua senha');
  await main(page).getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('Confirme a senha').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Criar conta' }).click();
  await expect(banner(page).getByRole('button', { name: `Olá, ${email.split('@')[0]}` })).toBeVisible();
}

/** An account made through the API in this browser context (its cookies are the context's). */
async function signUpByApi(context: BrowserContext, email: string): Promise<void> {
  const response = await context.request.post('/api/v3/auth', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
}

test('a guest follows two teams and likes a story, signs up, and finds them in the account', async ({
  page,
}) => {
  // Two teams from the favourites tree, as a guest.
  await page.goto('/favorites');
  await acceptCookies(page);
  await main(page).getByRole('link', { name: 'Abrir Premier League' }).click();
  await expect(h1(page)).toHaveText('Premier League');
  const labels = main(page).locator('li label');
  await expect(labels.nth(2)).toBeVisible();
  const names = (await labels.allTextContents())
    .map((text) => text.trim())
    .filter((name) => name && name !== 'Premier League')
    .slice(0, 2);
  expect(names).toHaveLength(2);
  for (const name of names) {
    const team = main(page).getByRole('checkbox', { name, exact: true });
    await team.check();
    await expect(team).toBeChecked();
  }
  expect(names.every((name) => name.length > 0)).toBe(true);

  // A liked story.
  await page.goto('/');
  const story = main(page).locator('article h2 a').first();
  const title = ((await story.textContent()) ?? '').trim();
  await story.click();
  await expect(h1(page)).toHaveText(title);
  const storyPath = new URL(page.url()).pathname;
  await main(page).getByRole('button', { name: 'Curtir' }).click();
  await expect(main(page).getByRole('button', { name: 'Curtir' })).toHaveAttribute('aria-pressed', 'true');

  // Signing up from the story comes back to it, signed in.
  const email = newEmail('guest');
  await signUpFromHeader(page, email);
  await expect(page).toHaveURL(storyPath);
  await expect(main(page).getByRole('button', { name: 'Curtir' })).toHaveAttribute('aria-pressed', 'true');

  // The account's pages: the e-mail on the profile, both teams on "Seguindo".
  await banner(page)
    .getByRole('button', { name: `Olá, ${email.split('@')[0]}` })
    .click();
  await banner(page).getByRole('link', { name: 'Perfil' }).click();
  await expect(h1(page)).toHaveText('Perfil');
  await expect(main(page).getByText(email)).toBeVisible();
  await main(page).getByRole('link', { name: 'Seguindo' }).click();
  await expect(h1(page)).toHaveText('Seguindo');
  for (const name of names) {
    await expect(main(page).getByRole('switch', { name: `Notificações de ${name}` })).toBeVisible();
  }
  // The follows are the account's, not the device's: the API answers them to the cookie alone.
  const follows = await page.request.get('/api/v3/follows');
  const followed = ((await follows.json()) as { results: { name: string }[] }).results.map((f) => f.name);
  expect(followed).toEqual(expect.arrayContaining(names));

  // Push off for the first team, kept after a reload.
  const bell = main(page).getByRole('switch', { name: `Notificações de ${names[0]}` });
  const wasOn = await bell.isChecked();
  await bell.click();
  await expect(bell).toBeChecked({ checked: !wasOn });
  await page.reload();
  await expect(main(page).getByRole('switch', { name: `Notificações de ${names[0]}` })).toBeChecked({
    checked: !wasOn,
  });
});

test('signing out in one tab signs out the other tab at once', async ({ context }) => {
  const email = newEmail('tabs');
  await signUpByApi(context, email);
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/accounts/user/signedin/profile');
  await acceptCookies(second);
  await expect(main(second).getByText(email)).toBeVisible();
  await first.goto('/tv');
  const menu = banner(first).getByRole('button', { name: `Olá, ${email.split('@')[0]}` });
  await expect(menu).toBeVisible();
  await first.evaluate(() => localStorage.setItem('onda_read_later', '{"value":[],"expiry":0}'));

  await menu.click();
  await banner(first).getByRole('button', { name: 'Sair' }).click();

  await expect(first).toHaveURL('/accounts/user/signedout');
  await expect(h1(first)).toHaveText('Você saiu da sua conta');
  await expect(banner(first).getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await first.evaluate(() => localStorage.getItem('onda_read_later'))).toBeNull();
  // The other tab follows without being touched.
  await expect(main(second).getByText('Você não está conectado.')).toBeVisible();
  await expect(banner(second).getByRole('link', { name: 'Entrar' })).toBeVisible();
  // And the cookie was reset: the API no longer knows the reader.
  expect((await second.request.get('/api/auth/user')).status()).toBe(401);
});

test('a refused sign-in is said beside the form, in the reader language', async ({ page, context }) => {
  const email = newEmail('wrong');
  await signUpByApi(context, email);
  await context.clearCookies();

  await page.goto('/accounts/user');
  await acceptCookies(page);
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Senha').fill('not-the-password');
  await main(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Usuário ou senha inválida');
  await expectNoSeriousA11yViolations(page);

  await context.addCookies([{ name: 'onda_locale', value: 'en', url: page.url() }]);
  await page.reload();
  await expect(h1(page)).toHaveText('Sign in');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Password').fill('not-the-password');
  await main(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Email and Password do not match');

  // Keyboard alone: the right password, Enter, and the reader is in.
  await main(page).getByLabel('Password').fill('');
  await main(page).getByLabel('Password').pressSequentially(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Profile');
});

test('a remembered return path is followed only when it stays on the site', async ({ page, context }) => {
  await signUpByApi(context, newEmail('redirect'));

  await page.goto(`/accounts/user?redirect=${encodeURIComponent('/sports/standings')}`);
  await expect(page).toHaveURL(/\/sports\/standings$/);

  for (const hostile of [
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/sports\n//evil.example',
    ' //evil.example',
  ]) {
    await page.goto(`/accounts/user?redirect=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hostname === '127.0.0.1');
  }
});

test('every account page passes axe, forms with their errors shown', async ({ page, context }) => {
  // Eleven pages, each hydrated and checked by axe: more than the default time on a busy machine.
  test.setTimeout(120_000);
  for (const where of [
    '/accounts/user',
    '/accounts/user/forgotpassword',
    '/accounts/user/signup-email',
    '/accounts/user/signedout',
    '/invalid_token',
  ]) {
    await page.goto(where);
    await acceptCookies(page);
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const submit = main(page).locator('button[type=submit]');
    if ((await submit.count()) > 0) {
      await submit.first().click();
      await expect(main(page).getByRole('alert').first()).toBeVisible();
      await expect(main(page).locator('[aria-invalid=true]').first()).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    }
  }

  // The second sign-up step, and an expired reset link (it lands on /invalid_token).
  await page.goto('/accounts/user/signup-email');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(newEmail('axe'));
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Crie sua senha');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/reset_password?reset_password_token=nao-existe');
  await expect(h1(page)).toHaveText('Link expirado');
  await expect(main(page).getByText('O token de alteração da senha expirou')).toBeVisible();

  await signUpByApi(context, newEmail('axe'));
  for (const [where, title] of [
    ['/accounts/user/signedin', 'Minha conta'],
    ['/accounts/user/signedin/profile', 'Perfil'],
    ['/accounts/user/signedin/entities', 'Seguindo'],
    ['/accounts/user/signedin/saved', 'Ler depois'],
  ] as const) {
    await page.goto(where);
    await expect(h1(page)).toHaveText(title);
    await expectNoSeriousA11yViolations(page);
  }
});

test('the account paths are pages, not 404s', async ({ request }) => {
  for (const where of [
    '/accounts/user',
    '/accounts/user/forgotpassword',
    '/accounts/user/signedin',
    '/accounts/user/signedin/profile',
    '/accounts/user/signedin/entities',
    '/accounts/user/signedin/saved',
    '/accounts/user/signedout',
    '/accounts/user/signup-email',
    '/accounts/user/signup-password',
    '/reset_password',
    '/invalid_token',
  ]) {
    expect((await request.get(where)).status(), where).toBe(200);
  }
  expect((await request.get('/accounts/user/nothing')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in, sign-up and forgotten-password forms arrive with the page', async ({ page }) => {
    for (const [where, title, submit] of [
      ['/accounts/user', 'Entrar', 'Entrar'],
      ['/accounts/user/signup-email', 'Cadastre-se com e-mail', 'Continuar'],
      ['/accounts/user/forgotpassword', 'Esqueci minha senha', 'Enviar link'],
    ] as const) {
      await page.goto(where);
      const rendered = page.locator('[data-server-render="mf-accounts"]');
      await expect(rendered.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(rendered.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
      await expect(rendered.getByRole('button', { name: submit, exact: true })).toBeVisible();
    }
  });
});

test('the server-rendered sign-in form hydrates without warnings and works', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|#418|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/accounts/user');
  await expect(
    page.locator('#slot-mf-accounts > [data-version]').getByRole('heading', { level: 1 }),
  ).toHaveText('Entrar');
  await main(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(main(page).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
    'E-mail inválido',
  );
  expect(problems).toEqual([]);
});

/** The reset link of the newest mail to `email` in the server's outbox (no SMTP_URL in tests). */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(E2E.dataDir, 'outbox');
  let link = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      for (const file of files.sort().reverse()) {
        // Quoted-printable: joined soft line breaks, '=3D' back to '='.
        const text = fs
          .readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '=');
        if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(text)) continue;
        link =
          /https?:\/\/[^\s/]+(\/reset_password\?reset_password_token=[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
        if (link) return link;
      }
      return '';
    })
    .not.toBe('');
  return link;
}

test('a forgotten password is reset once from the mailed link, then signs in', async ({ page, context }) => {
  const email = newEmail('reset');
  await signUpByApi(context, email);
  await context.clearCookies();

  await page.goto('/accounts/user');
  await acceptCookies(page);
  await main(page).getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(h1(page)).toHaveText('Esqueci minha senha');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByRole('button', { name: 'Enviar link' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    `Enviamos um link para ${email}. Ele vale por 1 hora.`,
  );

  const link = await resetLinkFor(email);
  await page.goto(link);
  await expect(h1(page)).toHaveText('Redefinir senha');
  await main(page).getByLabel('Nova senha').fill('nova-senha-456');
  await main(page).getByLabel('Confirme a senha').fill('nova-senha-456');
  await main(page).getByRole('button', { name: 'Salvar nova senha' }).click();
  const menu = banner(page).getByRole('button', { name: `Olá, ${email.split('@')[0]}` });
  await expect(menu).toBeVisible();

  await menu.click();
  await banner(page).getByRole('button', { name: 'Sair' }).click();
  await expect(h1(page)).toHaveText('Você saiu da sua conta');

  // The link works once.
  await page.goto(link);
  await expect(h1(page)).toHaveText('Link expirado');
  await expect(main(page).getByText('O token de alteração da senha expirou')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto('/accounts/user');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Senha').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Usuário ou senha inválida');
  await main(page).getByLabel('Senha').fill('nova-senha-456');
  await main(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(h1(page)).toHaveText('Perfil');
  await expect(main(page).getByText(email)).toBeVisible();
});

test('deleting the account ends it: its follows are gone and its sign-in fails', async ({
  page,
  context,
}) => {
  const email = newEmail('delete');
  await signUpByApi(context, email);
  const csrf = (await context.cookies()).find((c) => c.name === 'onda_csrf')?.value ?? '';
  const follow = await context.request.post('/api/v3/follows', {
    headers: { 'x-csrf-token': csrf },
    data: { id: 'news', context: 'entities', push_on: 1 },
  });
  expect(follow.ok(), await follow.text()).toBe(true);
  expect(JSON.stringify(await follow.json())).toContain('"id":"news"');

  await page.goto('/accounts/user/signedin/profile');
  await acceptCookies(page);
  await expect(h1(page)).toHaveText('Perfil');
  // A confirmation that is not the account's e-mail deletes nothing.
  await main(page).getByLabel('Para confirmar, digite o e-mail da conta').fill('outra@onda.example');
  await main(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(h1(page)).toHaveText('Perfil');
  await main(page).getByLabel('Para confirmar, digite o e-mail da conta').fill(email);
  await main(page).getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Sua conta foi excluída.');
  await expect(banner(page).getByRole('link', { name: 'Entrar' })).toBeVisible();

  const again = await context.request.post('/api/v3/auth/sign_in', { data: { email, password: PASSWORD } });
  expect(again.status()).toBe(401);
  // A new account on the same address starts empty: nothing of the deleted one is left.
  await signUpByApi(context, email);
  const token = (await context.cookies()).find((c) => c.name === 'onda_csrf')?.value ?? '';
  const follows = await context.request.get('/api/v3/follows', { headers: { 'x-csrf-token': token } });
  expect(follows.ok()).toBe(true);
  expect(JSON.stringify(await follows.json())).not.toContain('"id":"news"');
});

test.describe('passkeys', () => {
  // WebAuthn needs a domain (not an IP address) matching the relying party, PUBLIC_URL's host.
  test.use({ baseURL: `http://localhost:${E2E.port}` });

  test('a reader adds a passkey on the profile and signs in with it', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = newEmail('passkey');
    await signUpByApi(context, email);

    await page.goto('/accounts/user/signedin/profile');
    await acceptCookies(page);
    await main(page).getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await expect(
      main(page).getByRole('status').filter({ hasText: 'Chave de acesso adicionada' }),
    ).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await banner(page)
      .getByRole('button', { name: `Olá, ${email.split('@')[0]}` })
      .click();
    await banner(page).getByRole('button', { name: 'Sair' }).click();
    await expect(h1(page)).toHaveText('Você saiu da sua conta');

    await page.goto('/accounts/user');
    await main(page).getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await expect(h1(page)).toHaveText('Perfil');
    await expect(main(page).getByText(email)).toBeVisible();
  });
});
