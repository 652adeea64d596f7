import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { palette, useRemote } from 'shared-contracts/remote-kit';
import type { ProfileRef } from 'shared-contracts';
import { getFollows, isFollowing, setFollowed } from './data';
import { useSession } from './useSession';

const buttonStyle = css`
  font: inherit;
  padding: 0.4rem 0.9rem;
  border: 1px solid ${palette.link};
  border-radius: 999px;
  background: ${palette.surface};
  color: ${palette.link};
  cursor: pointer;
  &[data-followed='true'] {
    background: ${palette.link};
    color: #ffffff;
  }
  &:disabled {
    cursor: progress;
  }
`;

const guestStyle = css`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  button {
    font: inherit;
    margin-left: 0.5rem;
    border: 0;
    background: none;
    color: ${palette.link};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * Follow or unfollow a league or team from a sports page (spec 4 "Follow"): a toggle button,
 * busy during the call, a success notice on follow and an error-styled one on unfollow
 * (favorites.favoriting / unfavoriting), and for guests the offer to register (spec 4, 6).
 */
export function FollowButton({ profile }: { profile: ProfileRef & { readonly name: string } }) {
  const { bus, services } = useRemote();
  const intl = useIntl();
  const session = useSession();
  const signedIn = session?.signedIn ?? false;
  const [followed, setFollowedState] = useState(false);
  const [busy, setBusy] = useState(false);
  const [guestOffer, setGuestOffer] = useState(false);

  useEffect(() => {
    if (!session) return;
    const controller = new AbortController();
    // Secondary data: if the list cannot be read the button starts as "follow".
    void getFollows(services.api, session.signedIn, controller.signal).then((result) => {
      if (result.ok && !controller.signal.aborted)
        setFollowedState(isFollowing(result.data, { id: profile.id, context: profile.context }));
    });
    return () => controller.abort();
  }, [services.api, session, profile.id, profile.context]);

  async function toggle() {
    const next = !followed;
    setBusy(true);
    const result = await setFollowed(services.api, signedIn, profile, next);
    setBusy(false);
    if (!result.ok) {
      bus.publish('toast.show', 1, {
        status: 'error',
        message: intl.formatMessage({ id: 'favorites.errorfavoriting' }),
      });
      return;
    }
    setFollowedState(isFollowing(result.data, profile));
    const ref = { id: profile.id, context: profile.context, name: profile.name };
    bus.publish(next ? 'profile.followed' : 'profile.unfollowed', 1, ref);
    bus.publish('toast.show', 1, {
      status: next ? 'success' : 'error',
      message: intl.formatMessage(
        { id: next ? 'favorites.favoriting' : 'favorites.unfavoriting' },
        { name: profile.name },
      ),
    });
    setGuestOffer(next && !signedIn);
  }

  return (
    <div>
      <button
        type="button"
        css={buttonStyle}
        data-followed={followed}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {/* The name is in the visible text: an event page has several follow buttons. */}
        {intl.formatMessage(
          { id: followed ? 'follow.label.unfollow' : 'follow.label.follow' },
          { name: profile.name },
        )}
      </button>
      {guestOffer && (
        <p css={guestStyle} role="status">
          {intl.formatMessage({ id: 'favorites.guestUnsaved' })}
          <button type="button" onClick={() => setGuestOffer(false)}>
            {intl.formatMessage({ id: 'favorites.continueGuest' })}
          </button>
          <button
            type="button"
            onClick={() => {
              setGuestOffer(false);
              bus.publish('accounts.registerRequested', 1, { source: 'sports.follow' });
            }}
          >
            {intl.formatMessage({ id: 'favorites.register' })}
          </button>
        </p>
      )}
    </div>
  );
}
