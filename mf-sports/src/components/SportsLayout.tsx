import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/router';
import { AdSlot, focusRing, palette } from 'shared-contracts/remote-kit';
import type { LeagueRef } from '../data/leagues';
import { leagueSectionPath, type LeagueSection } from 'shared-contracts';
import { DESKTOP, PHONE } from './breakpoints';
import { LeagueDropdown, LeagueSideMenu, type MenuPath } from './LeagueMenu';
import { SubNav } from './SubNav';
import { useT } from '../i18n/messages';

const layoutStyle = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  color: ${palette.text};
  ${focusRing}
  .topbar {
    display: flex;
    align-items: center;
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
    font-weight: 700;
  }
  .topbar a {
    color: ${palette.text};
    text-decoration: none;
  }
  .body {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1.5rem;
  }
  /* A grid item is at least as wide as its content by default: a wide table would widen the
     page on a phone (which then zooms out) instead of scrolling in its own box. */
  .body > * {
    min-width: 0;
  }
  ${DESKTOP} {
    .body.with-menu {
      grid-template-columns: 15rem minmax(0, 1fr);
    }
  }
  /* A phone's first screen is for the games (at least six on 390 x 844): the controls above them
     are compact and the page's frame adds no second margin. */
  ${PHONE} {
    padding: 0.5rem 0.75rem 2rem;
    .topbar {
      margin: 0;
      font-size: 1rem;
    }
    .body > div > section {
      padding: 0.25rem 0 2rem;
    }
    .body > div > section > h1 {
      margin: 0 0 0.25rem;
      font-size: 1.375rem;
    }
  }
`;

export interface SportsLayoutProps {
  readonly children?: ReactNode;
  /** The sub-navigation tab of the page; none for pages beside the tabs (calendar, Olympics). */
  readonly active?: LeagueSection;
  /** Where the league menus link; by default the active section's page of each league. */
  readonly menuPath?: MenuPath;
  /** Scores only: the refresh button (spec 2). */
  readonly onRefresh?: () => void;
  /** The league the page shows, kept when switching tabs and named in the mobile drop-down. */
  readonly league?: LeagueRef;
  /** True while the calendar drop-down is open: the menu area hides (spec 2 sports layout). */
  readonly menuHidden?: boolean;
}

/**
 * The sports layout (spec 2 "Layouts"): top ad (970x250 on desktops), top bar, sub-navigation
 * tabs, categories side menu (desktop) or league drop-down (mobile), the page, and the middle ad
 * (728x90 on desktops; phones get it as their one slot, 300x250). Which slots show follows the
 * route's ad counts (spec 9, shared-contracts ad-slots.ts). Pages render their own PageFrame (h1)
 * as children.
 */
export function SportsLayout({
  children,
  active,
  menuPath,
  onRefresh,
  league,
  menuHidden = false,
}: SportsLayoutProps) {
  const t = useT();
  const pathFor: MenuPath = menuPath ?? ((choice) => leagueSectionPath(active ?? 'scores', choice));
  return (
    <div css={layoutStyle}>
      <AdSlot index={0} />
      <div className="topbar">
        <Link to="/sports">{t('sports.title')}</Link>
      </div>
      <SubNav active={active} league={league} onRefresh={onRefresh} />
      {!menuHidden && <LeagueDropdown pathFor={pathFor} current={league} />}
      <div className={menuHidden ? 'body' : 'body with-menu'}>
        {!menuHidden && <LeagueSideMenu pathFor={pathFor} />}
        <div>
          {children}
          <AdSlot index={1} />
        </div>
      </div>
    </div>
  );
}
