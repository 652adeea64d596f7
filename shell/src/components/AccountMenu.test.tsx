import { screen } from '@testing-library/react';
import { renderWithShell } from '../test/render';
import { AccountMenu, signInLink } from './AccountMenu';

describe('signInLink', () => {
  it('remembers the page it was followed from', () => {
    expect(signInLink('/sports/standings', '?league=1')).toBe(
      '/accounts/user?redirect=%2Fsports%2Fstandings%3Fleague%3D1',
    );
  });

  it('remembers nothing from home or from the account pages', () => {
    expect(signInLink('/', '')).toBe('/accounts/user');
    expect(signInLink('/accounts/user/signedout', '')).toBe('/accounts/user');
    expect(signInLink('/reset_password', '?reset_password_token=x')).toBe('/accounts/user');
  });
});

describe('AccountMenu', () => {
  it('shows the drop-down for a signed-in reader', () => {
    renderWithShell(
      <AccountMenu session={{ signedIn: true, email: 'ana@onda.example' }} onSignOut={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Olá, ana' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('links a guest to sign-in', () => {
    renderWithShell(<AccountMenu session={{ signedIn: false }} onSignOut={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/accounts/user');
  });
});
