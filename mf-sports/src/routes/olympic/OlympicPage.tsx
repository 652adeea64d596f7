import { useCallback } from 'react';
import { useParams } from 'shared-contracts/router';
import { EmptyState, PageFrame, Skeleton, useLoad, useRemote } from 'shared-contracts/remote-kit';
import { getOlympicResults } from '../../data/olympic';
import { SportsLayout } from '../../components/SportsLayout';
import { OlympicTable } from './OlympicTable';
import { useT } from '../../i18n/messages';

/**
 * /discover/olympic/{feed}/{id} (spec 2, spec 4 "Route middleware": the Olympics topic's page).
 * The results come from the API only; without data the page says so (none is invented).
 */
export function OlympicPage() {
  const t = useT();
  const { feed = '', id = '' } = useParams();
  const { api } = useRemote().services;
  const load = useCallback(
    (signal: AbortSignal) => getOlympicResults(api, feed, id, signal),
    [api, feed, id],
  );
  const results = useLoad(`olympic|${feed}|${id}`, load);
  return (
    <SportsLayout>
      <PageFrame title={t('olympic.title')} busy={results.status === 'loading'}>
        {results.status === 'loading' ? (
          <Skeleton label={t('sports.loading')} />
        ) : results.status === 'failed' ? (
          <EmptyState>{t('olympic.error')}</EmptyState>
        ) : results.data.length === 0 ? (
          <EmptyState>{t('olympic.empty')}</EmptyState>
        ) : (
          <OlympicTable results={results.data} />
        )}
      </PageFrame>
    </SportsLayout>
  );
}
