import { renderRemote } from '../test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';

describe('search widget', () => {
  // The fake API answers nothing, so the favorites load (for 'followed' marks) is logged as failed.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the empty-query toast and does not search when Enter is pressed on a blank query', async () => {
    const user = userEvent.setup();
    const { events, navigate } = await renderRemote(<SearchForm />, { route: null });

    await user.type(screen.getByRole('combobox', { name: 'Pesquisar' }), '   {Enter}');

    expect(events).toEqual([
      { type: 'toast.show', v: 1, payload: { status: 'error', message: 'Preencha sua pesquisa' } },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the empty-query toast when the search button is pressed on an empty query', async () => {
    const user = userEvent.setup();
    const { events } = await renderRemote(<SearchForm />, { route: null });

    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(events.map((event) => event.type)).toEqual(['toast.show']);
  });

  it('navigates to the relevance search of the trimmed query and announces it', async () => {
    const user = userEvent.setup();
    const { events, navigate } = await renderRemote(<SearchForm />, { route: null });

    await user.type(screen.getByRole('combobox', { name: 'Pesquisar' }), ' gol de placa ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(navigate).toHaveBeenCalledWith('/search/relevance/gol%20de%20placa');
    expect(events).toEqual([
      {
        type: 'search.performed',
        v: 1,
        payload: { query: 'gol de placa', type: 'freeform', sort: 'relevance' },
      },
    ]);
  });

  it('clears the query and asks the shell to close the drop-down with the cancel button', async () => {
    const user = userEvent.setup();
    const { events } = await renderRemote(<SearchForm />, { route: null });
    const input = screen.getByRole('combobox', { name: 'Pesquisar' });

    await user.type(input, 'copa');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(input).toHaveValue('');
    expect(events).toEqual([{ type: 'search.dismissed', v: 1, payload: {} }]);
  });

  it('is a search landmark', async () => {
    await renderRemote(<SearchForm />, { route: null });

    expect(screen.getByRole('search', { name: 'Pesquisar' })).toBeInTheDocument();
  });
});
