import { screen, within } from '@testing-library/react';
import type { ApiResult } from 'shared-contracts';
import { notFound, ok } from '../../test/standings';
import { renderRemote } from '../../test/render';
import { SportsRouteTable } from '../SportsRoutes';

const open = (answer: ApiResult<unknown>) =>
  renderRemote(<SportsRouteTable />, {
    route: '/discover/olympic/tokyo/olympics-node',
    api: async () => answer,
  });

// Test data only: the shape the page asks the API for (data/olympic.ts), not real results.
const row = {
  id: 'r1',
  date: '2021-07-24',
  sport: 'Esporte A',
  competition: 'Prova B',
  position: 1,
  country: { code: 'AAA', name: 'País C' },
  participant: 'Participante D',
  result: '10,0',
};

describe('Olympic results (spec 2 "Olympic results table")', () => {
  it('asks the API for the topic node results and shows the empty state without data', async () => {
    const { apiCalls } = await open(notFound);
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados olímpicos' })).toBeInTheDocument();
    expect(
      await screen.findByText('Os resultados desta competição não estão disponíveis neste site.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(apiCalls[0]?.path).toBe('v3/olympic/tokyo/olympics-node/results');
  });

  it('renders the seven columns with scoped headers when the API has rows', async () => {
    await open(ok({ page: 1, per: 100, total: 1, endlist: true, results: [row] }));
    const table = await screen.findByRole('table', { name: 'Resultados olímpicos' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Data',
      'Esporte',
      'Competição',
      'Posição',
      'País',
      'Participante',
      'Resultado',
    ]);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    const participant = within(table).getByRole('rowheader', { name: 'Participante D' });
    expect(participant.closest('tr')).toHaveTextContent('24 de jul. de 2021');
  });

  it('says the results could not be loaded when the call fails', async () => {
    await open({ ok: false, status: 0, code: 'NETWORK', message: 'down' });
    expect(await screen.findByText(/Não foi possível carregar os resultados/)).toBeInTheDocument();
  });
});
