import { useCallback, useEffect, useRef, useState } from 'react';
import type { Follow } from 'shared-contracts';
import { useFollowFlow, useHydrated, useRemote } from 'shared-contracts/remote-kit';
import { followKey, getFollows, profileOf, type FavoriteNode } from './favoritesData';

export interface Following {
  /** Whether the reader follows the node's profile (the tree's flag until the first change). */
  readonly isFollowed: (node: FavoriteNode) => boolean;
  /** Whether a follow call for the node is on its way. */
  readonly isBusy: (node: FavoriteNode) => boolean;
  readonly toggle: (node: FavoriteNode) => void;
  /**
   * Whether this device's alerts are on for the node's profile (its follow's push_on), from the
   * reader's follows once they are known (false for a profile not among them); undefined before.
   */
  readonly pushOn: (node: FavoriteNode) => boolean | undefined;
  /** Makes an API answer that carries the reader's whole list (a bell's change) the truth. */
  readonly adopt: (follows: readonly Follow[]) => void;
  /** Spec 4: a guest who just followed is told favourites are unsaved (the kit's follow flow). */
  readonly guestOffer: boolean;
  readonly continueAsGuest: () => void;
  readonly register: () => void;
}

/** The reader's follows by profile key, with whether each alerts this device (push_on). */
const byKey = (follows: readonly Follow[]): ReadonlyMap<string, boolean> =>
  new Map(follows.map((follow) => [followKey(follow), follow.push_on === 1] as const));

/**
 * Follow state of the favourites rows (spec 4 "Follow"): the reader's follows once the page runs
 * (the server's HTML is every reader's), loaded once for the rows and their bells; busy during
 * the call, which shows the asked state at once; on success the reader's whole list (the API's
 * answer) becomes the truth; a failure puts the row back as it was. The call, the bus events, the
 * notices and the guest offer are the remote kit's follow flow.
 */
export function useFollowing(): Following {
  const flow = useFollowFlow('news.favorites');
  const { change } = flow;
  /** The reader's follows (key to push_on), null until the first answer. */
  const [known, setKnown] = useState<ReadonlyMap<string, boolean> | null>(null);
  /** Answers adopted so far: a load asked before a change must not undo it when it lands. */
  const changes = useRef(0);
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
    const asked = changes.current;
    void getFollows(api, signedIn, controller.signal).then((result) => {
      if (!controller.signal.aborted && result.ok && changes.current === asked) setKnown(byKey(result.data));
    });
    return () => controller.abort();
  }, [api, signedIn, hydrated]);

  const adopt = useCallback((follows: readonly Follow[]) => {
    changes.current += 1;
    setKnown(byKey(follows));
  }, []);

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
        if (follows) adopt(follows);
      });
    },
    [adopt, change, isFollowed],
  );

  const isBusy = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      return ref ? pending.has(followKey(ref)) : false;
    },
    [pending],
  );

  const pushOn = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      if (!known) return undefined;
      return ref ? (known.get(followKey(ref)) ?? false) : false;
    },
    [known],
  );

  return {
    isFollowed,
    isBusy,
    toggle,
    pushOn,
    adopt,
    guestOffer: flow.guestOffer,
    continueAsGuest: flow.continueAsGuest,
    register: flow.register,
  };
}
