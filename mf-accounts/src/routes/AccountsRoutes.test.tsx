import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import { AccountsRouteTable } from './AccountsRoutes';

describe('accounts page frames', () => {
  it.each([
    ['/accounts/user', 'Entrar'],
    ['/accounts/user/forgotpassword', 'Esqueci minha senha'],
    ['/accounts/user/signedout', 'Você saiu da sua conta'],
    ['/accounts/user/signup-email', 'Cadastre-se com e-mail'],
    ['/accounts/user/signup-password', 'Crie sua senha'],
    ['/reset_password', 'Redefinir senha'],
    ['/invalid_token', 'Link expirado'],
    ['/accounts/unknown', 'Página não encontrada'],
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
    await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user',
      session: { signedIn: true, email: 'leitor@onda.example' },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.getByText('Olá, leitor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the sign-in page on the account pages to a reader who is not signed in', async () => {
    await renderRemote(<AccountsRouteTable />, { route: '/accounts/user/signedin/profile' });

    expect(screen.getByText('Você não está conectado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/accounts/user');
  });
});
