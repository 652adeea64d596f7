/**
 * Mobile hamburger menu (spec 2 "Header": "Navigation list: home, TV, sports, account").
 * A disclosure: the button toggles a navigation list; focus moves to the first link on open;
 * Escape closes and gives focus back to the button.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SIGN_IN_PATH } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { useT } from '../i18n/catalogues';
import { iconButtonStyle, panelStyle } from './headerStyles';
import { Icon } from './Icon';

const drawerStyle = css`
  left: 0;
  top: 100%;
  width: min(20rem, 100vw);
`;

export function NavMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) listRef.current?.querySelector('a')?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };
  const items = [
    { to: '/', label: t('header.home') },
    { to: '/tv', label: t('header.tv') },
    { to: '/sports', label: t('header.sports') },
    { to: SIGN_IN_PATH, label: t('header.account') },
  ];

  return (
    <div onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        css={iconButtonStyle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('header.menu')}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      <nav id={id} aria-label={t('header.drawerNav')} hidden={!open}>
        <ul ref={listRef} css={[panelStyle, drawerStyle]}>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={() => close(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
