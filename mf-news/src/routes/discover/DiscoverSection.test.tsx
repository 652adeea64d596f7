import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from 'shared-contracts';
import { BRASILEIRAO, DISCOVER_TREE } from '../../test/discoverTree';
import { story } from '../../test/fixtures';
import { createRenderRemote } from 'shared-contracts/remote-kit/testing';
import { messages } from '../../i18n/messages';
import { renderRemote } from '../../test/render';
import { DiscoverSection } from '.';

async function api(path: string): Promise<ApiResult<unknown>> {
  if (path === 'v3/site/discover') return { ok: true, status: 200, data: DISCOVER_TREE };
  const key = /favorites\/(.+)\/content/.exec(path)?.[1] ?? '';
  const node = { ...BRASILEIRAO, nodes: [] };
  const results = [story(`${key}-1`)];
  return { ok: true, status: 200, data: { node, page: 1, per: 10, total: 1, endlist: true, results } };
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Caminho' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('discover', () => {
  it('brings its own texts: the remote’s catalogue alone does not have them', async () => {
    expect(messages.pt).not.toHaveProperty(['discover.breadcrumb']);
    await createRenderRemote('mf-news', messages)(<DiscoverSection />, { route: '/discover', api });

    expect(await screen.findByRole('navigation', { name: 'Caminho' })).toBeInTheDocument();
  });

  it('lists the top of the tree at /discover', async () => {
    await renderRemote(<DiscoverSection />, { route: '/discover', api });

    expect(await screen.findByRole('link', { name: 'Esportes' })).toHaveAttribute(
      'href',
      '/discover/entities-sports/label/entities?vertical=sports&day=0&index=7',
    );
    expect(crumbs()).toEqual(['Descobrir']);
  });

  it('shows the breadcrumb of the selected nodes and the sub-topics of the last one', async () => {
    await renderRemote(<DiscoverSection />, {
      route: '/discover/entities-sports,leagues-brasileirao/label/leagues',
      api,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Brasileirão' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Descobrir', 'Esportes', 'Brasileirão']);
    expect(screen.getByText('Brasileirão', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flamengo' })).toHaveAttribute(
      'href',
      '/discover/entities-sports,leagues-brasileirao,teams-flamengo/feed/teams/flamengo?vertical=sports&day=0&index=7',
    );
    expect(await screen.findByRole('link', { name: 'Matéria leagues-brasileirao-1' })).toBeInTheDocument();
  });

  it('truncates the path after an earlier crumb when it is clicked', async () => {
    const user = userEvent.setup();
    await renderRemote(<DiscoverSection />, {
      route: '/discover/entities-sports,leagues-brasileirao,teams-flamengo/feed/teams/flamengo',
      api,
    });

    await user.click(await screen.findByRole('link', { name: 'Esportes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Esportes' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Descobrir', 'Esportes']);
  });

  it('says so when a breadcrumb does not lead through the tree', async () => {
    await renderRemote(<DiscoverSection />, {
      route: '/discover/entities-news,teams-flamengo/label/teams',
      api,
    });

    expect(await screen.findByText('Este tópico não está mais disponível.')).toBeInTheDocument();
  });

  it('redirects the Olympics profile to the Olympic page (spec 4)', async () => {
    const { navigate } = await renderRemote(<DiscoverSection />, {
      route: '/discover/entities-olympics-tokyo-2020/feed/entities/olympics-tokyo-2020',
      api,
    });

    expect(navigate).toHaveBeenCalledWith('/discover/olympic/feed/olympics-tokyo-2020');
  });
});
