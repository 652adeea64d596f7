import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render';
import { greetingName, UserMenu } from './UserMenu';

const open = () => userEvent.click(screen.getByRole('button', { name: 'Olá, ana' }));

describe('greetingName', () => {
  it('keeps the part of the e-mail before the @', () => {
    expect(greetingName('ana@example.com')).toBe('ana');
  });
});

describe('UserMenu', () => {
  it('starts collapsed', () => {
    renderWithShell(<UserMenu email="ana@example.com" onSignOut={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Olá, ana' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the profile when opened', async () => {
    renderWithShell(<UserMenu email="ana@example.com" onSignOut={jest.fn()} />);
    await open();
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute(
      'href',
      '/accounts/user/signedin/profile',
    );
  });

  it('signs out from the Sign out button', async () => {
    const onSignOut = jest.fn();
    renderWithShell(<UserMenu email="ana@example.com" onSignOut={onSignOut} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderWithShell(<UserMenu email="ana@example.com" onSignOut={jest.fn()} />);
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Olá, ana' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderWithShell(
      <>
        <p>Fora</p>
        <UserMenu email="ana@example.com" onSignOut={jest.fn()} />
      </>,
    );
    await open();
    await userEvent.click(screen.getByText('Fora'));
    expect(screen.queryByRole('link', { name: 'Perfil' })).not.toBeInTheDocument();
  });

  it('is named "Minha conta" without an e-mail', () => {
    renderWithShell(<UserMenu email={undefined} onSignOut={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Minha conta' })).toBeInTheDocument();
  });
});
