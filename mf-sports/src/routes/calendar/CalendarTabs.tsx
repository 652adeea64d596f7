import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import { tabLinksStyle } from '../../components/tabStyles';
import type { LeagueRef } from '../../data/leagues';
import { calendarPath } from '../../data/paths';
import { useT } from '../../i18n/messages';

export type CalendarTab = 'events' | 'standings';

const tabsStyle = css`
  margin: 0 0 1rem;
  border-bottom: 1px solid ${palette.border};
`;

const TABS: readonly CalendarTab[] = ['events', 'standings'];

/** The calendar's two tabs (spec 2: events and standings) as links, the current one marked. */
export function CalendarTabs({ tab, league }: { tab: CalendarTab; league?: LeagueRef }) {
  const t = useT();
  return (
    <nav css={[tabsStyle, tabLinksStyle]} aria-label={t('calendar.tabs.label')}>
      <ul>
        {TABS.map((each) => (
          <li key={each}>
            <Link to={calendarPath(each, league)} aria-current={each === tab ? 'page' : undefined}>
              {t(`calendar.tabs.${each}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
