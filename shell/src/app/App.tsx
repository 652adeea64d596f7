import { useEffect, useMemo } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { start } from 'single-spa';
import { ownerOf } from 'shared-contracts';
import { Layout } from '../components/Layout';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { PlatformProvider, usePlatform, type Platform } from '../platform/context';
import { WidgetSlot } from '../remotes/WidgetSlot';
import { PageSlots } from './PageSlots';
import { useRoutingInProgress } from './routing-progress';
import { ShellPages } from './ShellPages';
import { useTopics } from './topics';

function Frame() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  const loading = useRoutingInProgress();
  const topics = useTopics(usePlatform().services.api);

  // Start single-spa once the page slots exist in the DOM.
  useEffect(() => {
    start({ urlRerouteOnly: true });
  }, []);

  const rewards = useMemo(() => <WidgetSlot slot="rewards" />, []);
  const search = useMemo(() => <WidgetSlot slot="search" />, []);

  return (
    <Layout rewardsSlot={rewards} searchSlot={search} topics={topics} loading={loading}>
      {owner === 'shell' && <ShellPages />}
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
