import { useParams } from 'react-router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/useT';

/**
 * The free-text query of a search path: /search/{sort}/{query} and /search/trending/{query}
 * (spec 2). Other search paths (by type, by followed profile) carry no free text.
 */
export function queryFrom(rest: string): string | undefined {
  const segments = rest.split('/').filter(Boolean);
  return segments.length === 2 ? segments[1] : undefined;
}

/** The search results frame; results arrive with the search issue. */
export function SearchPage() {
  const t = useT();
  const query = queryFrom(useParams()['*'] ?? '');
  return (
    <PageFrame title={t('news.title.search')}>
      {query && <p>{t('news.search.resultsFor', { query })}</p>}
      <EmptyState>{t('news.empty.search')}</EmptyState>
    </PageFrame>
  );
}
