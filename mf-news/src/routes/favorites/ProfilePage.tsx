import {
  useRemote,
  EmptyState,
  PageFrame,
  useLoad,
  useSession,
  plainList,
} from 'shared-contracts/remote-kit';
import { css } from '@emotion/react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'shared-contracts/router';
import type { FavoriteTopicSegment, TopicMid } from 'shared-contracts';
import { FavoriteRow } from './FavoriteRow';
import { GuestOffer } from './GuestNotices';
import { StoryPages } from '../../components/StoryPages';
import { createTopicLoader, getTopicNode, TOPIC_KEY } from './feeds';
import { useFollowing } from './useFollowing';
import { usePagedFeed } from '../../data/usePagedFeed';
import { useT } from '../../i18n/messages';
import { NotFoundPage } from '../NotFoundPage';

const listStyle = css`
  ${plainList}
  margin: 0 0 1.5rem;
`;
const headingStyle = css`
  margin: 1.5rem 0 0.5rem;
  font-size: 1.15rem;
`;

/**
 * A favourites node's page (spec 2: /favorites/{name}&{id}&{context}&{has_standings}&{canDrill}/{key}/feed):
 * its own follow row, its children when it drills deeper (spec 4), and its news.
 */
export function ProfilePage({ segment, nodeKey }: { segment: FavoriteTopicSegment; nodeKey: string }) {
  if (!TOPIC_KEY.test(nodeKey)) return <NotFoundPage />;
  return <NodePage key={nodeKey} segment={segment} nodeKey={nodeKey} />;
}

function NodePage({ segment, nodeKey }: { segment: FavoriteTopicSegment; nodeKey: string }) {
  const t = useT();
  const { api } = useRemote().services;
  const signedIn = useSession().signedIn;
  const following = useFollowing();
  const [loaded, setNode] = useState<TopicMid | null>(null);
  const load = useMemo(() => createTopicLoader(api, nodeKey, setNode), [api, nodeKey]);
  const feed = usePagedFeed(`favorites/${nodeKey}/${signedIn}`, load);
  // The node as the server rendered it (its feed's first page came with the page, unloaded here).
  const loadNode = useCallback((signal: AbortSignal) => getTopicNode(api, nodeKey, signal), [api, nodeKey]);
  const first = useLoad(`favorites-node/${nodeKey}`, loadNode);
  const node = loaded ?? (first.status === 'ready' ? first.data : null);
  const name = node?.name ?? segment.name;

  return (
    <PageFrame
      title={name}
      ads="page"
      busy={feed.phase === 'loading'}
      nav={
        <p>
          <Link to="/favorites">{t('favorites.back')}</Link>
        </p>
      }
    >
      {following.guestOffer && (
        <GuestOffer onContinue={following.continueAsGuest} onRegister={following.register} />
      )}
      {node && node.type !== 'label' && node.profile && (
        <ul css={listStyle}>
          <FavoriteRow node={{ ...node, canDrill: false }} following={following} />
        </ul>
      )}
      {node && node.nodes.length > 0 && (
        <>
          <h2 css={headingStyle}>{t('favorites.children', { name })}</h2>
          <ul css={listStyle}>
            {node.nodes.map((child) => (
              <FavoriteRow key={child.key} node={child} following={following} />
            ))}
          </ul>
        </>
      )}
      <h2 css={headingStyle}>{t('favorites.stories')}</h2>
      <StoryPages feed={feed} level={3} empty={<EmptyState>{t('news.feed.empty')}</EmptyState>} ads />
    </PageFrame>
  );
}
