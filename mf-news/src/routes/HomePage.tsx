import { useParams } from 'shared-contracts/router';
import { PageFrame } from 'shared-contracts/remote-kit';
import { isFeedTab, type FeedTab } from '../data/feed';
import { useT } from '../i18n/messages';
import { FeedList } from './FeedList';
import { FeedTabs } from './FeedTabs';
import { NotFoundPage } from './NotFoundPage';
import { FrontPage } from './home/FrontPage';

/** Home (/): the front page from the site template; the four feed tabs (/feed/{tab}/{selected?}). */
export function HomePage() {
  const { tab } = useParams();
  if (tab === undefined) return <FrontPage />;
  if (!isFeedTab(tab)) return <NotFoundPage />;
  return <FeedPage tab={tab} />;
}

function FeedPage({ tab }: { tab: FeedTab }) {
  const t = useT();
  return (
    <PageFrame title={t(`news.tabs.${tab}`)} nav={<FeedTabs active={tab} />} ads="page">
      <FeedList key={tab} source={tab} hero={tab === 'headlines'} ads />
    </PageFrame>
  );
}
