/** The results of one search, 15 per page, merged by id (spec 3 "Search state", spec 7). */
import { useMemo } from 'react';
import type { SearchRequest } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';
import { useT } from '../../i18n/messages';
import { PagedStories } from '../../components/PagedStories';
import { createSearchLoader, searchKey } from './searchLoader';

/** `request` must be the same object for the same search (the section memoizes it per path). */
export function SearchResults({ request }: { request: Exclude<SearchRequest, { kind: 'none' }> }) {
  const t = useT();
  const { api } = useRemote().services;
  const siteId = useRemote().services.config.id;
  const load = useMemo(() => createSearchLoader(request, api, siteId), [request, api, siteId]);
  return <PagedStories pagesKey={searchKey(request)} load={load} empty={t('news.empty.search')} ads />;
}
