import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import { RewardsRouteTable } from './RewardsRoutes';

describe('campaign landing', () => {
  it('is titled with the data-bonus programme', async () => {
    await renderRemote(<RewardsRouteTable />, { route: '/jej' });

    expect(screen.getByRole('heading', { level: 1, name: 'Ganhe 50 MB de internet' })).toBeInTheDocument();
    expect(document.title).toBe('Ganhe 50 MB de internet | Onda Notícias');
  });

  it('shows no progress until reads are counted', async () => {
    await renderRemote(<RewardsRouteTable />, { route: '/jej' });

    expect(screen.getByRole('region', { name: 'Seu progresso' })).toHaveTextContent('0 de 3 matérias lidas');
    expect(screen.getByText('Você ainda não leu nenhuma matéria.')).toBeInTheDocument();
  });
});
