import { css } from '@emotion/react';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useRemote, EmptyState, Skeleton, palette } from 'shared-contracts/remote-kit';
import { createFeedLoader, type FeedSource } from '../data/feed';
import { useApi } from '../data/useApi';
import { usePagedFeed } from '../data/usePagedFeed';
import { useSignedIn } from '../data/useSignedIn';
import { StoryCard } from '../components/StoryCard';
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

/** Roughly one page of cards, so the first page replaces the skeleton without a jump. */
const PAGE_SKELETON = { height: '36rem', lines: 10 };

/**
 * The stories of one feed, page after page (spec 4 "Feed paging"): the next page loads when the
 * end of the list scrolls into view or on the "load more" button (keyboard and no-observer
 * browsers); the last page ends with "no more content" (spec 8 "Empty lists").
 */
export function FeedList({ source, hero = false }: { source: FeedSource; hero?: boolean }) {
  const t = useT();
  const { services } = useRemote();
  const api = useApi();
  const signedIn = useSignedIn();
  const load = useMemo(
    () => createFeedLoader(source, { api, siteId: services.config.id, signedIn }),
    [source, api, services.config.id, signedIn],
  );
  const { items, phase, loadMore } = usePagedFeed(`${source}/${signedIn}`, load);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || phase !== 'more' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [phase, loadMore]);

  if (items.length === 0) {
    if (phase === 'loading') return <Skeleton label={t('news.loading')} {...PAGE_SKELETON} />;
    if (phase === 'failed')
      return <EmptyState action={<RetryButton onClick={loadMore} />}>{t('news.feed.error')}</EmptyState>;
    if (source === 'myfeed')
      return (
        <EmptyState action={<Link to="/favorites">{t('news.feed.chooseFavorites')}</Link>}>
          {t('news.feed.emptyMyfeed')}
        </EmptyState>
      );
    return <EmptyState>{t('news.feed.empty')}</EmptyState>;
  }

  return (
    <>
      <ul css={listStyle}>
        {items.map((story, index) => (
          <li key={story.id}>
            <StoryCard story={story} hero={hero && index === 0} />
          </li>
        ))}
      </ul>
      {phase === 'loading' && <Skeleton label={t('news.loading')} height="12rem" lines={4} />}
      <div ref={sentinel} css={footStyle}>
        {phase === 'more' && (
          <button type="button" onClick={loadMore}>
            {t('news.feed.loadMore')}
          </button>
        )}
        {phase === 'failed' && <RetryButton onClick={loadMore} />}
        {phase === 'end' && <p role="status">{t('news.feed.end')}</p>}
      </div>
    </>
  );
}

function RetryButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" onClick={onClick}>
      {t('news.feed.retry')}
    </button>
  );
}
