import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the Portuguese heading', () => {
    renderWithShell(<NotFoundPage />, { route: '/404' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('explains that the page was not found', () => {
    renderWithShell(<NotFoundPage />, { route: '/404' });
    expect(screen.getByText('A página que você procurou não foi encontrada')).toBeInTheDocument();
  });

  it('shows the Spanish texts', () => {
    renderWithShell(<NotFoundPage />, { route: '/404', locale: 'es' });
    expect(screen.getByRole('heading', { name: 'Contenido no existe' })).toBeInTheDocument();
  });

  it('shows the English texts', () => {
    renderWithShell(<NotFoundPage />, { route: '/404', locale: 'en' });
    expect(screen.getByText('The page you were looking for was not found')).toBeInTheDocument();
  });

  it('has an illustration with alt text', () => {
    renderWithShell(<NotFoundPage />, { route: '/404' });
    expect(screen.getByRole('img', { name: /mapa/ })).toBeInTheDocument();
  });

  it('goes home client-side from the home button', async () => {
    const { location } = renderWithShell(<NotFoundPage />, { route: '/404' });
    await userEvent.click(screen.getByRole('link', { name: 'Ir para Home' }));
    expect(location().pathname).toBe('/');
  });

  it('sets the page title with the site name', () => {
    renderWithShell(<NotFoundPage />, { route: '/404' });
    expect(document.title).toBe('Página não encontrada | Onda Notícias');
  });
});
