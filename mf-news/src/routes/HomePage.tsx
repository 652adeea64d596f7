import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { PageFrame } from 'shared-contracts/remote-kit';
import { isFeedTab, type FeedTab } from '../data/feed';
import { ReadLaterList } from '../components/ReadLaterList';
import { useReadLater } from '../data/useReadLater';
import { useT } from '../i18n/messages';
import { FeedList } from './FeedList';
import { FeedTabs } from './FeedTabs';
import { NotFoundPage } from './NotFoundPage';

const layoutStyle = css`
  display: grid;
  gap: 1.5rem;
`;
const withAsideStyle = css`
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
    > aside {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

/** Home (/) and the four feed tabs (/feed/{tab}/{selected?}); home shows the headlines tab. */
export function HomePage() {
  const { tab } = useParams();
  if (tab === undefined) return <FeedPage tab="headlines" isHome />;
  if (!isFeedTab(tab)) return <NotFoundPage />;
  return <FeedPage tab={tab} isHome={false} />;
}

function FeedPage({ tab, isHome }: { tab: FeedTab; isHome: boolean }) {
  const t = useT();
  const saved = useReadLater();
  const title = isHome ? t('news.title.home') : t(`news.tabs.${tab}`);
  const showSaved = isHome && saved.length > 0;
  return (
    <PageFrame title={title} nav={<FeedTabs active={tab} />}>
      <div css={[layoutStyle, showSaved && withAsideStyle]}>
        {/* Spec 4: the read-later list lives on the device; home is where a guest finds it again. */}
        {showSaved && <ReadLaterList stories={saved} compact />}
        <div>
          <FeedList key={tab} source={tab} hero={tab === 'headlines'} />
        </div>
      </div>
    </PageFrame>
  );
}
