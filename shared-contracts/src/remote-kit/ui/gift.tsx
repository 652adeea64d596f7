/**
 * The data-bonus gift's face: the 44 px round button, the progress ring and the gift. The rewards
 * widget (mf-rewards) draws it with the reader's progress; the shell draws the same face, with an
 * empty ring, before that widget has loaded (shell GiftLauncher, docs/adr/017), so the header does
 * not change when one takes the other's place.
 */
import { css } from '@emotion/react';
import { palette } from './theme';

export const giftButtonStyle = css`
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

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular progress track (decorative: the owner names the progress in words). */
export function ProgressRing({ percent, size = 44 }: { percent: number; size?: number }) {
  const filled = (Math.min(Math.max(percent, 0), 100) / 100) * CIRCUMFERENCE;
  return (
    <svg width={size} height={size} viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <circle cx="22" cy="22" r={RADIUS} fill="none" stroke={palette.border} strokeWidth="3" />
      {filled > 0 && (
        <circle
          cx="22"
          cy="22"
          r={RADIUS}
          fill="none"
          stroke={palette.link}
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 22 22)"
        />
      )}
    </svg>
  );
}

/** A gift box outline (decorative). */
export function GiftIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  );
}

/** The button's face: the ring at `percent` and the gift in its middle. */
export function GiftFace({ percent }: { percent: number }) {
  return (
    <>
      <ProgressRing percent={percent} />
      <GiftIcon />
    </>
  );
}
