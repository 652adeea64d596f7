/**
 * The app prompts in the layout (spec 2 "Popups": install-app banner, update available; spec 4):
 * this part decides when they show and is in the first view; the banner and the notice themselves
 * are chunks loaded when they are to show. Nothing shows on the server or while hydrating.
 * The install banner waits for the cookie banner to be answered, so the two never overlap.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { COOKIES, readCookie } from 'shared-contracts';
import { useHydrated } from 'shared-contracts/remote-kit';
import { articleReadBefore, campaignActive } from '../app/rewards-hints';
import { localStore } from '../platform/local-store';
import { usePlatform } from '../platform/context';
import { getPwaState, getServerPwaState, subscribePwaState } from './pwa-state';

const InstallBanner = lazy(() => import(/* webpackChunkName: "install-banner" */ './InstallBanner'));
const UpdateNotice = lazy(() => import(/* webpackChunkName: "update-notice" */ './UpdateNotice'));

export function PwaPrompts({ consented }: { consented: boolean }) {
  const hydrated = useHydrated();
  const { bus, cookies } = usePlatform();
  const state = useSyncExternalStore(subscribePwaState, getPwaState, getServerPwaState);
  const [read, setRead] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const sub = bus.on('article.read', 1).subscribe(() => setRead(true));
    return () => sub.unsubscribe();
  }, [bus]);

  const showInstall =
    hydrated &&
    consented &&
    !closed &&
    !state.installed &&
    !read &&
    readCookie(cookies(), COOKIES.pwaDownload) === undefined &&
    !articleReadBefore(localStore()) &&
    (state.installPrompt !== undefined || campaignActive(window.location.search, localStore()));

  return (
    <>
      {showInstall ? (
        <Suspense fallback={null}>
          <InstallBanner prompt={state.installPrompt} onClose={() => setClosed(true)} />
        </Suspense>
      ) : null}
      {hydrated && state.updateAvailable ? (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      ) : null}
    </>
  );
}
