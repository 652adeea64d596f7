/**
 * Top progress bar while a page loads (spec 9: "5 s, 200 ms throttle, hides after 500 ms").
 * It appears only when loading lasts 200 ms (no flash on fast navigations), creeps towards the end
 * for at most 5 s, then fills and disappears 500 ms after loading stops. Fixed: no layout shift.
 */
import { css, keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/catalogues';
import { color } from '../theme/colors';

export const PROGRESS_MS = { throttle: 200, max: 5000, hide: 500 } as const;

type Phase = 'idle' | 'running' | 'done';

const trackStyle = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1100;
  height: 3px;
  pointer-events: none;
`;
const creep = keyframes`
  from {
    width: 0;
  }
  to {
    width: 90%;
  }
`;
const barStyle = (phase: Phase) => css`
  height: 100%;
  background: ${color.highlights};
  width: 100%;
  transition: width 200ms ease-out;
  ${
    phase === 'running'
      ? css`
          animation: ${creep} ${PROGRESS_MS.max}ms ease-out forwards;
        `
      : ''
  }
`;

export interface ProgressBarProps {
  /** True while a navigation or page load is in progress. */
  readonly active: boolean;
}

export function ProgressBar({ active }: ProgressBarProps) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (!active) return;
    const show = setTimeout(() => setPhase('running'), PROGRESS_MS.throttle);
    const giveUp = setTimeout(() => setPhase('done'), PROGRESS_MS.max);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
      setPhase((p) => (p === 'running' ? 'done' : p));
    };
  }, [active]);

  useEffect(() => {
    if (phase !== 'done') return;
    const hide = setTimeout(() => setPhase('idle'), PROGRESS_MS.hide);
    return () => clearTimeout(hide);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div css={trackStyle} role="progressbar" aria-label={t('progress.label')} aria-busy={phase === 'running'}>
      <div css={barStyle(phase)} />
    </div>
  );
}
