import { css } from '@emotion/react';
import { NavLink } from 'shared-contracts/router';
import { palette, useRemote, plainList } from 'shared-contracts/remote-kit';
import { menuLeagues, type LeagueRef } from '../data/leagues';
import { DESKTOP, PHONE } from './breakpoints';
import { useT } from '../i18n/messages';

const listStyle = css`
  ${plainList}
  a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: 6px;
    color: ${palette.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    font-weight: 700;
    background: #eef4ff;
  }
`;

const sideStyle = css`
  display: none;
  ${DESKTOP} {
    display: block;
  }
`;

const dropdownStyle = css`
  margin: 0 0 1rem;
  ${DESKTOP} {
    display: none;
  }
  ${PHONE} {
    margin: 0 0 0.5rem;
  }
  summary {
    cursor: pointer;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${palette.border};
    border-radius: 6px;
    font-weight: 600;
  }
  summary:focus-visible {
    outline: 3px solid ${palette.link};
    outline-offset: 2px;
  }
`;

/** The path a menu entry links to: one league's page of the current section, or all leagues'. */
export type MenuPath = (league?: LeagueRef) => string;

interface MenuProps {
  readonly pathFor: MenuPath;
  readonly current?: LeagueRef;
}

function Links({ pathFor, leagues }: { pathFor: MenuPath; leagues: readonly LeagueRef[] }) {
  const t = useT();
  return (
    <ul css={listStyle}>
      <li>
        <NavLink to={pathFor()} end>
          {t('sports.leagues.all')}
        </NavLink>
      </li>
      {leagues.map((league) => (
        <li key={league.id}>
          <NavLink to={pathFor(league)}>{league.name}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The categories side menu (spec 2: hidden on mobile, always shown on a window wider than 1278 px). */
export function LeagueSideMenu({ pathFor }: MenuProps) {
  const t = useT();
  const leagues = menuLeagues(useRemote().services.config);
  return (
    <nav css={sideStyle} aria-label={t('sports.leagues.label')}>
      <Links pathFor={pathFor} leagues={leagues} />
    </nav>
  );
}

/**
 * The league drop-down on mobile (spec 2 sub-navigation). A disclosure of links rather than a
 * <select> that navigates on change, which would jump away while a keyboard user arrows through it.
 */
export function LeagueDropdown({ pathFor, current }: MenuProps) {
  const t = useT();
  const leagues = menuLeagues(useRemote().services.config);
  const label = t('sports.leagues.choose');
  const chosen = current?.name ?? t('sports.leagues.all');
  return (
    <nav css={dropdownStyle} aria-label={t('sports.leagues.label')}>
      <details>
        <summary>{`${label}: ${chosen}`}</summary>
        <Links pathFor={pathFor} leagues={leagues} />
      </details>
    </nav>
  );
}
