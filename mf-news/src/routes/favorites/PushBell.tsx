/**
 * The bell of a followed profile (spec 2 "Favorites rows", 4 "Bell"; issue "push alerts" 2): in
 * the favourites view, for readers not on iOS mobile. Without a push token it first asks the
 * shell for one (the permission flow, over the bus); then `PUT follows` switches push_on: 1 with
 * the success notice, 0 with the error-styled notice (spec 4, 8 favorites.subscribe /
 * favorites.unsubscribe). A refusal hides the bells; a browser that blocks notifications shows
 * 'A notificação está desativada para este site'.
 */
import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';
import { useT } from '../../i18n/messages';

const bellStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  padding: 0;
  color: ${palette.muted};
  background: none;
  border: 1px solid transparent;
  border-radius: 50%;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${palette.link};
    border-color: ${palette.link};
  }
  &:disabled {
    cursor: progress;
  }
`;

export function PushBell({
  name,
  on,
  busy,
  onToggle,
}: {
  name: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      css={bellStyle}
      aria-pressed={on}
      aria-label={t('favorites.bell', { name })}
      disabled={busy}
      aria-busy={busy}
      onClick={onToggle}
      data-push-bell
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
