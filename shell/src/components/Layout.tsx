/**
 * The default layout (spec 2 "Layouts": header, search drop-down, hamburger menu, rewards bar,
 * footer) plus the shell's page-wide prompts: toasts, cookie banner, ad-blocker dialog,
 * external-link dialog, the app prompts (install banner, update notice) and the navigation
 * progress bar. Remote widgets come in through the slots.
 */
import { css } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { useLocation } from 'shared-contracts/router';
import { useHydrated, useSessionOf } from 'shared-contracts/remote-kit';
import { usePlatform } from '../platform/context';
import { PwaPrompts } from '../pwa/PwaPrompts';
import { GlobalStyles } from '../theme/GlobalStyles';
import { ThemeVariables } from '../theme/ThemeVariables';
import { AdBlockNotice } from './AdBlockNotice';
import { CookieBanner } from './CookieBanner';
import { ExternalLinkDialog } from './ExternalLinkDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { ProgressBar } from './ProgressBar';
import { MAIN_ID, SkipLink } from './SkipLink';
import { Toasts } from './Toasts';
import { TopicBar, type Topic } from './TopicBar';

export interface LayoutProps {
  readonly children: ReactNode;
  readonly rewardsSlot?: ReactNode;
  readonly searchSlot?: ReactNode;
  readonly topics?: readonly Topic[];
  /** True while a page (remote) is loading: drives the progress bar. */
  readonly loading?: boolean;
  /** Called after a choice that allows push prompts (spec 4: the push token is checked next). */
  readonly onCookieConsent?: () => void;
  /** True once the ad-blocker probe found a blocker (../measure/measurement.ts). */
  readonly adBlocked$?: Observable<boolean>;
}

const GUEST = { signedIn: false } as const;

/**
 * `value`, except on the server and while hydrating, which show `first`: the layout the edge
 * rendered is a guest's (it cannot know the reader), so a signed-in reader's header hydrates as
 * a guest's and switches right after. A layout rendered in the browser shows `value` at once.
 */
function useAfterHydration<T>(value: T, first: T): T {
  return useHydrated() ? value : first;
}

const mainStyle = css`
  display: block;
  max-width: 1280px;
  /* A page that renders in the browser fills in below the fold: the footer does not jump. */
  min-height: 100vh;
  margin: 0 auto;
  padding: 0 0.5rem;
`;

export function Layout({
  children,
  rewardsSlot,
  searchSlot,
  topics = [],
  loading = false,
  onCookieConsent,
  adBlocked$,
}: LayoutProps) {
  const { bus, services, setLocale, signOut, consent } = usePlatform();
  const { config, locale } = services;
  const session = useAfterHydration(useSessionOf(services.session$), GUEST);
  const { pathname } = useLocation();
  // The search drop-down belongs to the page it was opened on: a navigation closes it.
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === pathname;
  // The app prompts wait for the cookie banner's answer, whatever it is (they would cover each other).
  const [consented, setConsented] = useState(() => consent.current() !== null);
  useEffect(() => {
    const sub = consent.consent$.subscribe((state) => setConsented(state !== null));
    return () => sub.unsubscribe();
  }, [consent]);
  // The search widget's Cancel closes the drop-down.
  useEffect(() => {
    const sub = bus.on('search.dismissed', 1).subscribe(() => setSearchOpenOn(null));
    return () => sub.unsubscribe();
  }, [bus]);

  return (
    <>
      <GlobalStyles />
      <ThemeVariables colors={config.template.branding.colors} />
      <ProgressBar active={loading} />
      <SkipLink />
      <Header
        config={config}
        session={session}
        onSignOut={signOut}
        searchOpen={searchOpen}
        onToggleSearch={() => setSearchOpenOn(searchOpen ? null : pathname)}
        rewardsSlot={rewardsSlot}
        searchSlot={searchSlot}
      />
      <TopicBar topics={topics} />
      <main id={MAIN_ID} tabIndex={-1} css={mainStyle}>
        {children}
      </main>
      <Footer config={config} locale={locale} onLocaleChange={setLocale} />
      <Toasts />
      <CookieBanner privacyUrl={config.privacy_policy_url} onAccept={onCookieConsent} />
      <AdBlockNotice blocked$={adBlocked$} />
      <PwaPrompts consented={consented} />
      <ExternalLinkDialog />
    </>
  );
}
