import { renderRemote } from '../test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveForLater } from '../data/readLater';
import { story } from '../test/fixtures';
import { NewsRouteTable } from './NewsRoutes';

afterEach(() => localStorage.clear());

describe('read-later list on home', () => {
  it('is absent while nothing is saved', async () => {
    await renderRemote(<NewsRouteTable />, { route: '/' });

    expect(screen.queryByRole('complementary', { name: 'Ler depois' })).not.toBeInTheDocument();
  });

  it('lists the stories saved on this device, linked to their pages', async () => {
    saveForLater(story('a', { name: 'Salva primeiro' }));
    saveForLater(story('b', { name: 'Salva depois' }));

    await renderRemote(<NewsRouteTable />, { route: '/' });

    const saved = within(screen.getByRole('complementary', { name: 'Ler depois' }));
    expect(saved.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Salva depois',
      'Salva primeiro',
    ]);
    expect(saved.getByRole('link', { name: 'Salva depois' })).toHaveAttribute('href', story('b').link);
  });

  it('removes a story from the list', async () => {
    saveForLater(story('a', { name: 'Salva primeiro' }));
    saveForLater(story('b', { name: 'Salva depois' }));
    await renderRemote(<NewsRouteTable />, { route: '/' });

    await userEvent.click(screen.getByRole('button', { name: 'Remover “Salva depois” dos salvos' }));

    expect(screen.queryByRole('link', { name: 'Salva depois' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salva primeiro' })).toBeInTheDocument();
  });
});
