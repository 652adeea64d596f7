import { palette } from 'shared-contracts/remote-kit';

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular progress track (decorative: the owner names the progress in words). */
export function ProgressRing({ percent, size = 44 }: { percent: number; size?: number }) {
  const filled = (Math.min(Math.max(percent, 0), 100) / 100) * CIRCUMFERENCE;
  return (
    <svg width={size} height={size} viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <circle cx="22" cy="22" r={RADIUS} fill="none" stroke={palette.border} strokeWidth="3" />
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
    </svg>
  );
}
