import { css, keyframes } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { focusRing, NavigateLink, palette, ProgressRing } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { BONUS_MEGABYTES, finalTarget, progressFrom } from '../data/programme';
import type { Rewards } from '../data/useRewards';

const popupStyle = css`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: 950;
  width: min(20rem, calc(100vw - 2rem));
  padding: 1.25rem 1rem 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  color: ${palette.text};
  text-align: left;
  background: ${palette.surface};
  border: 1px solid ${palette.border};
  border-radius: 12px;
  box-shadow: 0 8px 24px rgb(16 24 40 / 18%);
  h2 {
    margin: 0;
    padding-right: 2.5rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${palette.muted};
  }
  ${focusRing}
`;
const progressStyle = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;
const closeStyle = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  width: 44px;
  height: 44px;
  font-size: 1.5rem;
  color: ${palette.text};
  background: transparent;
  border: 0;
  cursor: pointer;
`;
const linkStyle = css`
  align-self: flex-start;
  color: ${palette.link};
  font-weight: 600;
`;
const actionStyle = css`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 1.25rem;
  display: inline-flex;
  align-items: center;
  font: inherit;
  font-weight: 600;
  color: #ffffff;
  background: ${palette.link};
  border: 0;
  border-radius: 6px;
  cursor: pointer;
  text-decoration: none;
`;
/** Spec 4: a failed submission offers a red retry button (#b42318 on white: 6.6:1). */
const retryStyle = css`
  ${actionStyle};
  background: #b42318;
`;
const spin = keyframes`to { transform: rotate(360deg); }`;
const spinnerStyle = css`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border: 3px solid ${palette.border};
  border-top-color: ${palette.link};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;
const tooLongStyle = css`
  align-self: flex-start;
  padding: 0;
  font: inherit;
  color: ${palette.link};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

export interface RewardsPopupProps {
  readonly id: string;
  readonly rewards: Rewards;
  /** Move focus into the popup (opened by the reader, not on completion while reading). */
  readonly takeFocus: boolean;
  /** Closes the popup; the owner gives focus back to the button. */
  readonly onClose: () => void;
}

/**
 * The rewards popup (spec 2 "Popups", spec 4 "Rewards"): the programme and the reader's progress as
 * the server counts it; on completion Confirm → spinner → result; a failure offers a red retry; a
 * submission taking more than 10 s offers to give up; campaign states say why nothing is offered.
 * A non-modal dialog: Escape, the close button or a click outside close it.
 */
export function RewardsPopup({ id, rewards, takeFocus, onClose }: RewardsPopupProps) {
  const t = useT();
  const titleId = useId();
  const popup = useRef<HTMLDivElement>(null);
  const { status, phase, notice } = rewards;
  const progress = progressFrom(status);
  const megabytes = status?.campaign?.bonus_mb ?? BONUS_MEGABYTES;
  const values = { megabytes, required: progress.required, read: progress.read };

  useEffect(() => {
    if (takeFocus) popup.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [takeFocus]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // The popup and its button share the slot's wrapper, so a click on the button is not "outside".
    const onPointer = (event: PointerEvent) => {
      const wrapper = popup.current?.parentElement;
      if (wrapper && event.target instanceof Node && !wrapper.contains(event.target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  let title = t('rewards.title', values);
  let content;
  if (phase === 'success') {
    title = t('rewards.success.title');
    const target = finalTarget(status?.campaign?.store ?? null, navigator.userAgent);
    content = (
      <>
        <p>{t('rewards.success', values)}</p>
        {target.external ? (
          <a href={target.href} css={actionStyle} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {t('rewards.continue')}
          </a>
        ) : (
          <NavigateLink to={target.href} css={actionStyle} onClick={onClose}>
            {t('rewards.continue')}
          </NavigateLink>
        )}
      </>
    );
  } else if (phase === 'submitting') {
    content = (
      <>
        <p role="status" css={progressStyle}>
          <span css={spinnerStyle} aria-hidden="true" />
          {t('rewards.submitting')}
        </p>
        {rewards.tooLong && (
          <button type="button" css={tooLongStyle} onClick={onClose}>
            {t('rewards.tooLong')}
          </button>
        )}
      </>
    );
  } else if (phase === 'failed') {
    content = (
      <>
        <p role="alert">{t('rewards.failed')}</p>
        <button type="button" css={retryStyle} onClick={rewards.submit}>
          {t('rewards.retry')}
        </button>
      </>
    );
  } else if (notice) {
    content = <p role="status">{t(notice === 'ended' ? 'rewards.ended' : 'rewards.limit')}</p>;
  } else if (status?.completed && !status.granted) {
    title = t('rewards.complete.title');
    content = (
      <>
        <p>{t('rewards.complete.body', values)}</p>
        <button type="button" css={actionStyle} onClick={rewards.submit}>
          {t('rewards.confirm')}
        </button>
      </>
    );
  } else {
    content = (
      <>
        <p>{t('rewards.lead', values)}</p>
        <div css={progressStyle}>
          <ProgressRing percent={progress.percent} size={36} />
          <p>{t('rewards.progress', values)}</p>
        </div>
        {status && status.conditions.shares > 0 && (
          <p>
            {t('rewards.shares', { shared: status.done.shares.number, required: status.conditions.shares })}
          </p>
        )}
        {status && status.conditions.registration > 0 && (
          <p>{t(status.done.registration > 0 ? 'rewards.registered' : 'rewards.register')}</p>
        )}
        <NavigateLink to="/" css={linkStyle} onClick={onClose}>
          {t('rewards.startReading')}
        </NavigateLink>
      </>
    );
  }

  return (
    <div ref={popup} id={id} role="dialog" aria-labelledby={titleId} css={popupStyle}>
      <h2 id={titleId} tabIndex={-1}>
        {title}
      </h2>
      {content}
      <button type="button" css={closeStyle} onClick={onClose} aria-label={t('rewards.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
