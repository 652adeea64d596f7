/**
 * The update-available notice (spec 2 "Popups: update available", spec 4): a new version waits;
 * it loads with the next page the reader opens (register.ts), or now with the button. Announced
 * politely; closing it only hides the notice.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useT } from '../i18n/catalogues';
import { color, onColor } from '../theme/colors';
import { setPwaState } from './pwa-state';

const style = css`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  right: 0.5rem;
  z-index: 950;
  max-width: 26rem;
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  box-shadow: 0 4px 12px rgb(0 0 0 / 20%);
  background: ${color.header};
  color: ${onColor.header};
  p {
    flex: 1 1 12rem;
    margin: 0;
  }
  span {
    display: block;
    font-weight: 400;
  }
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0.25rem 0.75rem;
    border: 2px solid ${onColor.header};
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${onColor.header};
    color: ${color.header};
  }
  button + button {
    background: transparent;
    color: inherit;
  }
  :focus-visible {
    outline-color: ${onColor.header};
  }
`;

export default function UpdateNotice() {
  const t = useT();
  const [open, setOpen] = useState(true);
  return (
    <div role="status" data-update-notice>
      {open ? (
        <div css={style}>
          <p>
            <strong>{t('pwa.update.message')}</strong>
            <span>{t('pwa.update.body')}</span>
          </p>
          <button type="button" onClick={() => setPwaState({ updateRequested: true })}>
            {t('pwa.update.now')}
          </button>
          <button type="button" aria-label={t('pwa.update.dismiss')} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
