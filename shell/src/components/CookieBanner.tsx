/**
 * Cookie-policy banner (spec 2 "Popups", spec 4 "Cookie consent"): shown while no consent cookie
 * exists; Accept records consent for 365 days and hides the banner. Not modal: the page stays usable.
 */
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { COOKIES, readCookie, safeHref } from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { color, onColor } from '../theme/colors';
import { ONE_YEAR_SECONDS, writeCookie } from '../platform/cookies';

export interface CookieBannerProps {
  /** Privacy policy target (config.privacy_policy_url). */
  readonly privacyUrl: string;
  /** Called after consent is recorded (spec 4: the push token is checked next). */
  readonly onAccept?: () => void;
  /** The page's cookies (document.cookie; the request's when rendered on the server). */
  readonly readCookies?: () => string;
}

const style = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 800;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1.5rem;
  padding: 1rem;
  background: ${color.header};
  color: ${onColor.header};
  p {
    margin: 0;
    max-width: 48rem;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
  :focus-visible {
    outline-color: ${onColor.header};
  }
  button {
    min-height: 44px;
    padding: 0.5rem 1.5rem;
    border: 2px solid ${onColor.header};
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${onColor.header};
    color: ${color.header};
  }
`;

export const hasCookieConsent = (cookieString: string): boolean =>
  readCookie(cookieString, COOKIES.cookieConsent) !== undefined;

export function CookieBanner({
  privacyUrl,
  onAccept,
  readCookies = () => document.cookie,
}: CookieBannerProps) {
  const t = useT();
  const [visible, setVisible] = useState(() => !hasCookieConsent(readCookies()));
  if (!visible) return null;

  const accept = () => {
    writeCookie(COOKIES.cookieConsent, '1', { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });
    setVisible(false);
    onAccept?.();
  };
  const href = safeHref(privacyUrl, '/privacy_policy.html');

  return (
    <section css={style} aria-label={t('cookies.region')}>
      <p>
        <FormattedMessage
          id="cookies.message"
          values={{ link: (chunks: ReactNode[]) => <a href={href}>{chunks}</a> }}
        />
      </p>
      <button type="button" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
