/**
 * The header's rewards widget (spec 2 "Header": the rewards gift icon; spec 9: 50 MB for 3 reads):
 * a gift button with the reader's progress ring that opens the rewards popup. Hidden on paths
 * containing jj_december (spec 2).
 */
import { css } from '@emotion/react';
import { useCallback, useId, useRef, useState } from 'react';
import { GiftIcon } from './GiftIcon';
import { ProgressRing } from './ProgressRing';
import { palette } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { hidesRewardIcon, NO_PROGRESS } from '../data/programme';
import { RewardsPopup } from './RewardsPopup';
import { usePathname } from './usePathname';

const wrapperStyle = css`
  position: relative;
  display: inline-block;
`;

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
  &:focus-visible {
    outline: 3px solid ${palette.surface};
    box-shadow: 0 0 0 6px ${palette.link};
  }
`;

export function RewardsWidget() {
  const t = useT();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const progress = NO_PROGRESS;

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  if (hidesRewardIcon(pathname)) return null;
  return (
    <div css={wrapperStyle}>
      <button
        ref={button}
        type="button"
        css={buttonStyle}
        aria-label={t('rewards.button', { read: progress.read, required: progress.required })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <ProgressRing percent={progress.percent} />
        <GiftIcon />
      </button>
      {open && <RewardsPopup id={popupId} progress={progress} onClose={close} />}
    </div>
  );
}
