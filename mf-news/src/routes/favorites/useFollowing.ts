import { useCallback, useEffect, useState } from 'react';
import { useFollowFlow, useHydrated, useRemote } from 'shared-contracts/remote-kit';
import { followKey, getFollows, profileOf, type FavoriteNode } from './favoritesData';

export interface Following {
  /** Whether the reader follows the node's profile (the tree's flag until the first change). */
  readonly isFollowed: (node: FavoriteNode) => boolean;
  /** Whether a follow call for the node is on its way. */
  readonly isBusy: (node: FavoriteNode) => boolean;
  readonly toggle: (node: FavoriteNode) => void;
  /** Spec 4: a guest who just followed is told favourites are unsaved (the kit's follow flow). */
  readonly guestOffer: boolean;
  readonly continueAsGuest: () => void;
  readonly register: () => void;
}

/**
 * Follow state of the favourites rows (spec 4 "Follow"): the reader's follows once the page runs
 * (the server's HTML is every reader's); busy during the call, which shows the
 * asked state at once; on success the reader's whole list (the API's answer) becomes the truth;
 * a failure puts the row back as it was. The call, the bus events, the notices and the guest
 * offer are the remote kit's follow flow.
 */
export function useFollowing(): Following {
  const flow = useFollowFlow('news.favorites');
  const { change } = flow;
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  /** Calls on their way, with the state asked for (shown at once, reverted on failure). */
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const { api } = useRemote().services;
  const hydrated = useHydrated();
  const { signedIn } = flow;

  // The server rendered the tree for no reader in particular: once the page runs, the reader's
  // own follows say which rows are followed.
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    void getFollows(api, signedIn, controller.signal).then((result) => {
      if (!controller.signal.aborted && result.ok) setKnown(new Set(result.data.map(followKey)));
    });
    return () => controller.abort();
  }, [api, signedIn, hydrated]);

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
      void change({ ...ref, name: node.name }, next).then((follows) => {
        setPending((prev) => {
          const rest = new Map(prev);
          rest.delete(key);
          return rest;
        });
        if (follows) setKnown(new Set(follows.map(followKey)));
      });
    },
    [change, isFollowed],
  );

  const isBusy = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      return ref ? pending.has(followKey(ref)) : false;
    },
    [pending],
  );

  return {
    isFollowed,
    isBusy,
    toggle,
    guestOffer: flow.guestOffer,
    continueAsGuest: flow.continueAsGuest,
    register: flow.register,
  };
}
