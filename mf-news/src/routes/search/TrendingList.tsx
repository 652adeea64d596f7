/**
 * /search/trending without a query (spec 2 "Search", "Page titles: trending"): what readers
 * searched most in the last 24 hours, as the API counts it (distinct readers, a minimum, nothing
 * personal), each a link to its results.
 */
import { css } from '@emotion/react';
import { useCallback } from 'react';
import { Link } from 'shared-contracts/router';
import { EmptyState, Skeleton, palette, useLoad, useRemote, plainList } from 'shared-contracts/remote-kit';
import { trendingSearchPath, WIRE_CHECKS, type ApiClient } from 'shared-contracts';
import { useT } from '../../i18n/messages';

export function getTrendingSearches(api: ApiClient, signal: AbortSignal) {
  return api.request('v4/content/search/trending', { check: WIRE_CHECKS.TrendingSearchesResponse, signal });
}

const listStyle = css`
  ${plainList}
  counter-reset: trending;
  li {
    display: flex;
    align-items: baseline;
    gap: 0.75rem;
    min-height: 44px;
    border-bottom: 1px solid ${palette.border};
  }
  li::before {
    counter-increment: trending;
    content: counter(trending);
    min-width: 1.5rem;
    font-weight: 700;
    color: ${palette.muted};
  }
  a {
    flex: 1;
    padding: 0.625rem 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.875rem;
    color: ${palette.muted};
  }
`;

export function TrendingList() {
  const t = useT();
  const { api } = useRemote().services;
  const load = useCallback((signal: AbortSignal) => getTrendingSearches(api, signal), [api]);
  const trending = useLoad('search/trending', load);
  if (trending.status === 'loading') return <Skeleton label={t('news.loading')} lines={6} />;
  if (trending.status === 'failed') return <EmptyState>{t('search.trending.error')}</EmptyState>;
  const { hours, min_readers: min, results } = trending.data;
  if (results.length === 0) return <EmptyState>{t('search.trending.empty', { min, hours })}</EmptyState>;
  return (
    <>
      <p>{t('search.trending.lead', { hours })}</p>
      <ol css={listStyle}>
        {results.map((item) => (
          <li key={item.query}>
            <Link to={trendingSearchPath(item.query)}>{item.query}</Link>
            <span>{t('search.trending.readers', { count: item.readers })}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
