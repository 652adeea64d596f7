/**
 * Following a league, team or athlete from any remote (spec 4 "Follow"): the follows call (spec 7,
 * `follows` signed in, `follows_anon` as a guest), 'profile.followed' / 'profile.unfollowed' on
 * the bus, a notice (success-styled on follow, error-styled on unfollow, spec 4; spec 8's error
 * on failure), and for a guest who just followed the offer to register (spec 4, 6) until the
 * reader answers it. Remotes keep only how the button and the offer look.
 *
 * The remote's catalogue holds the notices: favorites.favoriting, favorites.unfavoriting (with
 * {name}) and favorites.errorfavoriting.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Follow, ProfileRef } from '../api/index';
// From the shared module, not a copy bundled into each remote: the response checks it brings
// are loaded once per page.
import { setFollowed } from 'shared-contracts';
import { useRemote } from './context';
import { useSession } from './useSession';

export interface FollowedProfile extends ProfileRef {
  readonly name: string;
}

export interface FollowFlow {
  readonly signedIn: boolean;
  /**
   * Follows (`follow` true) or unfollows the profile and tells the reader; answers the reader's
   * whole list, or undefined when the call failed (the reader has been told).
   */
  readonly change: (profile: FollowedProfile, follow: boolean) => Promise<readonly Follow[] | undefined>;
  /** A guest just followed and has not yet answered the offer to register. */
  readonly guestOffer: boolean;
  readonly continueAsGuest: () => void;
  /** Opens the accounts remote's registration sheet over the bus (remotes never import each other). */
  readonly register: () => void;
}

/** `source` names where the registration was asked for ('news.favorites', 'sports.follow'). */
export function useFollowFlow(source: string): FollowFlow {
  const { bus, services } = useRemote();
  const intl = useIntl();
  const { signedIn } = useSession();
  const [followedAsGuest, setFollowedAsGuest] = useState(false);
  const [answered, setAnswered] = useState(false);

  const change = useCallback(
    async (profile: FollowedProfile, follow: boolean) => {
      const { id, context, name } = profile;
      const result = await setFollowed(services.api, signedIn, { id, context }, follow);
      if (!result.ok) {
        bus.publish('toast.show', 1, {
          status: 'error',
          message: intl.formatMessage({ id: 'favorites.errorfavoriting' }),
        });
        return undefined;
      }
      bus.publish(follow ? 'profile.followed' : 'profile.unfollowed', 1, { id, context, name });
      bus.publish('toast.show', 1, {
        status: follow ? 'success' : 'error',
        message: intl.formatMessage(
          { id: follow ? 'favorites.favoriting' : 'favorites.unfavoriting' },
          { name },
        ),
      });
      if (follow && !signedIn) setFollowedAsGuest(true);
      return result.data;
    },
    [bus, services.api, signedIn, intl],
  );

  const continueAsGuest = useCallback(() => setAnswered(true), []);
  const register = useCallback(() => {
    setAnswered(true);
    bus.publish('accounts.registerRequested', 1, { source });
  }, [bus, source]);

  return {
    signedIn,
    change,
    guestOffer: followedAsGuest && !answered && !signedIn,
    continueAsGuest,
    register,
  };
}
