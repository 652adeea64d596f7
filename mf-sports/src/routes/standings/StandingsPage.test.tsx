import { screen, within } from '@testing-library/react';
import type { ApiResult } from 'shared-contracts';
import { SportsRouteTable } from '../SportsRoutes';
import { renderRemote } from '../../test/render';
import { notFound, ok, standingsBody } from '../../test/standings';

const follows = ok({ page: 1, per: 1000, total: 0, endlist: true, results: [] });

function api(standings: ApiResult<unknown>) {
  return async (path: string) => (path.includes('/standings') ? standings : follows);
}

const page = (route: string, answer: (path: string) => Promise<ApiResult<unknown>>, locale?: 'en') =>
  renderRemote(<SportsRouteTable />, { route, api: answer, locale });

describe('standings page', () => {
  it('shows the table with caption, scoped headers and every club', async () => {
    await page('/sports/standings/brasileirao-serie-a/brasileirao', api(ok(standingsBody())));
    const table = await screen.findByRole('table', { name: 'Classificação — Brasileirão Série A 2025' });
    expect(within(table).getByRole('columnheader', { name: 'Pontos' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('columnheader', { name: 'Saldo de gols' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Flamengo' })).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('marks the Libertadores places and the relegation four in text, with a legend', async () => {
    await page('/sports/standings/brasileirao-serie-a/brasileirao', api(ok(standingsBody())));
    const table = await screen.findByRole('table');
    const row = (team: string) => within(table).getByRole('rowheader', { name: team }).closest('tr');
    expect(row('Flamengo')).toHaveTextContent('Libertadores (fase de grupos)');
    expect(row('Mirassol')).toHaveTextContent('Libertadores (fase de grupos)');
    expect(row('Fluminense')).toHaveTextContent('Pré-Libertadores');
    expect(row('Internacional')).not.toHaveTextContent(/Libertadores|Rebaixamento|Sul-Americana/);
    for (const team of ['Ceará', 'Fortaleza', 'Juventude', 'Sport'])
      expect(row(team)).toHaveTextContent('Rebaixamento');
    const legend = screen.getByRole('region', { name: 'Legenda' });
    expect(legend).toHaveTextContent('Libertadores (fase de grupos) (1º ao 4º)');
    expect(legend).toHaveTextContent('Rebaixamento (17º ao 20º)');
  });

  it('reads the last five results as words', async () => {
    await page('/sports/standings/brasileirao-serie-a/brasileirao', api(ok(standingsBody())));
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('rowheader', { name: 'Flamengo' }).closest('tr');
    expect(row).toHaveTextContent('Vitória, Empate, Derrota, Vitória, Vitória');
  });

  it("states the league's tiebreak order in the reader's language", async () => {
    await page('/sports/standings/brasileirao-serie-a/brasileirao', api(ok(standingsBody())), 'en');
    expect(await screen.findByText(/^Points, wins, goal difference/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key' })).toHaveTextContent('Relegation (17 to 20)');
  });

  it("shows the API's own tiebreak text for rules the catalogue does not know", async () => {
    const body = { ...standingsBody(), rules: 'regra-nova', tiebreak: 'Pontos, depois sorteio.' };
    await page('/sports/standings/brasileirao-serie-a/brasileirao', api(ok(body)), 'en');
    const note = await screen.findByRole('region', { name: 'Tiebreakers' });
    expect(note).toHaveTextContent('Pontos, depois sorteio.');
  });

  it('says there is no table for an unknown league', async () => {
    await page('/sports/standings/x/nada', api(notFound));
    expect(await screen.findByText('Não há classificação para esta liga.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there is no table when the league has no rows yet', async () => {
    await page('/sports/standings/x/copa', api(ok(standingsBody('copa', 1))));
    expect(await screen.findByText('Não há classificação para esta liga.')).toBeInTheDocument();
  });

  it('says the table could not be loaded when the call fails', async () => {
    await page('/sports/standings/x/brasileirao', async () => ({
      ok: false,
      status: 0,
      code: 'NETWORK',
      message: 'down',
    }));
    expect(await screen.findByText(/Não foi possível carregar a classificação/)).toBeInTheDocument();
  });

  it('offers the leagues when none is chosen', async () => {
    await page('/sports/standings', api(notFound));
    expect(await screen.findByText('Escolha uma liga para ver a classificação.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Brasileirão Série A' }).length).toBeGreaterThan(0);
  });
});
