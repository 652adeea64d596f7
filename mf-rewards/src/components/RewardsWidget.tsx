/**
 * The header's rewards widget (spec 2 "Header": the rewards gift icon; spec 4 "Rewards"; spec 9:
 * 50 MB for 3 reads): a gift button with the reader's progress ring, as the server counts it,
 * that opens the rewards popup; the popup opens by itself when the reader completes the
 * programme. Hidden on paths containing jj_december (spec 2), when no campaign runs, and once the
 * reader got this period's bonus.
 */
import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { GiftFace, giftButtonStyle, useRemote } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { hidesRewardIcon, progressFrom } from '../data/programme';
import { useRewards } from '../data/useRewards';
import { RewardsPopup } from './RewardsPopup';
import { usePathname } from './usePathname';

const wrapperStyle = css`
  position: relative;
  display: inline-block;
  min-width: 44px;
  min-height: 44px;
`;

export function RewardsWidget() {
  const t = useT();
  const pathname = usePathname();
  const rewards = useRewards();
  const [open, setOpen] = useState<false | 'reader' | 'completion'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const { status, phase } = rewards;
  const progress = progressFrom(status);
  const completedNow = Boolean(status?.completed && !status.granted && status.campaign?.state === 'running');
  const autoOpened = useRef(false);

  // Loaded by a tap on the shell's gift (WIDGETS' `firstUse`): the tap opens the popup, once
  // the reader's standing is known.
  const { request } = useRemote();
  const launched = useRef(request?.source === 'launcher');
  useEffect(() => {
    if (!launched.current || !status?.campaign || status.granted) return;
    launched.current = false;
    setOpen((current) => current || 'reader');
  }, [status]);

  // Spec 4: the popup appears on completion (once).
  useEffect(() => {
    if (completedNow && !autoOpened.current) {
      autoOpened.current = true;
      setOpen('completion');
    }
  }, [completedNow]);

  const { dismiss } = rewards;
  const close = useCallback(() => {
    setOpen(false);
    dismiss();
    button.current?.focus();
  }, [dismiss]);

  // A submission the reader stopped waiting for ('too long' closed the popup) still ends: its
  // result shows the popup again (success, or the retry button) until the reader closes it.
  const shown = open || (phase === 'success' || phase === 'failed' ? 'completion' : false);
  if (hidesRewardIcon(pathname) || !status?.campaign) return null;
  // Spec 4: after a submission the icon hides; the result stays until the popup is closed.
  const iconHidden = status.granted;
  if (iconHidden && !(shown && phase === 'success')) return null;
  return (
    <div css={wrapperStyle} data-rewards-state={status.campaign.state}>
      {!iconHidden && (
        <button
          ref={button}
          type="button"
          css={giftButtonStyle}
          aria-label={t('rewards.button', { read: progress.read, required: progress.required })}
          aria-haspopup="dialog"
          aria-expanded={shown !== false}
          aria-controls={shown ? popupId : undefined}
          data-progress={progress.percent}
          onClick={() => setOpen((wasOpen) => (wasOpen ? false : 'reader'))}
        >
          <GiftFace percent={progress.percent} />
        </button>
      )}
      {shown && (
        <RewardsPopup id={popupId} rewards={rewards} takeFocus={shown === 'reader'} onClose={close} />
      )}
    </div>
  );
}
