import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '../api-client';
import { createRenderRemote } from './test/testing';
import { useFollowFlow } from './useFollowFlow';

const notices = {
  'favorites.favoriting': '{name} foi adicionado aos seus favoritos.',
  'favorites.unfavoriting': '{name} foi removido dos seus favoritos.',
  'favorites.errorfavoriting': 'Não foi possível salvar.',
};
const renderRemote = createRenderRemote('mf-sports', { pt: notices, en: notices, es: notices });

const TEAM = { id: 'bournemouth', context: 'teams' as const, name: 'Bournemouth' };
const ok = async (): Promise<ApiResult<unknown>> => ({
  ok: true,
  status: 200,
  data: { status: 'ok', results: [] },
});
const down = async (): Promise<ApiResult<unknown>> => ({
  ok: false,
  status: 0,
  code: 'NETWORK',
  message: 'down',
});

function Probe() {
  const flow = useFollowFlow('test.follow');
  return (
    <div>
      <button type="button" onClick={() => void flow.change(TEAM, true)}>
        follow
      </button>
      <button type="button" onClick={() => void flow.change(TEAM, false)}>
        unfollow
      </button>
      {flow.guestOffer && (
        <p role="status">
          <button type="button" onClick={flow.continueAsGuest}>
            guest
          </button>
          <button type="button" onClick={flow.register}>
            register
          </button>
        </p>
      )}
    </div>
  );
}

describe('useFollowFlow', () => {
  it('follows as a guest: follows_anon with push_on 1, the bus event, a success notice and the offer', async () => {
    const { events, apiCalls } = await renderRemote(<Probe />, { route: null, api: ok });
    await userEvent.click(screen.getByRole('button', { name: 'follow' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(apiCalls[0]).toMatchObject({
      path: 'v3/follows_anon',
      options: { method: 'POST', body: { push_on: 1 } },
    });
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ['profile.followed', TEAM],
      ['toast.show', { status: 'success', message: 'Bournemouth foi adicionado aos seus favoritos.' }],
    ]);
  });

  it('keeps the offer closed once the guest answered it, also on the next follow', async () => {
    await renderRemote(<Probe />, { route: null, api: ok });
    await userEvent.click(screen.getByRole('button', { name: 'follow' }));
    await userEvent.click(await screen.findByRole('button', { name: 'guest' }));
    await userEvent.click(screen.getByRole('button', { name: 'follow' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('"register" asks the accounts remote for its sheet and closes the offer', async () => {
    const { events } = await renderRemote(<Probe />, { route: null, api: ok });
    await userEvent.click(screen.getByRole('button', { name: 'follow' }));
    await userEvent.click(await screen.findByRole('button', { name: 'register' }));
    expect(events.at(-1)).toMatchObject({
      type: 'accounts.registerRequested',
      payload: { source: 'test.follow' },
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('unfollows with an error-styled notice and no offer', async () => {
    const { events, apiCalls } = await renderRemote(<Probe />, { route: null, api: ok });
    await userEvent.click(screen.getByRole('button', { name: 'unfollow' }));
    await act(async () => undefined);
    expect(apiCalls[0]).toMatchObject({ options: { method: 'DELETE' } });
    expect(events.at(-1)).toMatchObject({
      type: 'toast.show',
      payload: { status: 'error', message: 'Bournemouth foi removido dos seus favoritos.' },
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the reader when the call fails and announces no change', async () => {
    const { events } = await renderRemote(<Probe />, { route: null, api: down });
    await userEvent.click(screen.getByRole('button', { name: 'follow' }));
    await act(async () => undefined);
    expect(events.map((e) => e.type)).toEqual(['toast.show']);
    expect(events[0]?.payload).toEqual({ status: 'error', message: 'Não foi possível salvar.' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses follows for a signed-in reader, without the offer', async () => {
    const { apiCalls } = await renderRemote(<Probe />, { route: null, api: ok, session: { signedIn: true } });
    await userEvent.click(screen.getByRole('button', { name: 'follow' }));
    await act(async () => undefined);
    expect(apiCalls[0]?.path).toBe('v3/follows');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
