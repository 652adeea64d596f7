import { css } from '@emotion/react';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PageFrame, palette, useLoad } from 'shared-contracts/remote-kit';
import type { Follow, ProfileRef } from 'shared-contracts';
import { getFollows } from '../../favorites/data';
import { createProfileLoader, selectedKey } from '../../favorites/feeds';
import { StoryList } from '../../favorites/StoryList';
import { useApi } from '../../data/useApi';
import { usePagedFeed } from '../../data/usePagedFeed';
import { useSignedIn } from '../../data/useSignedIn';
import { useT } from '../../i18n/useT';
import { FeedList } from '../FeedList';
import { NotFoundPage } from '../NotFoundPage';

const chipsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 1rem;
    border: 1px solid ${palette.border};
    border-radius: 999px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: #ffffff;
    background: ${palette.link};
    border-color: ${palette.link};
  }
`;

const SELECTED = /^(entities|leagues|teams)-([A-Za-z0-9][A-Za-z0-9_.:-]{0,127})$/;

function parseSelected(value: string): ProfileRef | null {
  const match = SELECTED.exec(value);
  if (!match) return null;
  const [, context, id = ''] = match;
  return context === 'entities' || context === 'leagues' || context === 'teams' ? { context, id } : null;
}

const followedHref = (follow: Follow): string =>
  `/favorites/${encodeURIComponent(follow.name)}/${selectedKey(follow)}/feed`;

/**
 * /favorites/{name?}/{selected?}/feed (spec 2): the news of the reader's follows, all together
 * (the "Seguindo" feed) or of one selected follow ('{context}-{id}').
 */
export function FollowedFeedPage() {
  const t = useT();
  const api = useApi();
  const signedIn = useSignedIn();
  const { second } = useParams();
  const selected = second === undefined ? null : parseSelected(second);
  const load = useCallback((signal: AbortSignal) => getFollows(api, signedIn, signal), [api, signedIn]);
  const follows = useLoad(`follows/${signedIn}`, load);
  if (second !== undefined && !selected) return <NotFoundPage />;

  const list = follows.status === 'ready' ? follows.data : [];
  const current = selected && list.find((f) => f.id === selected.id && f.context === selected.context);
  return (
    <PageFrame
      title={current ? current.name : t('favorites.myFeed')}
      nav={
        list.length > 0 && (
          <nav aria-label={t('favorites.followedNav')}>
            <ul css={chipsStyle}>
              <li>
                <Link to="/favorites/feed" aria-current={selected ? undefined : 'page'}>
                  {t('favorites.allFollowed')}
                </Link>
              </li>
              {list.map((follow) => (
                <li key={selectedKey(follow)}>
                  <Link to={followedHref(follow)} aria-current={current === follow ? 'page' : undefined}>
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
  const api = useApi();
  const { context, id } = profile;
  const load = useMemo(() => createProfileLoader(api, { context, id }), [api, context, id]);
  const feed = usePagedFeed(`profile/${context}/${id}`, load);
  return <StoryList feed={feed} level={2} />;
}
