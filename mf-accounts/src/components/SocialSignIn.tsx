/**
 * Social login (spec 4 "Login"): one link per provider the server names, below the sign-in and
 * sign-up forms. Each is a plain link to the API's start URL, which goes to the provider and comes
 * back signed in to `returnPath`. The list loads with the page (so it is in the server's HTML);
 * inside an app's web view it is hidden (spec 6), which the browser alone can tell, once hydrated.
 */
import { css } from '@emotion/react';
import { useCallback } from 'react';
import { isWebView } from 'shared-contracts';
import { focusRing, palette, useHydrated, useLoad, useRemote, plainList } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { loadSocialProviders, socialStartHref } from '../data/auth';

const listStyle = css`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  max-width: 24rem;
  margin: 1.5rem 0 0;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 1rem;
    font-weight: 600;
    color: ${palette.link};
    background: ${palette.surface};
    border: 1px solid ${palette.link};
    border-radius: 6px;
    text-decoration: none;
  }
  ${focusRing}
`;

export function SocialSignIn({ returnPath }: { returnPath: string }) {
  const t = useT();
  const { services } = useRemote();
  const { api } = services;
  const load = useCallback((signal: AbortSignal) => loadSocialProviders(api, signal), [api]);
  const providers = useLoad('auth-providers', load);
  // The server does not know the browser: a web view hides the buttons once hydrated.
  const hydrated = useHydrated();
  const hidden = hydrated && isWebView(navigator.userAgent);
  if (hidden || providers.status !== 'ready' || providers.data.providers.length === 0) return null;
  return (
    <ul css={listStyle} aria-label={t('accounts.social.label')}>
      {providers.data.providers.map(({ id, name }) => (
        <li key={id}>
          <a href={socialStartHref(id, returnPath)}>{t('accounts.social.signIn', { name })}</a>
        </li>
      ))}
    </ul>
  );
}
