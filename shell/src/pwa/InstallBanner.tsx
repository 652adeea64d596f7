/**
 * The install-app banner (spec 2 "Popups", spec 4 "Install banner"): Download asks the browser to
 * install (its own prompt), or opens /pwa where the browser has no prompt (iOS: the steps by
 * hand); Cancel remembers the refusal in the site-prefixed PWADownload cookie; OK hides it for
 * this visit. Not modal: the page stays usable.
 */
import { css } from '@emotion/react';
import { useNavigate } from 'shared-contracts/router';
import { COOKIES } from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { ONE_YEAR_SECONDS, writeCookie } from '../platform/cookies';
import { usePlatform } from '../platform/context';
import { color, onColor } from '../theme/colors';
import { setPwaState, type InstallPromptEvent } from './pwa-state';

const style = css`
  position: fixed;
  left: 0.5rem;
  right: 0.5rem;
  bottom: 0.5rem;
  z-index: 850;
  max-width: 36rem;
  margin: 0 auto;
  padding: 1rem;
  border-radius: 8px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
  background: ${color.header};
  color: ${onColor.header};
  p {
    margin: 0 0 0.75rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button {
    min-height: 44px;
    padding: 0.5rem 1.25rem;
    border: 2px solid ${onColor.header};
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: transparent;
    color: inherit;
  }
  button:first-of-type {
    background: ${onColor.header};
    color: ${color.header};
  }
  :focus-visible {
    outline-color: ${onColor.header};
  }
`;

export default function InstallBanner({
  prompt,
  onClose,
}: {
  prompt: InstallPromptEvent | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { bus } = usePlatform();

  const download = async () => {
    if (!prompt) {
      onClose();
      navigate('/pwa');
      return;
    }
    // The browser's offer works once: it is used up whatever the reader answers.
    setPwaState({ installPrompt: undefined });
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    onClose();
    if (outcome === 'accepted') {
      bus.publish('toast.show', 1, { message: t('pwa.installed'), status: 'success', newAppInstalled: true });
    }
  };
  const cancel = () => {
    writeCookie(COOKIES.pwaDownload, '1', { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'Lax' });
    onClose();
  };

  return (
    <section css={style} aria-label={t('pwa.install.region')} data-install-banner>
      <p>{t('pwa.install.message')}</p>
      <div>
        <button type="button" onClick={() => void download()}>
          {t('pwa.install.download')}
        </button>
        <button type="button" onClick={onClose}>
          {t('pwa.install.ok')}
        </button>
        <button type="button" onClick={cancel}>
          {t('pwa.install.cancel')}
        </button>
      </div>
    </section>
  );
}
