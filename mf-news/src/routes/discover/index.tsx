/**
 * The /discover/* pages (spec 2 "Discover", spec 4 "Discover"): the topic tree, drilled through a
 * breadcrumb of selected nodes. The Olympic special case is route middleware (spec 4): a feed path
 * of the Olympics profile goes on to /discover/olympic/feed/{id}, which mf-sports owns.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'shared-contracts/router';
import { WIRE_CHECKS } from 'shared-contracts';
import { useLoad, useRemote, withSectionTexts } from 'shared-contracts/remote-kit';
import { OLYMPIC_PROFILE_ID, olympicPath, parseDiscoverPath } from './discoverPaths';
import { DiscoverPage } from './DiscoverPage';
import { discover } from '../../i18n/discover';

function DiscoverSectionPages() {
  const { pathname } = useLocation();
  const { navigate } = useRemote().services;
  const { api } = useRemote().services;
  const view = useMemo(() => parseDiscoverPath(pathname.replace(/^\/discover\/?/i, '')), [pathname]);
  const olympic = view.kind === 'feed' && view.id === OLYMPIC_PROFILE_ID ? olympicPath(view.id) : null;

  useEffect(() => {
    if (olympic) navigate(olympic);
  }, [olympic, navigate]);

  const loadTree = useCallback(
    (signal: AbortSignal) => api.request('v3/site/discover', { check: WIRE_CHECKS.TopicTree, signal }),
    [api],
  );
  const tree = useLoad('discover', loadTree);

  if (olympic) return null;
  return <DiscoverPage view={view} tree={tree} />;
}

/** The section with its own texts (../../i18n/discover.ts), which only its route chunk carries. */
export const DiscoverSection = withSectionTexts(discover.pt, DiscoverSectionPages);
