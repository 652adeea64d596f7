/**
 * The site header (spec 2 "Header"): hamburger menu and soccer link on mobile; logo; search toggle;
 * TV, Sports and Favorites on desktop; the rewards widget slot; the user drop-down or sign-in link.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'shared-contracts/router';
import { safeHref, SIGN_IN_PATH, type Session, type SiteConfig } from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { mq } from '../theme/breakpoints';
import { color, onColor } from '../theme/colors';
import { DesktopNav } from './DesktopNav';
import { iconButtonStyle } from './headerStyles';
import { Icon } from './Icon';
import { NavMenu } from './NavMenu';
import { AccountMenu } from './AccountMenu';

export interface HeaderProps {
  readonly config: SiteConfig;
  readonly session: Session;
  readonly onSignOut: () => void;
  readonly searchOpen: boolean;
  readonly onToggleSearch: () => void;
  /** The rewards gift icon (a remote widget). */
  readonly rewardsSlot?: ReactNode;
  /** The search drop-down (a remote widget), shown while searchOpen. */
  readonly searchSlot?: ReactNode;
}

export const SEARCH_PANEL_ID = 'shell-search';
export { SIGN_IN_PATH };

/** Spec 2: the logo is 90 px wide above 1278 px of window width, else 109 px. */
export const LOGO_WIDTH = { mobile: 109, desktop: 90 } as const;
/** The box reserved for the logo before it loads, at the bundled logo's 120 × 36 ratio. */
const LOGO_HEIGHT = Math.round((LOGO_WIDTH.mobile * 36) / 120);

const headerStyle = css`
  position: relative;
  z-index: 600;
  background: ${color.header};
  color: ${onColor.header};
`;
const barStyle = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  max-width: 1280px;
  min-height: 56px;
  margin: 0 auto;
  padding: 0 0.5rem;
`;
const logoStyle = css`
  display: inline-flex;
  flex-shrink: 0;
  padding: 0.25rem;
  img {
    display: block;
    flex-shrink: 0;
    max-width: none;
    height: auto;
    ${mq.desktop} {
      width: ${LOGO_WIDTH.desktop}px;
    }
  }
`;
// Mobile and desktop differ by CSS only, so the header the server renders (it cannot know the
// window) is the one every reader gets, with no change after the page loads.
const mobileOnly = css`
  display: contents;
  ${mq.desktop} {
    display: none;
  }
`;
const desktopOnly = css`
  display: none;
  ${mq.desktop} {
    display: contents;
  }
`;
const spacer = css`
  flex: 1;
`;

export function Header(props: HeaderProps) {
  const { config, session, onSignOut, searchOpen, onToggleSearch, rewardsSlot, searchSlot } = props;
  const t = useT();
  const logo = safeHref(config.template.branding.logos.large, '/assets/logo.svg');
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Opening the search drop-down puts the keyboard in its text field (the widget is a remote:
  // the shell only knows it renders an input inside the panel). On the first opening the widget
  // may still be loading: its field gets the keyboard when it arrives.
  useEffect(() => {
    const node = panel.current;
    if (!searchOpen || !node) return;
    const focusField = (): boolean => {
      const input = node.querySelector<HTMLInputElement>('input');
      input?.focus();
      return Boolean(input);
    };
    if (focusField()) return;
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect();
    });
    observer.observe(node, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [searchOpen]);
  // Escape closes the open drop-down and gives the keyboard back to its toggle, unless the widget
  // used it first (closing its suggestion list). A native listener: the widget is another React
  // root, and its keydown reaches the shell as a plain DOM event.
  useEffect(() => {
    const node = panel.current;
    if (!searchOpen || !node) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onToggleSearch();
      toggle.current?.focus();
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [searchOpen, onToggleSearch]);

  return (
    <header css={headerStyle}>
      <div css={barStyle}>
        <div css={mobileOnly} data-viewport="mobile">
          <NavMenu />
        </div>
        <Link to="/" css={[iconButtonStyle, logoStyle]}>
          <img src={logo} alt={config.name} width={LOGO_WIDTH.mobile} height={LOGO_HEIGHT} />
        </Link>
        <div css={desktopOnly} data-viewport="desktop">
          <DesktopNav />
        </div>
        <span css={spacer} />
        <div css={mobileOnly} data-viewport="mobile">
          <Link to="/sports" css={iconButtonStyle} aria-label={t('header.sports')}>
            <Icon name="soccer" />
          </Link>
        </div>
        <button
          ref={toggle}
          type="button"
          css={iconButtonStyle}
          aria-label={t('header.search')}
          aria-expanded={searchOpen}
          aria-controls={SEARCH_PANEL_ID}
          onClick={onToggleSearch}
        >
          <Icon name={searchOpen ? 'close' : 'search'} />
        </button>
        {rewardsSlot}
        <AccountMenu session={session} onSignOut={onSignOut} />
      </div>
      {/* Kept mounted while closed so that the search widget keeps its state. */}
      <div id={SEARCH_PANEL_ID} ref={panel} hidden={!searchOpen}>
        {searchSlot}
      </div>
    </header>
  );
}
