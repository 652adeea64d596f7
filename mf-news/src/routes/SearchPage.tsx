/**
 * A search results page (spec 2 "Search"): what was searched, a choice of order for free-text
 * searches (advance: relevance or date) and the results. Without a query it says where to type one.
 */
import { css } from '@emotion/react';
import { SEARCH_SORTS, textSearchPath, type SearchRequest } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { SearchResults } from './search/SearchResults';
import { TrendingList } from './search/TrendingList';
import { SearchPageForm } from './search/SearchPageForm';
import { chipLinksStyle } from '../components/chipLinks';

const navStyle = [
  chipLinksStyle,
  css`
    margin: 0 0 1rem;
  `,
];

function SortNav({ text, sort }: { text: string; sort: string }) {
  const t = useT();
  return (
    <nav aria-label={t('search.sort.label')}>
      <ul css={navStyle}>
        {SEARCH_SORTS.map((option) => (
          <li key={option}>
            <Link to={textSearchPath(text, option)} aria-current={option === sort ? 'page' : undefined}>
              {t(option === 'date' ? 'search.sort.date' : 'search.sort.relevance')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SearchPage({ request }: { request: SearchRequest }) {
  const t = useT();
  const trending = request.kind !== 'entity' && request.trending;
  const title = t(trending ? 'search.title.trending' : 'news.title.search');
  if (request.kind === 'none') {
    return (
      <PageFrame title={title}>
        <SearchPageForm />
        {trending ? <TrendingList /> : <EmptyState>{t('search.results.prompt')}</EmptyState>}
      </PageFrame>
    );
  }
  const heading =
    request.kind === 'text'
      ? t('news.search.resultsFor', { query: request.text })
      : t('search.results.about', { name: request.name });
  return (
    <PageFrame
      title={title}
      ads="page"
      nav={request.kind === 'text' && !trending && <SortNav text={request.text} sort={request.sort} />}
    >
      <h2 css={{ fontSize: '1.25rem', margin: '0 0 1rem' }}>{heading}</h2>
      <SearchResults request={request} />
    </PageFrame>
  );
}
