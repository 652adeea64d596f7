/**
 * The header's rewards gift before the rewards widget has loaded (WIDGETS' `firstUse`): the same
 * 44 px button, gift and empty ring as the widget's, rendered by the shell (on the server too) so
 * that the programme shows to every reader while its code stays off the first view. A tap loads
 * the widget, which opens its popup; the widget then takes the slot's place.
 */
import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/catalogues';
import { Icon } from './Icon';

const RADIUS = 20;

const buttonStyle = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  color: ${palette.link};
  background: ${palette.surface};
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  svg:first-of-type {
    position: absolute;
    inset: 0;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${palette.surface};
    box-shadow: 0 0 0 6px ${palette.link};
  }
`;

export function GiftLauncher({ busy, onOpen }: { readonly busy: boolean; readonly onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      css={buttonStyle}
      aria-label={t('header.rewards')}
      aria-haspopup="dialog"
      aria-busy={busy}
      data-rewards-launcher=""
      onClick={onOpen}
    >
      <svg width={44} height={44} viewBox="0 0 44 44" aria-hidden="true" focusable="false">
        <circle cx="22" cy="22" r={RADIUS} fill="none" stroke={palette.border} strokeWidth="3" />
      </svg>
      <Icon name="gift" size={20} />
    </button>
  );
}
