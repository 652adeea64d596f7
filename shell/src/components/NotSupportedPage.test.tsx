import { screen } from '@testing-library/react';
import { renderWithShell } from '../test/render';
import { NotSupportedPage } from './NotSupportedPage';

describe('NotSupportedPage', () => {
  it('says the browser is not supported', () => {
    renderWithShell(<NotSupportedPage />, { route: '/notsupported' });
    expect(screen.getByRole('heading', { name: 'Navegador não suportado' })).toBeInTheDocument();
  });

  it('recommends the new Microsoft Edge', () => {
    renderWithShell(<NotSupportedPage />, { route: '/notsupported' });
    expect(screen.getByText(/recomendamos o novo Microsoft Edge/)).toBeInTheDocument();
  });

  it('links to the Edge download page', () => {
    renderWithShell(<NotSupportedPage />, { route: '/notsupported' });
    expect(screen.getByRole('link', { name: 'Baixar o novo Microsoft Edge' })).toHaveAttribute(
      'href',
      'https://www.microsoft.com/edge',
    );
  });
});
