/**
 * The reader's followed profiles, for the "derived followed" flag of autocomplete results (spec 3
 * "Search state") and the rule that search is blocked while favorites load (spec 4). The favorites
 * tree is asked for once, when the reader first reaches the search bar, not on every page load;
 * follows and unfollows announced on the bus afterwards keep the set current.
 */
import { useCallback, useEffect, useState } from 'react';
import { WIRE_CHECKS, type TopicLeaf, type TopicNode } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';

export const followKey = (profile: { context: string; id: string }): string =>
  `${profile.context}/${profile.id}`;

/** Followed profiles anywhere in the three-level tree (TopicTreeSchema). */
function followedKeys(nodes: readonly TopicNode[]): Set<string> {
  const keys = new Set<string>();
  const add = (node: Pick<TopicLeaf, 'followed' | 'profile'>) => {
    if (node.followed && node.profile) keys.add(followKey(node.profile));
  };
  for (const node of nodes) {
    add(node);
    for (const mid of node.nodes) {
      add(mid);
      mid.nodes.forEach(add);
    }
  }
  return keys;
}

export interface Followed {
  /** True while the favorites tree is on its way: searching waits (spec 4). */
  readonly loading: boolean;
  readonly keys: ReadonlySet<string>;
  /** Starts the one load; later calls do nothing. */
  readonly load: () => void;
}

export function useFollowed(): Followed {
  const { api } = useRemote().services;
  const { bus } = useRemote();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(() => {
    if (state !== 'idle') return;
    setState('loading');
    void api.request('v3/site/favorites', { check: WIRE_CHECKS.TopicTree }).then((result) => {
      // A failed load only loses the "followed" marks; it must not keep search blocked.
      if (result.ok) setKeys(followedKeys(result.data.nodes));
      else console.warn('[mf-news] search_favorites_failed', { status: result.status, code: result.code });
      setState('done');
    });
  }, [api, state]);

  useEffect(() => {
    const followed = bus.on('profile.followed', 1).subscribe((profile) => {
      setKeys((prev) => new Set(prev).add(followKey(profile)));
    });
    const unfollowed = bus.on('profile.unfollowed', 1).subscribe((profile) => {
      setKeys((prev) => {
        const next = new Set(prev);
        next.delete(followKey(profile));
        return next;
      });
    });
    return () => {
      followed.unsubscribe();
      unfollowed.unsubscribe();
    };
  }, [bus]);

  return { loading: state === 'loading', keys, load };
}
