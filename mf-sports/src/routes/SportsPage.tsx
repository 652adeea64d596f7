import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';

const tabs = css`
  display: flex;
  gap: 1rem;
  list-style: none;
  padding: 0;
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** The sports page frame: title, sub-navigation and the content region. */
export function SportsPage() {
  return (
    <section aria-labelledby="sports-title">
      <h1 id="sports-title">
        <FormattedMessage id="sports.title" />
      </h1>
      <nav aria-label="sports">
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
      <p>
        <FormattedMessage id="sports.empty.noGames" />
      </p>
    </section>
  );
}
