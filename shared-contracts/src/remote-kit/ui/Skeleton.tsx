import { css, keyframes } from '@emotion/react';
import { palette, visuallyHidden } from './theme';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const boxStyle = (height: string) => css`
  min-height: ${height};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const barStyle = css`
  height: 1.25rem;
  border-radius: 4px;
  background: ${palette.skeleton};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The loading state: grey bars in a box of reserved height (so nothing shifts when content
 * arrives) and a status announcement for screen readers.
 */
export function Skeleton({
  label,
  height = '16rem',
  lines = 5,
}: {
  /** The translated "loading" announcement. */
  label: string;
  height?: string;
  lines?: number;
}) {
  return (
    <div role="status" css={boxStyle(height)}>
      <span css={visuallyHidden}>{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} aria-hidden="true" css={barStyle} style={{ width: `${100 - (i % 3) * 15}%` }} />
      ))}
    </div>
  );
}
