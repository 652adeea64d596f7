import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { NavigateLink, focusRing, palette } from 'shared-contracts/remote-kit';
import { ProgressRing } from './ProgressRing';
import { useT } from '../i18n/messages';
import { ARTICLES_REQUIRED, BONUS_MEGABYTES, type Progress } from '../data/programme';

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

export interface RewardsPopupProps {
  readonly id: string;
  readonly progress: Progress;
  /** Closes the popup; the owner gives focus back to the button. */
  readonly onClose: () => void;
}

/**
 * The rewards popup (spec 2 "Popups"): what the programme gives and the reader's progress. A
 * non-modal dialog: focus moves to its heading on open; Escape, the close button, a click outside
 * or following its link close it.
 */
export function RewardsPopup({ id, progress, onClose }: RewardsPopupProps) {
  const t = useT();
  const titleId = useId();
  const popup = useRef<HTMLDivElement>(null);
  const values = { megabytes: BONUS_MEGABYTES, required: ARTICLES_REQUIRED, read: progress.read };

  useEffect(() => {
    popup.current?.querySelector<HTMLElement>('h2')?.focus();
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

  return (
    <div ref={popup} id={id} role="dialog" aria-labelledby={titleId} css={popupStyle}>
      <h2 id={titleId} tabIndex={-1}>
        {t('rewards.title', values)}
      </h2>
      <p>{t('rewards.lead', values)}</p>
      <div css={progressStyle}>
        <ProgressRing percent={progress.percent} size={36} />
        <p>{t('rewards.progress', values)}</p>
      </div>
      <NavigateLink to="/" css={linkStyle} onClick={onClose}>
        {t('rewards.startReading')}
      </NavigateLink>
      <button type="button" css={closeStyle} onClick={onClose} aria-label={t('rewards.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
