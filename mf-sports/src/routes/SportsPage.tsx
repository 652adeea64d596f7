import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { PageFrame, palette } from 'shared-contracts/remote-kit';
import { TodaysGames } from './TodaysGames';

const tabs = css`
  display: flex;
  gap: 1rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  a {
    color: ${palette.link};
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

/** The sports page frame: title, sub-navigation (spec 2: Scores, Standings, News) and today's games. */
export function SportsPage() {
  const intl = useIntl();
  const nav = (
    <nav aria-label={intl.formatMessage({ id: 'sports.tabs.label' })}>
      <ul css={tabs}>
        <li>
          <NavLink to="/sports/scores">
            <FormattedMessage id="sports.tabs.scores" />
          </NavLink>
        </li>
        <li>
          <NavLink to="/sports/standings">
            <FormattedMessage id="sports.tabs.standings" />
          </NavLink>
        </li>
        <li>
          <NavLink to="/sports/feed">
            <FormattedMessage id="sports.tabs.news" />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
  return (
    <PageFrame title={intl.formatMessage({ id: 'sports.title' })} nav={nav}>
      <TodaysGames />
    </PageFrame>
  );
}
