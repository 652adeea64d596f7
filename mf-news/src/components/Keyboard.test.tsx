import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../test/render';
import { SearchForm } from './SearchForm';
import { FLAMENGO, HEADLINE, searchApi } from '../test/searchApi';

async function setup(favorites?: Promise<void>) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = await renderRemote(<SearchForm />, {
    route: null,
    api: searchApi([FLAMENGO, HEADLINE], favorites),
  });
  jest.useFakeTimers();
  const input = screen.getByRole('combobox', { name: 'Pesquisar' });
  await user.type(input, 'fla');
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
  const highlighted = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : null;
  };
  return { ...rendered, user, input, highlighted };
}

describe('search bar keyboard (spec 4 "Autocomplete")', () => {
  // The remote mounts and unmounts on real timers (single-spa-react waits on them); only the
  // debounce runs on fake ones. An inner afterEach runs before the render helper's own.
  afterEach(() => jest.useRealTimers());

  it('starts with no highlight and moves it down to the "see all" row, where it stops', async () => {
    const { user, highlighted } = await setup();
    expect(highlighted()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('FlamengoSeguindo');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');

    expect(highlighted()).toBe('Ver resultados para “fla”');
    expect(screen.getByRole('option', { name: 'Ver resultados para “fla”' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('moves the highlight up back to none (-1) and no further', async () => {
    const { user, highlighted } = await setup();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(highlighted()).toBeNull();
    await user.keyboard('{ArrowDown}');

    expect(highlighted()).toBe('FlamengoSeguindo');
  });

  it('runs an entity search sorted by date on Enter over a highlighted suggestion', async () => {
    const { user, navigate, events } = await setup();

    await user.keyboard('{ArrowDown}{Enter}');

    expect(navigate).toHaveBeenCalledWith('/search/date/news/teams&flamengo&Flamengo');
    expect(events).toContainEqual({
      type: 'search.performed',
      v: 1,
      payload: { query: 'Flamengo', type: 'entity', sort: 'date' },
    });
  });

  it('runs a full-text search by relevance on Enter without a highlight', async () => {
    const { user, navigate } = await setup();

    await user.keyboard('{Enter}');

    expect(navigate).toHaveBeenCalledWith('/search/relevance/fla');
  });

  it('runs the full-text search on Enter over the "see all" row', async () => {
    const { user, navigate } = await setup();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    expect(navigate).toHaveBeenCalledWith('/search/relevance/fla');
  });

  it('collapses the list on Escape', async () => {
    const { user, input } = await setup();

    await user.keyboard('{ArrowDown}{Escape}');

    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('does not search while the favorites load, and does once they have', async () => {
    let release = () => undefined as void;
    const favorites = new Promise<void>((resolve) => (release = resolve));
    const { user, navigate } = await setup(favorites);

    await user.keyboard('{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => release());
    await user.keyboard('{Enter}');

    expect(navigate).toHaveBeenCalledWith('/search/relevance/fla');
  });
});
