import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'shared-contracts/router';
import { start } from 'single-spa';
import { markLive, ownerOf } from 'shared-contracts';
import { applyPageHead, headIsFor, siteHead } from 'shared-contracts/remote-kit';
import { Layout } from '../components/Layout';
import { NotFoundPage } from '../components/NotFoundPage';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { PlatformProvider, usePlatform, type Platform } from '../platform/context';
import { WidgetSlot } from '../remotes/WidgetSlot';
import { PageSlots, type PageSlotsProps } from './PageSlots';
import { useRoutingInProgress } from './routing-progress';
import { ShellPages } from './ShellPages';
import { useTopics } from './topics';

function Frame({ rendered }: { rendered?: PageSlotsProps['rendered'] }) {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const missing = platform.missingPath === pathname;
  const owner = missing ? 'shell' : ownerOf(pathname);
  const loading = useRoutingInProgress();
  const { api, config, locale } = platform.services;
  const topics = useTopics(api, platform.topics);

  // A new route starts from the site's head (what the edge serves for a page with nothing of its
  // own); the page then writes its own. A page that already wrote the head for this path (its
  // effect may run first, in its own React root) keeps it. The first page's head came with the
  // HTML.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (!headIsFor(pathname)) applyPageHead(siteHead(config, pathname, locale), pathname);
  }, [pathname, config, locale]);

  // Start single-spa once the page slots exist in the DOM. The layout is live: taps on its
  // buttons made before now (the search toggle, the cookie banner) are made again.
  useEffect(() => {
    start({ urlRerouteOnly: true });
    const root = document.getElementById('root');
    if (root) markLive(root);
  }, []);

  // Consent first, then measurement and ads (the browser's platform starts them; none on the server).
  const { measurement } = platform;
  useEffect(() => {
    measurement?.pageView(pathname, missing);
  }, [measurement, pathname, missing]);

  const rewards = useMemo(() => <WidgetSlot slot="rewards" />, []);
  const search = useMemo(() => <WidgetSlot slot="search" />, []);

  return (
    <Layout
      rewardsSlot={rewards}
      searchSlot={search}
      topics={topics}
      loading={loading}
      adBlocked$={measurement?.adBlocked$}
    >
      {missing ? <NotFoundPage /> : owner === 'shell' && <ShellPages />}
      <PageSlots owner={owner} rendered={rendered} />
      <WidgetSlot slot="register-sheet" />
    </Layout>
  );
}

export interface AppProps {
  readonly platform: Platform;
  /** BrowserRouter in the browser, a StaticRouter on the server. */
  readonly Router: ComponentType<{ children: ReactNode }>;
  /** On the server: the page remote's rendered container, for its slot. */
  readonly rendered?: PageSlotsProps['rendered'];
}

/** The shell's layout and page slots: rendered by the edge, hydrated in the browser. */
export function App({ platform, Router, rendered }: AppProps) {
  return (
    <PlatformProvider value={platform}>
      <ShellIntlProvider locale={platform.services.locale}>
        <Router>
          <Frame rendered={rendered} />
        </Router>
      </ShellIntlProvider>
    </PlatformProvider>
  );
}
