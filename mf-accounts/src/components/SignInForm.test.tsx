import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { answerRefreshAs } from '../test/shellSession';
import { SignInForm } from './SignInForm';

const refused = async (): Promise<ApiResult<unknown>> => ({
  ok: false,
  status: 401,
  code: 'INVALID_CREDENTIALS',
  message: 'Usuário ou senha inválida',
});

const user = {
  id: 'u1',
  email: 'leitor@onda.example',
  uid: 'leitor@onda.example',
  provider: 'email',
  locale: 'pt',
};
const accepted = async (): Promise<ApiResult<unknown>> => ({
  ok: true,
  status: 200,
  data: { status: 'success', data: user, merged: { follows: 0, likes: 0, reads: 0, shares: 0 } },
});

describe('sign-in form', () => {
  it('shows the invalid e-mail message under the e-mail field', async () => {
    const reader = userEvent.setup();
    await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await reader.type(screen.getByLabelText('E-mail'), 'leitor@');
    await reader.type(screen.getByLabelText('Senha'), '12345678');
    await reader.click(screen.getByRole('button', { name: 'Entrar' }));

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail inválido');
    expect(email).toHaveFocus();
  });

  it('shows the password length message under the password field', async () => {
    const reader = userEvent.setup();
    await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await reader.type(screen.getByLabelText('E-mail'), 'leitor@onda.example');
    await reader.type(screen.getByLabelText('Senha'), '1234567');
    await reader.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      'Sua senha deve ter pelo menos 8 caracteres',
    );
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('calls nothing while a field is wrong', async () => {
    const reader = userEvent.setup();
    const { apiCalls } = await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await reader.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Sua senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(apiCalls).toEqual([]);
  });

  it.each([
    ['pt', 'Senha', 'Entrar', 'Usuário ou senha inválida'],
    ['en', 'Password', 'Sign in', 'Email and Password do not match'],
    ['es', 'Contraseña', 'Iniciar sesión', 'Usuario o contraseña no válidos'],
  ] as const)('says in %s that the e-mail or password is wrong', async (locale, password, submit, text) => {
    const reader = userEvent.setup();
    await renderRemote(<SignInForm />, { route: '/accounts/user', locale, api: refused });

    await reader.type(screen.getByLabelText('E-mail'), 'leitor@onda.example');
    await reader.type(screen.getByLabelText(password), 'segredo123');
    await reader.click(screen.getByRole('button', { name: submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('signs in with the trimmed e-mail and asks the shell to read the session', async () => {
    const reader = userEvent.setup();
    const { apiCalls, bus, session$, events } = await renderRemote(<SignInForm />, {
      route: '/accounts/user',
      api: accepted,
    });
    answerRefreshAs(bus, session$, user.email);

    await reader.type(screen.getByLabelText('E-mail'), ' leitor@onda.example ');
    await reader.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');
    await act(async () => {});

    expect(apiCalls[0]).toMatchObject({
      path: 'v3/auth/sign_in',
      options: { method: 'POST', body: { email: 'leitor@onda.example', password: 'segredo123' } },
    });
    expect(events.map((event) => event.type)).toEqual([
      'session.refreshRequested',
      'session.changed',
      'toast.show',
    ]);
    expect(session$.getValue()).toEqual({ signedIn: true, email: user.email });
  });

  it('clears a field error once the reader edits the field', async () => {
    const reader = userEvent.setup();
    await renderRemote(<SignInForm />, { route: '/accounts/user' });

    await reader.click(screen.getByRole('button', { name: 'Entrar' }));
    await reader.type(screen.getByLabelText('E-mail'), 'a');

    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(screen.getByText('Sua senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
  });
});
