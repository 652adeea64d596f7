import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { palette, useFollowFlow, useRemote, type FollowedProfile } from 'shared-contracts/remote-kit';
import { getFollows, isFollowing } from 'shared-contracts';
import { useT } from '../i18n/messages';

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
 * busy during the call; the call, its notices and the guests' offer to register are the remote
 * kit's follow flow.
 */
export function FollowButton({ profile }: { profile: FollowedProfile }) {
  const { services } = useRemote();
  const t = useT();
  const flow = useFollowFlow('sports.follow');
  const { signedIn, change } = flow;
  const [followed, setFollowedState] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // Secondary data: if the list cannot be read the button starts as "follow".
    void getFollows(services.api, signedIn, controller.signal).then((result) => {
      if (result.ok && !controller.signal.aborted)
        setFollowedState(isFollowing(result.data, { id: profile.id, context: profile.context }));
    });
    return () => controller.abort();
  }, [services.api, signedIn, profile.id, profile.context]);

  async function toggle() {
    setBusy(true);
    const follows = await change(profile, !followed);
    setBusy(false);
    if (follows) setFollowedState(isFollowing(follows, profile));
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
        {t(followed ? 'follow.label.unfollow' : 'follow.label.follow', { name: profile.name })}
      </button>
      {flow.guestOffer && (
        <p css={guestStyle} role="status">
          {t('favorites.guestUnsaved')}
          <button type="button" onClick={flow.continueAsGuest}>
            {t('favorites.continueGuest')}
          </button>
          <button type="button" onClick={flow.register}>
            {t('favorites.register')}
          </button>
        </p>
      )}
    </div>
  );
}
