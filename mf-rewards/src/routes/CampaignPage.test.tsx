import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { ok, refused } from '../test/status';
import { RewardsRouteTable } from './RewardsRoutes';

const running = ok({ campaign: { id: 'jej', state: 'running' }, registered: false });

/**
 * The coupon calls: a read answers the campaign's status (the page reads it, then reads the
 * reader's registration again once it runs), the posts `registrations` in turn.
 */
function couponApi(status: ApiResult<unknown>, registrations: ApiResult<unknown>[] = []) {
  return async (path: string, options?: { method?: string }): Promise<ApiResult<unknown>> => {
    if (path !== 'v3/tagger/coupon') return refused('NOT_FOUND');
    if (options?.method !== 'POST') return status;
    return registrations.shift() ?? refused('NETWORK');
  };
}

async function openForm(api: (path: string) => Promise<ApiResult<unknown>>) {
  const result = await renderRemote(<RewardsRouteTable />, { route: '/jej', api });
  await screen.findByRole('textbox', { name: 'Nome completo' });
  return result;
}

describe('coupon campaign page', () => {
  it('is titled with the campaign', async () => {
    await openForm(couponApi(running));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Campanha saúde: ganhe seu cupom' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Campanha saúde: ganhe seu cupom | Onda Notícias');
  });

  it('says which fields are required or invalid, and focuses the first', async () => {
    const user = userEvent.setup();
    const { apiCalls } = await openForm(couponApi(running));

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const name = screen.getByRole('textbox', { name: 'Nome completo' });
    expect(name).toHaveAccessibleDescription('Preenchimento obrigatório');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Preenchimento obrigatório',
    );

    await user.type(name, 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(name).toHaveAccessibleDescription('Nome inválido');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail inválido');
    expect(
      apiCalls.filter((call) => (call.options as { method?: string } | undefined)?.method === 'POST'),
    ).toEqual([]);
  });

  it('registers a full name and e-mail', async () => {
    const user = userEvent.setup();
    const { apiCalls } = await openForm(couponApi(running, [ok({ status: 'registered' })]));

    await user.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Cadastro feito!');
    expect(apiCalls.at(-1)?.options).toMatchObject({
      method: 'POST',
      body: { full_name: 'Maria da Silva', email: 'maria@exemplo.com' },
    });
  });

  it('says when the e-mail is already registered', async () => {
    const user = userEvent.setup();
    await openForm(couponApi(running, [refused('EMAIL_ALREADY_REGISTERED')]));

    await user.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Maria da Silva');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Este e-mail já está cadastrado')).toBeInTheDocument();
  });

  it.each([
    ['ended', 'A campanha foi encerrada!'],
    ['limit', 'A campanha atingiu o limite diario!, volte amanha!'],
    ['prize_limit', 'Os prêmios desta campanha se esgotaram!'],
  ])('says so when the campaign state is %s', async (state, text) => {
    await renderRemote(<RewardsRouteTable />, {
      route: '/jej',
      api: async () => ok({ campaign: { id: 'jej', state }, registered: false }),
    });

    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
