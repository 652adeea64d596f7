import { screen } from '@testing-library/react';
import type { ApiResult } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { SocialSignIn } from './SocialSignIn';

const providers =
  (...list: { id: string; name: string }[]) =>
  async (path: string): Promise<ApiResult<unknown>> =>
    path === 'v3/auth/providers'
      ? { ok: true, status: 200, data: { providers: list } }
      : { ok: false, status: 404, code: 'NOT_FOUND', message: 'not found' };

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36';
const IPHONE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.30.103]';

function withUserAgent(userAgent: string) {
  return jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

describe('social sign-in links', () => {
  afterEach(() => jest.restoreAllMocks());

  it('links each provider to its start URL with the return path and the PSID', async () => {
    await renderRemote(<SocialSignIn returnPath="/esportes?aba=1" />, {
      route: '/accounts/user',
      api: providers({ id: 'google', name: 'Google' }, { id: 'facebook', name: 'Facebook' }),
    });

    const list = screen.getByRole('list', { name: 'Entrar com uma rede social' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar com Google' })).toHaveAttribute(
      'href',
      '/api/v3/auth/google/start?return=%2Fesportes%3Faba%3D1',
    );
    expect(screen.getByRole('link', { name: 'Entrar com Facebook' })).toHaveAttribute(
      'href',
      '/api/v3/auth/facebook/start?return=%2Fesportes%3Faba%3D1',
    );
  });

  it('says the provider in the reader language', async () => {
    await renderRemote(<SocialSignIn returnPath="/" />, {
      route: '/accounts/user',
      locale: 'es',
      api: providers({ id: 'google', name: 'Google' }),
    });

    expect(screen.getByRole('link', { name: 'Iniciar sesión con Google' })).toBeInTheDocument();
  });

  it('never links to another site, whatever the return path says', async () => {
    await renderRemote(<SocialSignIn returnPath="//evil.example/x" />, {
      route: '/accounts/user',
      api: providers({ id: 'google', name: 'Google' }),
    });

    expect(screen.getByRole('link', { name: 'Entrar com Google' })).toHaveAttribute(
      'href',
      '/api/v3/auth/google/start?return=%2F',
    );
  });

  it('shows nothing when no provider is configured', async () => {
    await renderRemote(<SocialSignIn returnPath="/" />, { route: '/accounts/user', api: providers() });

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing when the providers cannot be loaded', async () => {
    await renderRemote(<SocialSignIn returnPath="/" />, { route: '/accounts/user' });

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([ANDROID_WEBVIEW, IPHONE_APP])('is hidden inside a web view: %s', async (userAgent) => {
    withUserAgent(userAgent);
    await renderRemote(<SocialSignIn returnPath="/" />, {
      route: '/accounts/user',
      api: providers({ id: 'google', name: 'Google' }),
    });

    expect(screen.queryByRole('link', { name: 'Entrar com Google' })).not.toBeInTheDocument();
  });
});
