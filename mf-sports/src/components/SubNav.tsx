import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import { tabLinksStyle } from './tabStyles';
import { PHONE } from './breakpoints';
import type { LeagueRef } from '../data/leagues';
import { leagueSectionPath, type LeagueSection } from 'shared-contracts';
import { useT } from '../i18n/messages';

const barStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0 0 1rem;
  border-bottom: 1px solid ${palette.border};
  button {
    font: inherit;
    padding: 0.4rem 0.9rem;
    border: 1px solid ${palette.link};
    border-radius: 6px;
    background: ${palette.surface};
    color: ${palette.link};
    cursor: pointer;
  }
  ${PHONE} {
    flex-wrap: nowrap;
    margin: 0 0 0.5rem;
    a {
      padding: 0.6rem 0.5rem;
    }
    button {
      min-width: 44px;
      min-height: 44px;
      padding: 0 0.5rem;
    }
    button .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  button .icon {
    display: none;
  }
  ${PHONE} {
    button .icon {
      display: inline;
      font-size: 1.25rem;
    }
  }
`;

const TABS: readonly LeagueSection[] = ['scores', 'standings', 'news'];

interface SubNavProps {
  readonly active?: LeagueSection;
  readonly league?: LeagueRef;
  readonly onRefresh?: () => void;
}

/** Spec 2 "Sports sub-navigation": Scores, Standings, News tabs; a refresh button on scores only. */
export function SubNav({ active, league, onRefresh }: SubNavProps) {
  const t = useT();
  return (
    <div css={[barStyle, tabLinksStyle]}>
      <nav aria-label={t('sports.tabs.label')}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab}>
              <Link to={leagueSectionPath(tab, league)} aria-current={tab === active ? 'page' : undefined}>
                {t(`sports.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active === 'scores' && onRefresh && (
        <button type="button" onClick={onRefresh}>
          <span className="icon" aria-hidden="true">
            ↻
          </span>
          <span className="label">{t('sports.refresh')}</span>
        </button>
      )}
    </div>
  );
}
