import { useParams } from 'react-router';
import { PageFrame } from 'shared-contracts/remote-kit';
import { isFeedTab, type FeedTab } from '../data/feed';
import { useT } from '../i18n/useT';
import { FeedList } from './FeedList';
import { FeedTabs } from './FeedTabs';
import { NotFoundPage } from './NotFoundPage';

/** Home (/) and the four feed tabs (/feed/{tab}/{selected?}); home shows the headlines tab. */
export function HomePage() {
  const { tab } = useParams();
  if (tab === undefined) return <FeedPage tab="headlines" isHome />;
  if (!isFeedTab(tab)) return <NotFoundPage />;
  return <FeedPage tab={tab} isHome={false} />;
}

function FeedPage({ tab, isHome }: { tab: FeedTab; isHome: boolean }) {
  const t = useT();
  const title = isHome ? t('news.title.home') : t(`news.tabs.${tab}`);
  return (
    <PageFrame title={title} nav={<FeedTabs active={tab} />}>
      <FeedList tab={tab} />
    </PageFrame>
  );
}
