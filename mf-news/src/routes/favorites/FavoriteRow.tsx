import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import { favoriteTopicPath, isHttpUrl, isSitePath } from 'shared-contracts';
import { useT } from '../../i18n/messages';
import { profileOf, type FavoriteNode } from './favoritesData';
import { PushBell } from './PushBell';
import type { PushBells } from './usePushBells';
import type { Following } from './useFollowing';

const rowStyle = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3.5rem;
  padding: 0.25rem 0;
  border-bottom: 1px solid ${palette.border};
  label,
  .name {
    display: flex;
    flex: 1;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    color: ${palette.text};
    cursor: pointer;
  }
  .name {
    cursor: default;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${palette.link};
    cursor: pointer;
  }
  input:disabled {
    cursor: progress;
  }
`;
const photoStyle = css`
  width: 2rem;
  height: 2rem;
  flex: none;
  object-fit: contain;
  border-radius: 50%;
  background: ${palette.skeleton};
`;
const chevronStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  color: ${palette.link};
  border-radius: 50%;
  &:hover {
    background: ${palette.skeleton};
  }
`;

function Photo({ src }: { src: string | null | undefined }) {
  // The name is next to it: the photo is decorative. Wire URLs reach src only when safe.
  if (!src || !(isSitePath(src) || isHttpUrl(src))) return <span css={photoStyle} aria-hidden="true" />;
  return <img css={photoStyle} src={src} alt="" width={32} height={32} loading="lazy" />;
}

/**
 * One favourites row (spec 2 "Favorites rows"): photo, name, a checkbox named by the name for a
 * followable node (labels have none, spec 3), the bell of a followed one in the favourites view,
 * and a chevron link for a drillable one (spec 4:
 * "Drillable node opens deeper; non-drillable non-label node toggles on click").
 */
export function FavoriteRow({
  node,
  following,
  bells,
}: {
  node: FavoriteNode;
  following: Following;
  /** The favourites view's bells (spec 2: only there); none elsewhere. */
  bells?: PushBells;
}) {
  const t = useT();
  const id = useId();
  const followable = profileOf(node) !== null;
  const photo = <Photo src={node.profile?.photo.small} />;
  return (
    <li css={rowStyle}>
      {followable ? (
        <label htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={following.isFollowed(node)}
            disabled={following.isBusy(node)}
            aria-busy={following.isBusy(node)}
            onChange={() => following.toggle(node)}
          />
          {photo}
          <span>{node.name}</span>
        </label>
      ) : (
        <span className="name">
          {photo}
          <span>{node.name}</span>
        </span>
      )}
      {bells?.shown && followable && following.isFollowed(node) ? (
        <PushBell
          name={node.name}
          on={bells.isOn(node)}
          busy={bells.isBusy(node)}
          onToggle={() => bells.toggle(node)}
        />
      ) : null}
      {node.canDrill && (
        <Link
          css={chevronStyle}
          to={favoriteTopicPath(node)}
          aria-label={t('favorites.open', { name: node.name })}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
            <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Link>
      )}
    </li>
  );
}
