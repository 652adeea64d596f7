import { renderRemote } from '../test/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from 'shared-contracts';
import { RegisterSheet } from './RegisterSheet';

const providers =
  (...list: { id: string; name: string }[]) =>
  async (path: string): Promise<ApiResult<unknown>> =>
    path === 'v3/auth/providers'
      ? { ok: true, status: 200, data: { providers: list } }
      : { ok: false, status: 404, code: 'NOT_FOUND', message: 'not found' };

async function openSheet(api = providers({ id: 'google', name: 'Google' })) {
  const user = userEvent.setup();
  const rendered = await renderRemote(<RegisterSheet />, { route: null, api });
  act(() => {
    rendered.bus.publish('accounts.registerRequested', 1, { source: 'favorites' });
  });
  return { user, ...rendered };
}

describe('registration sheet', () => {
  it('stays closed until it is requested', async () => {
    await renderRemote(<RegisterSheet />, { route: null });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on mount when the request that loaded it comes in its props', async () => {
    await renderRemote(<RegisterSheet />, { route: null, request: { source: 'favorites' } });

    expect(screen.getByRole('dialog', { name: 'Cadastre-se' })).toBeInTheDocument();
  });

  it('opens as a modal dialog with the three choices on accounts.registerRequested', async () => {
    await openSheet();

    const dialog = screen.getByRole('dialog', { name: 'Cadastre-se' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Cadastrar com e-mail' })).toHaveAttribute(
      'href',
      '/accounts/user/signup-email',
    );
    // Social sign-up is on the sign-up page, below the e-mail form.
    expect(screen.getByRole('link', { name: 'Cadastrar com rede social' })).toHaveAttribute(
      'href',
      '/accounts/user/signup-email',
    );
    expect(screen.getByRole('link', { name: 'Já tem uma conta? Entre aqui' })).toHaveAttribute(
      'href',
      '/accounts/user',
    );
    expect(screen.getByRole('link', { name: 'Cadastrar com e-mail' })).toHaveFocus();
  });

  it('offers no social sign-up when no provider is configured', async () => {
    await openSheet(providers());

    expect(screen.getByRole('link', { name: 'Cadastrar com e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar com rede social' })).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { user } = await openSheet();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('closes with the close button', async () => {
    const { user } = await openSheet();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the sheet', async () => {
    const { user } = await openSheet();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cadastrar com e-mail' })).toHaveFocus();
  });

  it('closes on a choice and navigates through the shell', async () => {
    const { user, navigate } = await openSheet();

    await user.click(screen.getByRole('link', { name: 'Já tem uma conta? Entre aqui' }));

    expect(navigate).toHaveBeenCalledWith('/accounts/user');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('registration sheet in a web view', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers no social sign-up', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36',
      );
    await openSheet();

    expect(screen.getByRole('link', { name: 'Cadastrar com e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar com rede social' })).not.toBeInTheDocument();
  });
});

describe('registration sheet opened on a page', () => {
  it('comes back to that page after signing up or in', async () => {
    window.history.pushState({}, '', '/sports/standings');
    await openSheet();

    expect(screen.getByRole('link', { name: 'Cadastrar com e-mail' })).toHaveAttribute(
      'href',
      '/accounts/user/signup-email?redirect=%2Fsports%2Fstandings',
    );
    expect(screen.getByRole('link', { name: 'Já tem uma conta? Entre aqui' })).toHaveAttribute(
      'href',
      '/accounts/user?redirect=%2Fsports%2Fstandings',
    );
    window.history.pushState({}, '', '/');
  });
});
