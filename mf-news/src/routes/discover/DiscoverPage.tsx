/**
 * One discover page: the breadcrumb, then the sub-topics of the last selected node (label route)
 * and its news (label and feed routes). The root lists the top of the tree.
 */
import { useRemote, EmptyState, PageFrame, Skeleton, type Load } from 'shared-contracts/remote-kit';
import { useMemo } from 'react';
import type { TopicTreeSchema } from 'shared-contracts';
import type { Static } from '@sinclair/typebox';
import { Breadcrumb } from './Breadcrumb';
import type { DiscoverView } from './discoverPaths';
import { createNodeNewsLoader } from './nodeNews';
import { childrenOf, resolveCrumbs, type AnyNode } from './resolveCrumbs';
import { TopicList } from './TopicList';
import { useT } from '../../i18n/messages';
import { PagedStories } from '../../components/PagedStories';

type Tree = Static<typeof TopicTreeSchema>;

function NodeNews({ node }: { node: AnyNode }) {
  const t = useT();
  const { api } = useRemote().services;
  const load = useMemo(() => createNodeNewsLoader(api, node.key), [api, node.key]);
  return (
    <>
      <h2>{t('discover.news', { name: node.name })}</h2>
      <PagedStories pagesKey={`discover/${node.key}`} load={load} empty={t('news.feed.empty')} />
    </>
  );
}

export function DiscoverPage({ view, tree }: { view: DiscoverView; tree: Load<Tree> }) {
  const t = useT();
  const title = t('news.title.discover');
  if (tree.status !== 'ready') {
    return (
      <PageFrame title={title} busy={tree.status === 'loading'}>
        {tree.status === 'loading' ? (
          <Skeleton label={t('news.loading')} height="16rem" lines={6} />
        ) : (
          <EmptyState>{t('discover.error')}</EmptyState>
        )}
      </PageFrame>
    );
  }
  const path =
    view.kind === 'label' || view.kind === 'feed' ? resolveCrumbs(tree.data.nodes, view.crumbs) : [];
  const current = path?.at(-1);
  if (view.kind === 'unknown' || !path) {
    return (
      <PageFrame title={title} nav={<Breadcrumb path={[]} />}>
        <EmptyState>{t('discover.unknown')}</EmptyState>
      </PageFrame>
    );
  }
  const children = current ? childrenOf(current) : tree.data.nodes;
  return (
    <PageFrame title={current?.name ?? title} nav={<Breadcrumb path={path} />} ads="frame">
      {view.kind !== 'feed' && children.length > 0 && (
        <>
          <h2>{t('discover.topics')}</h2>
          <TopicList path={path} nodes={children} />
        </>
      )}
      {current && <NodeNews key={current.key} node={current} />}
    </PageFrame>
  );
}
