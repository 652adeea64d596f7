/**
 * Stories page after page (spec 4 "Feed paging ... Search likewise"): the one list every news
 * feed, search result and favourites page renders. The next page loads on the "load more"
 * button, and, with `autoLoad`, when the end of the list scrolls into view; a failed page keeps
 * what was shown and offers to try again; the last page ends with "no more content" (spec 8).
 */
import { css } from '@emotion/react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import {
  AdSlot,
  adSlotsUsed,
  EmptyState,
  Skeleton,
  palette,
  useAdCounts,
  plainList,
} from 'shared-contracts/remote-kit';
import type { PagedFeed } from '../data/usePagedFeed';
import { useT } from '../i18n/messages';
import { StoryCard } from './StoryCard';

const listStyle = css`
  ${plainList}
  display: grid;
  gap: 1rem;
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

export interface StoryPagesProps {
  readonly feed: PagedFeed;
  /** What an empty list says (an EmptyState, possibly with an action). */
  readonly empty: ReactNode;
  /** Heading level of the story titles: 3 under a section's h2, else 2. */
  readonly level?: 2 | 3;
  /** The first story is shown large (the home page's headline). */
  readonly hero?: boolean;
  /** Load the next page when the end of the list comes into view. */
  readonly autoLoad?: boolean;
  /** Reserved height of the first page's skeleton, so it is replaced without a jump. */
  readonly skeleton?: { height: string; lines: number };
  /** Middle ad slots between the stories, one after every AD_EVERY (spec 9 counts). */
  readonly ads?: boolean;
}

/** Stories between two middle ad slots. */
export const AD_EVERY = 4;

export function StoryPages({
  feed,
  empty,
  level,
  hero = false,
  autoLoad = false,
  skeleton = { height: '24rem', lines: 8 },
  ads = false,
}: StoryPagesProps) {
  const t = useT();
  const slots = adSlotsUsed(useAdCounts());
  /** The middle slot after story `index`, when one goes there. */
  const adAfter = (index: number): number | undefined => {
    const slot = (index + 1) / AD_EVERY;
    return ads && Number.isInteger(slot) && slot < slots ? slot : undefined;
  };
  const { items, phase, loadMore } = feed;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!autoLoad || !target || phase !== 'more' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, phase, loadMore]);

  const button = (label: string) => (
    <button type="button" onClick={loadMore}>
      {label}
    </button>
  );

  if (items.length === 0) {
    if (phase === 'loading') return <Skeleton label={t('news.loading')} {...skeleton} />;
    if (phase === 'failed')
      return <EmptyState action={button(t('news.feed.retry'))}>{t('news.feed.error')}</EmptyState>;
    return <>{empty}</>;
  }
  return (
    <>
      <ul css={listStyle}>
        {items.map((story, index) => {
          const slot = adAfter(index);
          return (
            <Fragment key={story.id}>
              <li>
                <StoryCard story={story} level={level} hero={hero && index === 0} />
              </li>
              {slot !== undefined && (
                <li>
                  <AdSlot index={slot} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ul>
      {phase === 'loading' && <Skeleton label={t('news.loading')} height="12rem" lines={4} />}
      <div ref={sentinel} css={footStyle}>
        {phase === 'more' && button(t('news.feed.loadMore'))}
        {phase === 'failed' && button(t('news.feed.retry'))}
        {phase === 'end' && <p role="status">{t('news.feed.end')}</p>}
      </div>
    </>
  );
}
