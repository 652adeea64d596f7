import { useRemote, EmptyState, PageFrame, Skeleton, useLoad, useSession } from 'shared-contracts/remote-kit';
import { css } from '@emotion/react';
import { useCallback, useState } from 'react';
import { Link } from 'shared-contracts/router';
import { FOLLOWED_FEED_PATH } from 'shared-contracts';
import { getFavoritesTree } from './favoritesData';
import { FavoritesTree } from './FavoritesTree';
import { GuestOffer, SignInTip } from './GuestNotices';
import { useFollowing } from './useFollowing';
import { usePushBells } from './usePushBells';
import { useT } from '../../i18n/messages';

const navStyle = css`
  margin: 0 0 1rem;
  a {
    font-weight: 600;
  }
`;

/**
 * /favorites: the favourites tree with the reader's follows (spec 2 "Favorites rows", spec 4
 * "Follow"); guests see the sign-in tip (spec 6) and, after a follow, the unsaved-favourites offer.
 */
export function FavoritesPage() {
  const t = useT();
  const { api } = useRemote().services;
  const signedIn = useSession().signedIn;
  const following = useFollowing();
  const bells = usePushBells(following);
  const [attempt, setAttempt] = useState(0);
  const load = useCallback((signal: AbortSignal) => getFavoritesTree(api, signal), [api]);
  const tree = useLoad(`favorites/${signedIn}/${attempt}`, load);

  return (
    <PageFrame
      title={t('news.title.favorites')}
      ads="frame"
      busy={tree.status === 'loading'}
      nav={
        <p css={navStyle}>
          <Link to={FOLLOWED_FEED_PATH}>{t('favorites.myFeed')}</Link>
        </p>
      }
    >
      {!signedIn && <SignInTip />}
      {following.guestOffer && (
        <GuestOffer onContinue={following.continueAsGuest} onRegister={following.register} />
      )}
      {tree.status === 'loading' && <Skeleton label={t('news.loading')} height="24rem" lines={8} />}
      {tree.status === 'failed' && (
        <EmptyState
          action={
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('favorites.retry')}
            </button>
          }
        >
          {t('favorites.error')}
        </EmptyState>
      )}
      {tree.status === 'ready' &&
        (tree.data.length === 0 ? (
          <EmptyState>{t('news.empty.favorites')}</EmptyState>
        ) : (
          <FavoritesTree nodes={tree.data} following={following} bells={bells} />
        ))}
    </PageFrame>
  );
}
