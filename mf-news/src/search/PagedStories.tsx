/**
 * Stories page after page, merged by id, ending with "no more content" when a page comes back
 * short or empty (spec 4 "Feed paging ... Search likewise"): search results and discover news.
 * A failed page keeps what was shown and offers to try again.
 */
import { css } from '@emotion/react';
import { EmptyState, Skeleton, palette } from 'shared-contracts/remote-kit';
import { StoryCard } from '../components/StoryCard';
import type { PageLoader } from '../data/feed';
import { usePagedFeed } from '../data/usePagedFeed';
import { useT } from '../i18n/useT';

const listStyle = css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding-bottom: 1rem;
    border-bottom: 1px solid ${palette.border};
  }
`;
const footStyle = css`
  display: flex;
  justify-content: center;
  min-height: 3rem;
  margin-top: 1rem;
  color: ${palette.muted};
  button {
    min-height: 44px;
    padding: 0.5rem 1.25rem;
    font: inherit;
    font-weight: 600;
    color: ${palette.link};
    background: ${palette.surface};
    border: 2px solid ${palette.link};
    border-radius: 6px;
    cursor: pointer;
  }
`;

/** `load` must be stable for a given `pagesKey` (usePagedFeed). */
export function PagedStories({
  pagesKey,
  load,
  empty,
}: {
  pagesKey: string;
  load: PageLoader;
  empty: string;
}) {
  const t = useT();
  const { items, phase, loadMore } = usePagedFeed(pagesKey, load);
  const retry = (
    <button type="button" onClick={loadMore}>
      {t('news.feed.retry')}
    </button>
  );

  if (items.length === 0) {
    if (phase === 'loading') return <Skeleton label={t('news.loading')} height="24rem" lines={8} />;
    if (phase === 'failed') return <EmptyState action={retry}>{t('news.feed.error')}</EmptyState>;
    return <EmptyState>{empty}</EmptyState>;
  }
  return (
    <>
      <ul css={listStyle}>
        {items.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} level={3} />
          </li>
        ))}
      </ul>
      {phase === 'loading' && <Skeleton label={t('news.loading')} height="12rem" lines={4} />}
      <div css={footStyle}>
        {phase === 'more' && (
          <button type="button" onClick={loadMore}>
            {t('news.feed.loadMore')}
          </button>
        )}
        {phase === 'failed' && retry}
        {phase === 'end' && <p role="status">{t('news.feed.end')}</p>}
      </div>
    </>
  );
}
