/**
 * The bells of the favourites rows (spec 4 "Bell", issue "push alerts" 2): which followed profiles
 * alert this device (push_on of the reader's follows, which the page's follow state loads once;
 * the tree's no-reader flag until they arrive), and the toggle: a token first (asked of the shell
 * over the bus when none is held), then `PUT follows` with push_on 1 or 0, whose answer becomes
 * the reader's follows, and the spec's notices.
 */
import { useCallback, useState } from 'react';
import { firstValueFrom, of, take, timeout } from 'rxjs';
import { COOKIES, readCookie, setPush, type EventPayload } from 'shared-contracts';
import { useHydrated, useRemote, useSession } from 'shared-contracts/remote-kit';
import { useT } from '../../i18n/messages';
import { followKey, profileOf, type FavoriteNode } from './favoritesData';
import type { Following } from './useFollowing';

export interface PushBells {
  /** False where bells are not shown: iOS mobile, no push support, the reader refused. */
  readonly shown: boolean;
  readonly isOn: (node: FavoriteNode) => boolean;
  readonly isBusy: (node: FavoriteNode) => boolean;
  readonly toggle: (node: FavoriteNode) => void;
}

type TokenAnswer = EventPayload<'push.tokenChanged', 1>;

const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  !/\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent);

export function usePushBells({ pushOn, adopt }: Pick<Following, 'pushOn' | 'adopt'>): PushBells {
  const t = useT();
  const { bus, services } = useRemote();
  const signedIn = useSession().signedIn;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState(false);
  // After hydration only: the server renders no bells (it cannot know the browser).
  const hydrated = useHydrated();
  const shown =
    hydrated && !refused && pushSupported() && readCookie(document.cookie, COOKIES.pushChoice) !== 'denied';

  const isOn = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      // The server rendered the tree for no reader and no device: this device's own follows win.
      return ref ? (pushOn(node) ?? node.push_on === 1) : false;
    },
    [pushOn],
  );

  const toggle = useCallback(
    (node: FavoriteNode) => {
      const ref = profileOf(node);
      if (!ref) return;
      const key = followKey(ref);
      const next = !isOn(node);
      const done = () =>
        setBusy((prev) => {
          const rest = new Set(prev);
          rest.delete(key);
          return rest;
        });
      setBusy((prev) => new Set(prev).add(key));
      void (async () => {
        if (next && !readCookie(document.cookie, COOKIES.deviceToken)) {
          // The shell answers once the reader has answered the browser; a bell never stays busy.
          const answer: Promise<TokenAnswer> = firstValueFrom(
            bus
              .on('push.tokenChanged', 1)
              .pipe(
                take(1),
                timeout({ first: 120_000, with: () => of<TokenAnswer>({ status: 'unavailable' }) }),
              ),
          );
          bus.publish('push.tokenRequested', 1, { source: 'news.favorites' });
          const { status } = await answer;
          if (status === 'blocked') {
            setRefused(true);
            bus.publish('toast.show', 1, { message: t('favorites.pushBlocked'), status: 'error' });
          }
          if (status === 'consent')
            bus.publish('toast.show', 1, { message: t('favorites.pushConsent'), status: 'info' });
          if (status !== 'granted') return done();
        }
        const result = await setPush(services.api, signedIn, ref, next);
        done();
        if (!result.ok) {
          bus.publish('toast.show', 1, { message: t('favorites.errorfavoriting'), status: 'error' });
          return;
        }
        adopt(result.data);
        bus.publish('toast.show', 1, {
          message: `${node.name} ${t(next ? 'favorites.subscribe' : 'favorites.unsubscribe')}`,
          status: next ? 'success' : 'error',
        });
      })();
    },
    [adopt, bus, isOn, services.api, signedIn, t],
  );

  return {
    shown,
    isOn,
    isBusy: (node) => (profileOf(node) ? busy.has(followKey(profileOf(node)!)) : false),
    toggle,
  };
}
