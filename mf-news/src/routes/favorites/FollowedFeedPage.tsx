import {
  useRemote,
  EmptyState,
  PageFrame,
  Skeleton,
  useHydrated,
  useLoad,
  useSession,
} from 'shared-contracts/remote-kit';
import { css } from '@emotion/react';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'shared-contracts/router';
import {
  followedFeedPath,
  FOLLOWED_FEED_PATH,
  followedFrom,
  followedKey,
  type ProfileRef,
} from 'shared-contracts';
import { getFollows } from './favoritesData';
import { createProfileLoader } from './feeds';
import { StoryPages } from '../../components/StoryPages';
import { usePagedFeed } from '../../data/usePagedFeed';
import { useT } from '../../i18n/messages';
import { FeedList } from '../FeedList';
import { NotFoundPage } from '../NotFoundPage';
import { chipLinksStyle } from '../../components/chipLinks';

const chipsStyle = [
  chipLinksStyle,
  css`
    margin: 0 0 1.25rem;
  `,
];

/**
 * /favorites/{name?}/{selected?}/feed (spec 2): the news of the reader's follows, all together
 * (the "Seguindo" feed) or of one selected follow ('{context}-{id}').
 */
export function FollowedFeedPage() {
  const t = useT();
  const { second } = useParams();
  const selected = second === undefined ? null : followedFrom(second);
  const hydrated = useHydrated();
  if (second !== undefined && !selected) return <NotFoundPage />;
  // The reader's own follows: the server renders the page's frame, the browser the feed.
  if (!hydrated) {
    return (
      <PageFrame title={t('favorites.myFeed')} busy>
        <Skeleton label={t('news.loading')} height="24rem" lines={8} />
      </PageFrame>
    );
  }
  return <FollowedFeed selected={selected} />;
}

function FollowedFeed({ selected }: { selected: ProfileRef | null }) {
  const t = useT();
  const { api } = useRemote().services;
  const signedIn = useSession().signedIn;
  const load = useCallback((signal: AbortSignal) => getFollows(api, signedIn, signal), [api, signedIn]);
  const follows = useLoad(`follows/${signedIn}`, load);

  const list = follows.status === 'ready' ? follows.data : [];
  const current = selected && list.find((f) => f.id === selected.id && f.context === selected.context);
  return (
    <PageFrame
      title={current ? current.name : t('favorites.myFeed')}
      ads="page"
      nav={
        list.length > 0 && (
          <nav aria-label={t('favorites.followedNav')}>
            <ul css={chipsStyle}>
              <li>
                <Link to={FOLLOWED_FEED_PATH} aria-current={selected ? undefined : 'page'}>
                  {t('favorites.allFollowed')}
                </Link>
              </li>
              {list.map((follow) => (
                <li key={followedKey(follow)}>
                  <Link to={followedFeedPath(follow)} aria-current={current === follow ? 'page' : undefined}>
                    {follow.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      }
    >
      {selected ? <ProfileFeed profile={selected} /> : <FeedList source="myfeed" />}
    </PageFrame>
  );
}

function ProfileFeed({ profile }: { profile: ProfileRef }) {
  const { api } = useRemote().services;
  const { context, id } = profile;
  const load = useMemo(() => createProfileLoader(api, { context, id }), [api, context, id]);
  const feed = usePagedFeed(`profile/${context}/${id}`, load);
  const t = useT();
  return <StoryPages feed={feed} level={2} empty={<EmptyState>{t('news.feed.empty')}</EmptyState>} ads />;
}
