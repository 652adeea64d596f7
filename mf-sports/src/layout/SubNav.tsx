import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { palette } from 'shared-contracts/remote-kit';
import { sectionPath, type LeagueRef, type SportsSection } from '../data/leagues';

const barStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0 0 1rem;
  border-bottom: 1px solid ${palette.border};
  ul {
    display: flex;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 0.6rem 0.9rem;
    color: ${palette.link};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    font-weight: 700;
    color: ${palette.text};
    border-bottom-color: ${palette.link};
  }
  button {
    font: inherit;
    padding: 0.4rem 0.9rem;
    border: 1px solid ${palette.link};
    border-radius: 6px;
    background: ${palette.surface};
    color: ${palette.link};
    cursor: pointer;
  }
`;

const TABS: readonly SportsSection[] = ['scores', 'standings', 'news'];

interface SubNavProps {
  readonly active?: SportsSection;
  readonly league?: LeagueRef;
  readonly onRefresh?: () => void;
}

/** Spec 2 "Sports sub-navigation": Scores, Standings, News tabs; a refresh button on scores only. */
export function SubNav({ active, league, onRefresh }: SubNavProps) {
  const intl = useIntl();
  return (
    <div css={barStyle}>
      <nav aria-label={intl.formatMessage({ id: 'sports.tabs.label' })}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab}>
              <Link to={sectionPath(tab, league)} aria-current={tab === active ? 'page' : undefined}>
                {intl.formatMessage({ id: `sports.tabs.${tab}` })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active === 'scores' && onRefresh && (
        <button type="button" onClick={onRefresh}>
          {intl.formatMessage({ id: 'sports.refresh' })}
        </button>
      )}
    </div>
  );
}
