import { css } from '@emotion/react';
import { EmptyState, Skeleton, palette } from 'shared-contracts/remote-kit';
import { StoryCard } from '../components/StoryCard';
import type { PagedFeed } from '../data/usePagedFeed';
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

/**
 * The stories of a favourites feed with a "load more" button (spec 4 "Feed paging": the last page
 * ends with "no more content", spec 8 "Empty lists"). Titles are h3 under a section's h2, else h2.
 */
export function StoryList({ feed, level = 3 }: { feed: PagedFeed; level?: 2 | 3 }) {
  const t = useT();
  const { items, phase, loadMore } = feed;
  const more = (label: string) => (
    <button type="button" onClick={loadMore}>
      {label}
    </button>
  );
  if (items.length === 0) {
    if (phase === 'loading') return <Skeleton label={t('news.loading')} height="20rem" lines={6} />;
    if (phase === 'failed')
      return <EmptyState action={more(t('news.feed.retry'))}>{t('news.feed.error')}</EmptyState>;
    return <EmptyState>{t('news.feed.empty')}</EmptyState>;
  }
  return (
    <>
      <ul css={listStyle}>
        {items.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} level={level} />
          </li>
        ))}
      </ul>
      <div css={footStyle}>
        {phase === 'loading' && <Skeleton label={t('news.loading')} height="3rem" lines={1} />}
        {phase === 'more' && more(t('news.feed.loadMore'))}
        {phase === 'failed' && more(t('news.feed.retry'))}
        {phase === 'end' && <p role="status">{t('news.feed.end')}</p>}
      </div>
    </>
  );
}
