import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-contracts/router';
import { follow, TREE } from '../../test/favorites';
import { fail, fakeApi, ok } from '../../test/fixtures';
import { renderRemote } from '../../test/render';
import { FavoritesSection } from './index';

const section = (
  <Routes>
    <Route path="/favorites/*" element={<FavoritesSection />} />
  </Routes>
);
const changed = (results = [follow('leagues', 'brasileirao', 'Brasileirão')]) =>
  ok({ status: 'ok', results });

describe('favorites rows (spec 2 "Favorites rows", spec 3)', () => {
  it('groups rows under their labels, which have no checkbox', async () => {
    await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE) }),
    });

    const leagues = await screen.findByRole('region', { name: 'Ligas' });
    expect(within(leagues).getByRole('checkbox', { name: 'Brasileirão' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Ligas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Tópicos' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Notícias' })).toBeChecked();
  });

  it('links a drillable node to its page with a chevron, and only drillable ones', async () => {
    await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE) }),
    });

    const open = await screen.findByRole('link', { name: 'Abrir Brasileirão' });
    expect(open).toHaveAttribute(
      'href',
      '/favorites/Brasileir%C3%A3o&brasileirao&leagues&true&true/leagues-brasileirao/feed',
    );
    expect(screen.queryByRole('link', { name: 'Abrir Notícias' })).not.toBeInTheDocument();
  });

  it('asks guests to sign in to save favourites (spec 6) but not signed-in readers', async () => {
    await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE) }),
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Entre na sua conta para salvar seus favoritos.',
    );
  });

  it('offers a retry when the tree cannot be loaded', async () => {
    await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': (call) => (call === 0 ? fail(503) : ok(TREE)) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('checkbox', { name: 'Brasileirão' })).toBeInTheDocument();
  });
});

describe('follow and unfollow (spec 4 "Follow", spec 8 notices)', () => {
  it('follows as a guest through follows_anon with push_on 1, a success notice and the bus event', async () => {
    const { apiCalls, events } = await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE), 'v3/follows_anon': () => changed() }),
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Brasileirão' }));

    expect(await screen.findByRole('checkbox', { name: 'Brasileirão' })).toBeChecked();
    expect(apiCalls.at(-1)).toMatchObject({
      path: 'v3/follows_anon',
      options: { method: 'POST', body: { id: 'brasileirao', context: 'leagues', push_on: 1 } },
    });
    expect(events).toContainEqual({
      type: 'profile.followed',
      v: 1,
      payload: { id: 'brasileirao', context: 'leagues', name: 'Brasileirão' },
    });
    expect(events).toContainEqual({
      type: 'toast.show',
      v: 1,
      payload: { status: 'success', message: 'Brasileirão foi adicionado aos seus favoritos.' },
    });
  });

  it('tells a guest favourites are unsaved and opens the registration sheet on "Cadastrar"', async () => {
    const { events } = await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE), 'v3/follows_anon': () => changed() }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Brasileirão' }));

    expect(await screen.findByText('Seus favoritos não estão salvos em uma conta.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(events).toContainEqual({
      type: 'accounts.registerRequested',
      v: 1,
      payload: { source: 'news.favorites' },
    });
    expect(screen.queryByText('Seus favoritos não estão salvos em uma conta.')).not.toBeInTheDocument();
  });

  it('"Continuar como visitante" closes the offer without opening the sheet', async () => {
    const { events } = await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE), 'v3/follows_anon': () => changed() }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Brasileirão' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar como visitante' }));

    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(events.some((event) => event.type === 'accounts.registerRequested')).toBe(false);
  });

  it('unfollows with DELETE push_on 0 and an error-styled notice', async () => {
    const { apiCalls, events } = await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE), 'v3/follows_anon': () => changed([]) }),
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Notícias' }));

    expect(await screen.findByRole('checkbox', { name: 'Notícias' })).not.toBeChecked();
    expect(apiCalls.at(-1)).toMatchObject({
      options: { method: 'DELETE', body: { profiles: [{ id: 'news', context: 'entities', push_on: 0 }] } },
    });
    expect(events).toContainEqual(expect.objectContaining({ type: 'profile.unfollowed' }));
    expect(events).toContainEqual({
      type: 'toast.show',
      v: 1,
      payload: { status: 'error', message: 'Notícias foi removido dos seus favoritos.' },
    });
  });

  it('keeps the row as it was and shows the subscribe error when the call fails', async () => {
    const { events } = await renderRemote(section, {
      route: '/favorites',
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE), 'v3/follows_anon': () => fail(500) }),
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Brasileirão' }));

    await screen.findByRole('checkbox', { name: 'Brasileirão' });
    expect(events.at(-1)).toEqual({
      type: 'toast.show',
      v: 1,
      payload: {
        status: 'error',
        message:
          'Ocorreu um erro ao se inscrever. Por favor, faça o login novamente ou entre em contato conosco.',
      },
    });
    expect(screen.getByRole('checkbox', { name: 'Brasileirão' })).not.toBeChecked();
    expect(events.some((event) => event.type === 'profile.followed')).toBe(false);
  });

  it('uses follows for a signed-in reader, without the guest tip or offer', async () => {
    const { apiCalls } = await renderRemote(section, {
      route: '/favorites',
      session: { signedIn: true, email: 'ana@example.org' },
      api: fakeApi({ 'v3/site/favorites': () => ok(TREE), 'v3/follows': () => changed() }),
    });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Brasileirão' }));

    expect(await screen.findByRole('checkbox', { name: 'Brasileirão' })).toBeChecked();
    expect(apiCalls.at(-1)?.path).toBe('v3/follows');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });
});

describe('while a follow call is on its way', () => {
  it('shows the asked state at once, busy and disabled, and reverts it on failure', async () => {
    let answer: (result: ReturnType<typeof fail>) => void = () => undefined;
    const api = async (path: string) =>
      path === 'v3/site/favorites'
        ? ok(TREE)
        : new Promise<ReturnType<typeof fail>>((resolve) => (answer = resolve));
    await renderRemote(section, { route: '/favorites', api });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Brasileirão' }));

    const row = screen.getByRole('checkbox', { name: 'Brasileirão' });
    expect(row).toBeChecked();
    expect(row).toBeDisabled();
    await act(async () => answer(fail(500)));
    expect(screen.getByRole('checkbox', { name: 'Brasileirão' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Brasileirão' })).toBeEnabled();
  });
});
