/**
 * The /pwa page's install button (issue "PWA" 5): where the browser has offered to install
 * (`beforeinstallprompt`), one press asks it; elsewhere (iOS, an installed app, a browser without
 * the offer) the page says to follow the steps by hand. Rendered after hydration only.
 */
import { css } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { useHydrated } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/catalogues';
import { usePlatform } from '../platform/context';
import { color, onColor } from '../theme/colors';
import { getPwaState, getServerPwaState, setPwaState, subscribePwaState } from './pwa-state';

const buttonStyle = css`
  min-height: 44px;
  padding: 0.5rem 1.5rem;
  border: 0;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${color.button};
  color: ${onColor.button};
`;

export default function InstallButton() {
  const t = useT();
  const { bus } = usePlatform();
  const hydrated = useHydrated();
  const { installPrompt, installed } = useSyncExternalStore(
    subscribePwaState,
    getPwaState,
    getServerPwaState,
  );
  if (!hydrated) return null;
  if (installed) return <p>{t('pwa.installed')}</p>;
  if (!installPrompt) return <p>{t('pwa.page.unsupported')}</p>;
  const install = async () => {
    setPwaState({ installPrompt: undefined });
    await installPrompt.prompt();
    const { outcome } = await installPrompt.userChoice;
    if (outcome === 'accepted') {
      bus.publish('toast.show', 1, { message: t('pwa.installed'), status: 'success', newAppInstalled: true });
    }
  };
  return (
    <button type="button" css={buttonStyle} onClick={() => void install()}>
      {t('pwa.page.install')}
    </button>
  );
}
