/**
 * The registration bottom sheet (spec 2 "Popups", spec 4: it closes on a choice or the close
 * control). Any part of the page opens it with the bus event 'accounts.registerRequested' v1.
 */
import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  useRemote,
  NavigateLink,
  focusRing,
  palette,
  useFocusTrap,
  useLoad,
} from 'shared-contracts/remote-kit';
import { isWebView } from 'shared-contracts';
import { useT } from '../i18n/messages';
import { pageRememberingHere, SIGN_IN_PATH, SIGN_UP_EMAIL_PATH } from 'shared-contracts';
import { loadSocialProviders } from '../data/auth';

const backdropStyle = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgb(16 24 40 / 50%);
`;

const sheetStyle = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1001;
  max-width: 32rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 2rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  color: ${palette.text};
  background: ${palette.surface};
  border-radius: 16px 16px 0 0;
  box-shadow: 0 -4px 24px rgb(16 24 40 / 20%);
  h2 {
    margin: 0;
    padding-right: 3rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${palette.muted};
  }
  a,
  button {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 1rem;
    font: inherit;
    font-weight: 600;
    border-radius: 6px;
    cursor: pointer;
    text-decoration: none;
  }
  ${focusRing}
`;

const primaryStyle = css`
  color: #ffffff;
  background: ${palette.link};
  border: 1px solid ${palette.link};
`;
const secondaryStyle = css`
  color: ${palette.link};
  background: ${palette.surface};
  border: 1px solid ${palette.link};
`;
const closeStyle = css`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  width: 44px;
  padding: 0 !important;
  color: ${palette.text};
  background: transparent;
  border: 0;
  font-size: 1.5rem !important;
`;
const signInStyle = css`
  color: ${palette.link};
  text-decoration: underline !important;
`;

export function RegisterSheet() {
  const t = useT();
  const { bus, request, services } = useRemote();
  const { api } = services;
  // The social choice is offered only when the server names a provider (none by default).
  const loadProviders = useCallback((signal: AbortSignal) => loadSocialProviders(api, signal), [api]);
  const providers = useLoad('auth-providers', loadProviders);
  const hasSocial = providers.status === 'ready' && providers.data.providers.length > 0;
  // The page the sheet was opened on: signing up or in comes back to it (spec 4). The request
  // the shell loaded the sheet for opens it at once.
  const [openedOn, setOpenedOn] = useState<string | null>(() =>
    request ? window.location.pathname + window.location.search : null,
  );
  const open = openedOn !== null;
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(sheet, open);

  useEffect(() => {
    const subscription = bus
      .on('accounts.registerRequested', 1)
      .subscribe(() => setOpenedOn(window.location.pathname + window.location.search));
    return () => subscription.unsubscribe();
  }, [bus]);

  if (!open) return null;
  const close = () => setOpenedOn(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    trapTab(event);
  }

  return (
    <>
      <div css={backdropStyle} onClick={close} aria-hidden="true" />
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        css={sheetStyle}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t('accounts.sheet.title')}</h2>
        <p>{t('accounts.sheet.lead')}</p>
        <NavigateLink
          to={pageRememberingHere(SIGN_UP_EMAIL_PATH, openedOn)}
          css={primaryStyle}
          onClick={close}
        >
          {t('accounts.sheet.email')}
        </NavigateLink>
        {/* The sign-up page lists the social logins below its form; an app's web view has none (spec 6),
            and a site with no provider configured offers none. */}
        {hasSocial && !isWebView(navigator.userAgent) && (
          <NavigateLink
            to={pageRememberingHere(SIGN_UP_EMAIL_PATH, openedOn)}
            css={secondaryStyle}
            onClick={close}
          >
            {t('accounts.sheet.social')}
          </NavigateLink>
        )}
        <NavigateLink to={pageRememberingHere(SIGN_IN_PATH, openedOn)} css={signInStyle} onClick={close}>
          {t('accounts.sheet.signIn')}
        </NavigateLink>
        <button type="button" css={closeStyle} onClick={close} aria-label={t('accounts.sheet.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </>
  );
}
