import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render';
import { NavMenu } from './NavMenu';

const drawer = () => screen.queryByRole('navigation', { name: 'Menu de navegação' });

describe('NavMenu', () => {
  it('starts closed', () => {
    renderWithShell(<NavMenu />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeInTheDocument();
  });

  it('lists home, TV, sports and account when opened', async () => {
    renderWithShell(<NavMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(
      within(drawer() as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/tv', '/sports', '/accounts/user']);
  });

  it('moves focus to the first link when opened', async () => {
    renderWithShell(<NavMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Início' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderWithShell(<NavMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    expect([drawer(), document.activeElement]).toEqual([null, screen.getByRole('button', { name: 'Menu' })]);
  });

  it('closes and navigates when a link is chosen', async () => {
    const { location } = renderWithShell(<NavMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'TV' }));
    expect([drawer(), location().pathname]).toEqual([null, '/tv']);
  });
});
