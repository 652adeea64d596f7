import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from 'shared-contracts';
import { renderRemote } from '../../test/render';
import { AccountsRouteTable } from '../AccountsRoutes';

const READER = { signedIn: true, email: 'leitor@onda.example' } as const;

const follow = (id: string, name: string, push_on: 0 | 1) => ({
  id,
  context: 'teams',
  name,
  api: `profiles/teams/${id}`,
  type: 'profile',
  followed: true,
  device_token: null,
  push_on,
  menu: true,
  profile: {
    id,
    context: 'teams',
    name,
    short_name: name,
    common_name: name,
    location: null,
    has_standings: false,
    photo: { small: null },
  },
});

describe('followed profiles of the account', () => {
  it('lists them from the signed-in follows and switches push per profile', async () => {
    const reader = userEvent.setup();
    let calls = 0;
    const list = [follow('flamengo', 'Flamengo', 1), follow('santos', 'Santos', 0)];
    const { apiCalls, events } = await renderRemote(<AccountsRouteTable />, {
      route: '/accounts/user/signedin/entities',
      session: READER,
      api: async (): Promise<ApiResult<unknown>> =>
        calls++ > 0
          ? { ok: true, status: 200, data: { status: 'ok', results: [list[0], { ...list[1], push_on: 1 }] } }
          : { ok: true, status: 200, data: { page: 1, per: 1000, total: 2, endlist: true, results: list } },
    });

    const santos = await screen.findByRole('switch', { name: 'Notificações de Santos' });
    expect(apiCalls[0]).toMatchObject({ path: 'v3/follows' });
    expect(screen.getByRole('switch', { name: 'Notificações de Flamengo' })).toBeChecked();
    expect(santos).not.toBeChecked();

    await reader.click(santos);
    await act(async () => {});

    expect(apiCalls.at(-1)).toMatchObject({
      path: 'v3/follows',
      options: { method: 'PUT', body: { id: 'santos', context: 'teams', push_on: 1 } },
    });
    expect(screen.getByRole('switch', { name: 'Notificações de Santos' })).toBeChecked();
    expect(events.at(-1)).toMatchObject({ payload: { message: 'Notificações de Santos ativadas.' } });
  });
});
