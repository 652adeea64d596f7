import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RewardsWidget } from './RewardsWidget';

const BUTTON = 'Bônus de internet: 0 de 3 matérias lidas';

describe('rewards widget', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the gift button with the reader’s progress', async () => {
    await renderRemote(<RewardsWidget />, { route: null });

    expect(screen.getByRole('button', { name: BUTTON })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the programme popup from the keyboard and moves focus into it', async () => {
    const user = userEvent.setup();
    await renderRemote(<RewardsWidget />, { route: null });

    await user.tab();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Ganhe 50 MB de internet' });
    expect(dialog).toHaveTextContent('Leia 3 matérias ou vídeos e ganhe 50 MB de bônus de internet.');
    expect(dialog).toHaveTextContent('0 de 3 matérias lidas');
    expect(screen.getByRole('heading', { name: 'Ganhe 50 MB de internet' })).toHaveFocus();
    expect(screen.getByRole('button', { name: BUTTON })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the popup with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    await renderRemote(<RewardsWidget />, { route: null });

    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON })).toHaveFocus();
  });

  it('closes the popup with its close button', async () => {
    const user = userEvent.setup();
    await renderRemote(<RewardsWidget />, { route: null });

    await user.click(screen.getByRole('button', { name: BUTTON }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON })).toHaveFocus();
  });

  it('is hidden on a path containing jj_december', async () => {
    window.history.replaceState(null, '', '/promo/jj_december');
    await renderRemote(<RewardsWidget />, { route: null });

    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });
});
