import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { answerRefreshAs } from '../test/shellSession';
import { AccountsRouteTable } from './AccountsRoutes';

const READER = { signedIn: true, email: 'leitor@onda.example' } as const;
const fail = (status: number, code: string): ApiResult<unknown> => ({
  ok: false,
  status,
  code,
  message: code,
});
const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const user = {
  id: 'u1',
  email: 'nova@onda.example',
  uid: 'nova@onda.example',
  provider: 'email',
  locale: 'pt',
};

describe('accounts page frames', () => {
  it.each([
    ['/accounts/user', 'Entrar'],
    ['/accounts/user/forgotpassword', 'Esqueci minha senha'],
    ['/accounts/user/signedout', 'Você saiu da sua conta'],
    ['/accounts/user/signup-email', 'Cadastre-se com e-mail'],
    ['/invalid_token', 'Link expirado'],
    ['/accounts/unknown', 'Página não encontrada'],
    ['/accounts/user/signedin/unknown', 'Página não encontrada'],
  ])('%s is titled "%s"', async (route, title) => {
    await renderRemote(<AccountsRouteTable />, { route });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Onda Notícias`);
  });

  it('tells that the password link expired and offers to resend it', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/invalid_token' });

    expect(screen.getByText('O token de alteração da senha expirou')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reenviar' })).toHaveAttribute(
      'href',
      '/accounts/user/forgotpassword',
    );
  });

  it('sends a signed-in reader from the sign-in page to the profile', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/accounts/user', session: READER });

    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByText('leitor@onda.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a signed-in reader back to a safe remembered path through the shell', async () => {
    const { navigate } = await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user?redirect=%2Fsports%2Fstandings',
      session: READER,
    });
    expect(navigate).toHaveBeenCalledWith('/sports/standings');
  });

  it('sends a signed-in reader home instead of to another site', async () => {
    const { navigate } = await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user?redirect=%2F%2Fevil.example',
      session: READER,
    });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('greets the reader on the account page', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/accounts/user/signedin', session: READER });

    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.getByText('Olá, leitor')).toBeInTheDocument();
  });

  it('offers the sign-in page, coming back here, to a reader who is not signed in', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/accounts/user/signedin/profile' });

    expect(screen.getByText('Você não está conectado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/accounts/user?redirect=%2Faccounts%2Fuser%2Fsignedin%2Fprofile',
    );
  });
});

describe('sign-up', () => {
  it('sends the second step back to the first when no e-mail was given', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/accounts/user/signup-password' });

    expect(screen.getByRole('heading', { level: 1, name: 'Cadastre-se com e-mail' })).toBeInTheDocument();
  });

  it('takes the e-mail, then the password twice, signs up and goes home', async () => {
    const reader = userEvent.setup();
    const { apiCalls, bus, session$, navigate } = await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/signup-email',
      api: async () =>
        ok({ status: 'success', data: user, merged: { follows: 2, likes: 1, reads: 0, shares: 0 } }),
    });
    answerRefreshAs(bus, session$, user.email);

    await reader.type(screen.getByLabelText('E-mail'), 'nova@onda.example{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeInTheDocument();
    expect(screen.getByText(/nova@onda\.example/)).toBeInTheDocument();

    await reader.type(screen.getByLabelText('Senha'), 'segredo123');
    await reader.type(screen.getByLabelText('Confirme a senha'), 'segredo124{Enter}');
    expect(screen.getByLabelText('Confirme a senha')).toHaveAccessibleDescription('Senha invalida');
    // The first step loaded its social-login links; the wrong confirmation sent nothing.
    expect(apiCalls.map((call) => call.path)).toEqual(['v3/auth/providers']);

    await reader.clear(screen.getByLabelText('Confirme a senha'));
    await reader.type(screen.getByLabelText('Confirme a senha'), 'segredo123{Enter}');
    await act(async () => {});

    expect(apiCalls[1]).toMatchObject({
      path: 'v3/auth',
      options: {
        method: 'POST',
        body: { email: 'nova@onda.example', password: 'segredo123', password_confirmation: 'segredo123' },
      },
    });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('says an account already exists for the e-mail', async () => {
    const reader = userEvent.setup();
    await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/signup-email',
      locale: 'es',
      api: async () => fail(422, 'ACCOUNT_EXISTS'),
    });

    await reader.type(screen.getByLabelText('E-mail'), 'nova@onda.example{Enter}');
    await reader.type(screen.getByLabelText('Contraseña'), 'segredo123');
    await reader.type(screen.getByLabelText('Confirma la contraseña'), 'segredo123{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con este e-mail.');
  });
});

describe('password reset', () => {
  let calls = 0;
  beforeEach(() => {
    calls = 0;
  });

  it('says the link was sent, or that the e-mail is unknown', async () => {
    const reader = userEvent.setup();
    let answer = fail(404, 'EMAIL_NOT_FOUND');
    await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/forgotpassword',
      api: async () => answer,
    });

    await reader.type(screen.getByLabelText('E-mail'), 'ninguem@onda.example{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail não encontrado');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    answer = ok({ success: true });
    await reader.clear(screen.getByLabelText('E-mail'));
    await reader.type(screen.getByLabelText('E-mail'), 'leitor@onda.example{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um link para leitor@onda.example');
  });

  it('sends an expired link to /invalid_token', async () => {
    await renderRemote(<AccountsRouteTable />, {
      route: '/reset_password?reset_password_token=old',
      api: async () => fail(410, 'RESET_TOKEN_EXPIRED'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Link expirado' })).toBeInTheDocument();
  });

  it('sets the new password with the token and goes where the link said', async () => {
    const reader = userEvent.setup();
    const session = { status: 'success', data: user, merged: { follows: 0, likes: 0, reads: 0, shares: 0 } };
    const { apiCalls, bus, session$, navigate } = await renderRemote(<AccountsRouteTable />, {
      route: '/reset_password?reset_password_token=tok',
      api: async (path) =>
        ok(
          path === 'v3/auth/password/reset' && calls++ > 0
            ? { ...session, redirect_path: '/tv' }
            : { valid: true, redirect_path: '/tv' },
        ),
    });
    answerRefreshAs(bus, session$, user.email);

    await reader.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
    await reader.type(screen.getByLabelText('Confirme a senha'), 'nova-senha-1{Enter}');
    await act(async () => {});

    expect(apiCalls[1]).toMatchObject({
      path: 'v3/auth/password/reset',
      options: { method: 'PUT', body: { reset_password_token: 'tok', password: 'nova-senha-1' } },
    });
    expect(navigate).toHaveBeenCalledWith('/tv');
  });
});

describe('profile', () => {
  it('deletes the account only after the e-mail is typed, then asks the shell to sign out', async () => {
    const reader = userEvent.setup();
    const { apiCalls, events } = await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/signedin/profile',
      session: READER,
      api: async () => ok({ success: true }),
    });
    const form = screen.getByRole('form', { name: 'Excluir conta' });

    await reader.type(within(form).getByLabelText('Para confirmar, digite o e-mail da conta'), 'outro@x.io');
    await reader.click(within(form).getByRole('button', { name: 'Excluir minha conta' }));
    expect(
      within(form).getByLabelText('Para confirmar, digite o e-mail da conta'),
    ).toHaveAccessibleDescription('O e-mail digitado não é o da sua conta');
    expect(apiCalls).toEqual([]);

    await reader.clear(within(form).getByLabelText('Para confirmar, digite o e-mail da conta'));
    await reader.type(
      within(form).getByLabelText('Para confirmar, digite o e-mail da conta'),
      'Leitor@onda.example',
    );
    await reader.click(within(form).getByRole('button', { name: 'Excluir minha conta' }));
    await act(async () => {});

    expect(apiCalls[0]).toMatchObject({ path: 'v3/auth', options: { method: 'DELETE' } });
    expect(events).toContainEqual({ type: 'session.signOutRequested', v: 1, payload: { reason: 'deleted' } });
  });

  it('changes the password with the current one, then empties the three fields', async () => {
    const reader = userEvent.setup();
    const { apiCalls, events } = await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/signedin/profile',
      session: READER,
      api: async () => ok({ success: true }),
    });
    const form = screen.getByRole('form', { name: 'Alterar senha' });

    await reader.type(within(form).getByLabelText('Nova senha'), 'nova-senha-1');
    await reader.type(within(form).getByLabelText('Confirme a senha'), 'nova-senha-2{Enter}');
    expect(within(form).getByLabelText('Senha atual')).toHaveAccessibleDescription(
      'Sua senha deve ter pelo menos 8 caracteres',
    );
    expect(within(form).getByLabelText('Confirme a senha')).toHaveAccessibleDescription('Senha invalida');
    expect(apiCalls).toEqual([]);

    await reader.type(within(form).getByLabelText('Senha atual'), 'antiga-123');
    await reader.clear(within(form).getByLabelText('Confirme a senha'));
    await reader.type(within(form).getByLabelText('Confirme a senha'), 'nova-senha-1{Enter}');
    await act(async () => {});

    expect(apiCalls[0]).toMatchObject({
      path: 'v3/auth/password',
      options: {
        method: 'PUT',
        body: {
          current_password: 'antiga-123',
          password: 'nova-senha-1',
          password_confirmation: 'nova-senha-1',
        },
      },
    });
    for (const label of ['Senha atual', 'Nova senha', 'Confirme a senha'])
      expect(within(form).getByLabelText(label)).toHaveValue('');
    expect(events).toContainEqual(expect.objectContaining({ type: 'toast.show' }));
  });

  it('says a wrong current password beside its field', async () => {
    const reader = userEvent.setup();
    await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/signedin/profile',
      session: READER,
      api: async () => fail(422, 'CURRENT_PASSWORD_INVALID'),
    });
    const form = screen.getByRole('form', { name: 'Alterar senha' });

    await reader.type(within(form).getByLabelText('Senha atual'), 'errada-123');
    await reader.type(within(form).getByLabelText('Nova senha'), 'nova-senha-1');
    await reader.type(within(form).getByLabelText('Confirme a senha'), 'nova-senha-1{Enter}');

    expect(await within(form).findByRole('alert')).toHaveTextContent('Senha atual incorreta');
    expect(within(form).getByLabelText('Senha atual')).toHaveFocus();
  });

  it('signs out everywhere through the API, then the shell', async () => {
    const reader = userEvent.setup();
    const { apiCalls, events } = await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/signedin/profile',
      session: READER,
      api: async () => ok({ success: true, revoked: 3 }),
    });

    await reader.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));

    expect(apiCalls[0]).toMatchObject({ path: 'v3/auth/sessions', options: { method: 'DELETE' } });
    expect(events).toContainEqual({
      type: 'session.signOutRequested',
      v: 1,
      payload: { reason: 'everywhere' },
    });
  });
});

describe('social login on the account pages', () => {
  const providers = async (path: string) =>
    path === 'v3/auth/providers'
      ? ok({ providers: [{ id: 'google', name: 'Google' }] })
      : fail(404, 'NOT_FOUND');

  it('offers the providers below the sign-in form, coming back to the remembered path', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/accounts/user?redirect=%2Ftv', api: providers });

    expect(screen.getByRole('link', { name: 'Entrar com Google' })).toHaveAttribute(
      'href',
      '/api/v3/auth/google/start?return=%2Ftv',
    );
  });

  it('offers them on the first sign-up step, coming back home by default', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/accounts/user/signup-email', api: providers });

    expect(screen.getByRole('link', { name: 'Entrar com Google' })).toHaveAttribute(
      'href',
      '/api/v3/auth/google/start?return=%2F',
    );
  });

  it.each([
    ['pt', 'SOCIAL_STATE_INVALID', 'O pedido de login expirou. Tente novamente.'],
    ['en', 'SOCIAL_LOGIN_REFUSED', 'Signing in with the social network did not complete.'],
    ['es', 'SERVICE_UNAVAILABLE', 'La red social no respondió. Inténtalo de nuevo.'],
    ['pt', '<script>', 'Algo deu errado. Tente novamente.'],
  ] as const)('in %s says why a social login failed (%s), in the form', async (locale, code, message) => {
    await renderRemote(<AccountsRouteTable />, {
      route: `/accounts/user?error=${encodeURIComponent(code)}`,
      locale,
    });

    const form = screen.getByRole('form', {
      name: { pt: 'Entrar', en: 'Sign in', es: 'Iniciar sesión' }[locale],
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
