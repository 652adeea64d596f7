/**
 * The signed-in reader's drop-down (spec 2 "Header"): a greeting with the part of the e-mail before
 * the @, then Profile and Sign out. Built as a disclosure (WAI-ARIA APG "disclosure navigation menu").
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PROFILE_PATH } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { useT } from '../i18n/catalogues';
import { mq } from '../theme/breakpoints';
import { iconButtonStyle, panelStyle } from './headerStyles';
import { Icon } from './Icon';

export interface UserMenuProps {
  readonly email: string | undefined;
  readonly onSignOut: () => void;
}

/** The part of the e-mail before the @ (spec 2). */
export const greetingName = (email: string | undefined): string => (email ?? '').split('@')[0] ?? '';

const wrapStyle = css`
  position: relative;
`;
const menuStyle = css`
  right: 0;
  top: 100%;
  max-width: calc(100vw - 1rem);
`;
/**
 * The greeting in the button: cut with an ellipsis on a long e-mail, and on a phone left to the
 * menu's first line (the header has room for the icon only; the button keeps it as its name).
 */
const labelStyle = css`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${mq.down('sm')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;
const chevronStyle = css`
  display: inline-flex;
  ${mq.down('sm')} {
    display: none;
  }
`;
const greetingStyle = css`
  padding: 0.5rem 1rem;
  font-weight: 600;
  overflow-wrap: anywhere;
  border-bottom: 1px solid rgb(0 0 0 / 8%);
`;

export function UserMenu({ email, onSignOut }: UserMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const name = greetingName(email);
  const label = name ? t('header.greeting', { name }) : t('header.account');

  // A click outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={wrapRef} css={wrapStyle} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        css={iconButtonStyle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" />
        <span css={labelStyle}>{label}</span>
        <span css={chevronStyle}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      <ul id={id} css={[panelStyle, menuStyle]} hidden={!open}>
        <li css={greetingStyle} aria-hidden="true">
          {label}
        </li>
        <li>
          <Link to={PROFILE_PATH} onClick={() => setOpen(false)}>
            {t('header.profile')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            {t('header.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
