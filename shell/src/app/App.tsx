import { useEffect, useMemo, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { start } from 'single-spa';
import { ownerOf } from 'shared-contracts';
import { applyPageHead, headIsFor, siteHead } from 'shared-contracts/remote-kit';
import { Layout } from '../components/Layout';
import { NotFoundPage } from '../components/NotFoundPage';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { PlatformProvider, usePlatform, type Platform } from '../platform/context';
import { WidgetSlot } from '../remotes/WidgetSlot';
import { isMissing } from './missing-path';
import { PageSlots } from './PageSlots';
import { useRoutingInProgress } from './routing-progress';
import { ShellPages } from './ShellPages';
import { useTopics } from './topics';

function Frame() {
  const { pathname } = useLocation();
  const missing = isMissing(pathname);
  const owner = missing ? 'shell' : ownerOf(pathname);
  const loading = useRoutingInProgress();
  const { api, config } = usePlatform().services;
  const topics = useTopics(api);

  // A new route starts from the site's head (what the edge serves for a page with nothing of its
  // own); the page then writes its own. A page that already wrote the head for this path (its
  // effect may run first, in its own React root) keeps it. The first page's head came with the
  // HTML.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (!headIsFor(pathname)) applyPageHead(siteHead(config, pathname), pathname);
  }, [pathname, config]);

  // Start single-spa once the page slots exist in the DOM.
  useEffect(() => {
    start({ urlRerouteOnly: true });
  }, []);

  const rewards = useMemo(() => <WidgetSlot slot="rewards" />, []);
  const search = useMemo(() => <WidgetSlot slot="search" />, []);

  return (
    <Layout rewardsSlot={rewards} searchSlot={search} topics={topics} loading={loading}>
      {missing ? <NotFoundPage /> : owner === 'shell' && <ShellPages />}
      <PageSlots owner={owner} />
      <WidgetSlot slot="register-sheet" />
    </Layout>
  );
}

export function App({ platform }: { platform: Platform }) {
  return (
    <PlatformProvider value={platform}>
      <ShellIntlProvider locale={platform.services.locale}>
        <BrowserRouter>
          <Frame />
        </BrowserRouter>
      </ShellIntlProvider>
    </PlatformProvider>
  );
}
