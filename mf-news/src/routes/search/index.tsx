/**
 * The /search/* pages (spec 2 "Search"): trending, sort, type and key, followed profile
 * (/search/{advance}/news/{context}&{id}&{name}) and free text (/search/{advance}/{encoded query}).
 */
import { useMemo } from 'react';
import { parseSearchPath } from 'shared-contracts';
import { useLocation } from 'shared-contracts/router';
import { SearchPage } from '../SearchPage';

export function SearchSection() {
  // The raw pathname keeps an encoded '/' or '&' of a query apart from the separators.
  const { pathname } = useLocation();
  const rest = pathname.replace(/^\/search\/?/i, '');
  // One request object per path: the results list starts over only when the path changes.
  const request = useMemo(() => parseSearchPath(rest), [rest]);
  return <SearchPage request={request} />;
}
