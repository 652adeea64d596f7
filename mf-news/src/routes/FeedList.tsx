import { css } from '@emotion/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useRemote, EmptyState, Skeleton, palette, useLoad } from 'shared-contracts/remote-kit';
import { articleHref, getFeed, type FeedTab } from '../data/feed';
import { useT } from '../i18n/useT';

const listStyle = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${palette.border};
  }
  a {
    font-weight: 600;
    line-height: 1.4;
  }
`;

/** The content of one tab: loading, then the stories, or the empty state on an error or no stories. */
export function FeedList({ tab }: { tab: FeedTab }) {
  const t = useT();
  const { api } = useRemote().services;
  const load = useCallback((signal: AbortSignal) => getFeed(api, signal), [api]);
  const feed = useLoad(tab, load);

  if (feed.status === 'loading') return <Skeleton label={t('news.loading')} />;
  if (feed.status === 'failed' || feed.data.results.length === 0)
    return <EmptyState>{t('news.feed.empty')}</EmptyState>;
  return (
    <ul css={listStyle}>
      {feed.data.results.map((item) => (
        <li key={item.id}>
          <Link to={articleHref(item)}>{item.name}</Link>
        </li>
      ))}
    </ul>
  );
}
