import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { palette, useRemote } from 'shared-contracts/remote-kit';
import { menuLeagues, sectionPath, type LeagueRef, type SportsSection } from '../data/leagues';
import { DESKTOP } from './breakpoints';

const listStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
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

interface MenuProps {
  readonly section: SportsSection;
  readonly current?: LeagueRef;
}

function Links({ section, leagues }: { section: SportsSection; leagues: readonly LeagueRef[] }) {
  const intl = useIntl();
  return (
    <ul css={listStyle}>
      <li>
        <NavLink to={sectionPath(section)} end>
          {intl.formatMessage({ id: 'sports.leagues.all' })}
        </NavLink>
      </li>
      {leagues.map((league) => (
        <li key={league.id}>
          <NavLink to={sectionPath(section, league)}>{league.name}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The categories side menu (spec 2: hidden on mobile, always shown on a window wider than 1278 px). */
export function LeagueSideMenu({ section }: MenuProps) {
  const intl = useIntl();
  const leagues = menuLeagues(useRemote().services.config);
  return (
    <nav css={sideStyle} aria-label={intl.formatMessage({ id: 'sports.leagues.label' })}>
      <Links section={section} leagues={leagues} />
    </nav>
  );
}

/**
 * The league drop-down on mobile (spec 2 sub-navigation). A disclosure of links rather than a
 * <select> that navigates on change, which would jump away while a keyboard user arrows through it.
 */
export function LeagueDropdown({ section, current }: MenuProps) {
  const intl = useIntl();
  const leagues = menuLeagues(useRemote().services.config);
  const label = intl.formatMessage({ id: 'sports.leagues.choose' });
  const chosen = current?.name ?? intl.formatMessage({ id: 'sports.leagues.all' });
  return (
    <nav css={dropdownStyle} aria-label={intl.formatMessage({ id: 'sports.leagues.label' })}>
      <details>
        <summary>{`${label}: ${chosen}`}</summary>
        <Links section={section} leagues={leagues} />
      </details>
    </nav>
  );
}
