import { useCallback, useState } from 'react';
import { useRemote } from 'shared-contracts/remote-kit';
import { useSignedIn } from '../data/useSignedIn';
import { useT } from '../i18n/useT';
import { followKey, profileOf, setFollowed, type FavoriteNode } from './data';

export interface Following {
  /** Whether the reader follows the node's profile (the tree's flag until the first change). */
  readonly isFollowed: (node: FavoriteNode) => boolean;
  /** Whether a follow call for the node is on its way. */
  readonly isBusy: (node: FavoriteNode) => boolean;
  readonly toggle: (node: FavoriteNode) => void;
  /** Spec 4: a guest who just followed is told favourites are unsaved (cleared by dismissOffer). */
  readonly guestOffer: boolean;
  readonly dismissOffer: () => void;
}

/**
 * Follow state of the favourites rows (spec 4 "Follow"): busy during the call, which shows the
 * asked state at once; on success the reader's whole list (the API's answer) becomes the truth,
 * 'profile.followed' / 'unfollowed' goes on the bus with a notice (success-styled on follow,
 * error-styled on unfollow, spec 4); a failure shows spec 8's subscribe error and puts the row
 * back as it was.
 */
export function useFollowing(): Following {
  const { bus } = useRemote();
  const { api } = useRemote().services;
  const signedIn = useSignedIn();
  const t = useT();
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  /** Calls on their way, with the state asked for (shown at once, reverted on failure). */
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [guestOffer, setGuestOffer] = useState(false);
  const [offerDismissed, setOfferDismissed] = useState(false);

  const isFollowed = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      if (!ref) return false;
      const key = followKey(ref);
      return pending.get(key) ?? (known ? known.has(key) : node.followed);
    },
    [known, pending],
  );

  const toggle = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      if (!ref) return;
      const key = followKey(ref);
      const next = !isFollowed(node);
      setPending((prev) => new Map(prev).set(key, next));
      void setFollowed(api, signedIn, ref, next).then((result) => {
        setPending((prev) => {
          const rest = new Map(prev);
          rest.delete(key);
          return rest;
        });
        if (!result.ok) {
          bus.publish('toast.show', 1, { status: 'error', message: t('favorites.errorfavoriting') });
          return;
        }
        setKnown(new Set(result.data.map(followKey)));
        bus.publish(next ? 'profile.followed' : 'profile.unfollowed', 1, { ...ref, name: node.name });
        bus.publish('toast.show', 1, {
          status: next ? 'success' : 'error',
          message: t(next ? 'favorites.favoriting' : 'favorites.unfavoriting', { name: node.name }),
        });
        if (next && !signedIn) setGuestOffer(true);
      });
    },
    [api, signedIn, bus, t, isFollowed],
  );

  const isBusy = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      return ref ? pending.has(followKey(ref)) : false;
    },
    [pending],
  );

  const dismissOffer = useCallback(() => setOfferDismissed(true), []);
  return { isFollowed, isBusy, toggle, guestOffer: guestOffer && !offerDismissed && !signedIn, dismissOffer };
}
