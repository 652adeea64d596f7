import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutocompleteItem } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { SearchForm } from './SearchForm';
import { FLAMENGO, HEADLINE, searchApi } from '../test/searchApi';

const acCalls = (calls: { path: string; options: unknown }[]) =>
  calls.filter((call) => call.path === 'v3/site/favorites/ac');

async function setup(items: readonly AutocompleteItem[] = [FLAMENGO, HEADLINE], favorites?: Promise<void>) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = await renderRemote(<SearchForm />, { route: null, api: searchApi(items, favorites) });
  jest.useFakeTimers();
  const input = screen.getByRole('combobox', { name: 'Pesquisar' });
  /** Types, then lets the 250 ms debounce run out and the answer arrive. */
  const typeAndWait = async (text: string) => {
    await user.type(input, text);
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
  };
  return { ...rendered, user, input, typeAndWait };
}

describe('autocomplete debounce (spec 4, spec 9)', () => {
  // The remote mounts and unmounts on real timers (single-spa-react waits on them); only the
  // debounce runs on fake ones. An inner afterEach runs before the render helper's own.
  afterEach(() => jest.useRealTimers());

  it('asks for suggestions once, 250 ms after the last keystroke, 5 per page', async () => {
    const { user, input, apiCalls } = await setup();

    await user.type(input, 'fla');
    await act(async () => {
      jest.advanceTimersByTime(249);
    });
    expect(acCalls(apiCalls)).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });

    expect(acCalls(apiCalls)).toEqual([
      {
        path: 'v3/site/favorites/ac',
        options: expect.objectContaining({ query: expect.objectContaining({ q: 'fla', page: 1, per: 5 }) }),
      },
    ]);
  });

  it('asks nothing for a blank query and keeps the list collapsed', async () => {
    const { typeAndWait, input, apiCalls } = await setup();

    await typeAndWait('   ');

    expect(acCalls(apiCalls)).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists at most 5 suggestions and the final "see matching results" row', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ name: `Time ${i}`, key: `k${i}` }));
    const { typeAndWait } = await setup(many);

    await typeAndWait('time');

    const options = within(screen.getByRole('listbox', { name: 'Sugestões' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Time 0',
      'Time 1',
      'Time 2',
      'Time 3',
      'Time 4',
      'Ver resultados para “time”',
    ]);
  });

  it('only logs a failed autocomplete call and still offers the "see matching results" row', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRemote(<SearchForm />, { route: null });
    jest.useFakeTimers();

    await user.type(screen.getByRole('combobox'), 'fla');
    await act(async () => {
      jest.advanceTimersByTime(250);
    });

    expect(warn).toHaveBeenCalledWith('[mf-news] autocomplete_failed', expect.anything());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ver resultados para “fla”',
    ]);
    warn.mockRestore();
  });

  it('marks suggestions the reader follows', async () => {
    const { typeAndWait } = await setup();

    await typeAndWait('fla');

    expect(screen.getByRole('option', { name: 'Flamengo Seguindo' })).toBeInTheDocument();
  });
});
