/**
 * What a remote's slot shows when the remote failed to load or crashed (docs/adr/001-runtime-composition.md,
 * "failure containment"): a short message and a retry button; the rest of the page keeps working.
 */
import { css } from '@emotion/react';
import type { Locale } from 'shared-contracts';
import { REMOTE_FALLBACK_TEXT } from 'shared-contracts/remote-kit';
import { color, onColor } from '../theme/colors';

export interface RemoteFallbackProps {
  /** Remote name, kept on the element for support and e2e tests (not shown to readers). */
  readonly remote: string;
  readonly version: string;
  /** Text comes from shared-contracts, not the shell's catalogue: this renders outside the
   * shell's providers too (in a slot whose remote failed), and remotes show the same words. */
  readonly locale: Locale;
  readonly onRetry: () => void;
}

const style = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0;
  padding: 1rem;
  border: 1px solid ${color.error};
  border-radius: 8px;
  color: ${color.texts};
  background: ${color.body};
  p {
    margin: 0;
  }
  button {
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 0;
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${color.button};
    color: ${onColor.button};
  }
`;

export function RemoteFallback({ remote, version, locale, onRetry }: RemoteFallbackProps) {
  const text = REMOTE_FALLBACK_TEXT[locale];
  return (
    <div role="alert" css={style} data-remote-fallback={remote} data-version={version}>
      <p>{text.message}</p>
      <button type="button" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
