import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import { tabLinksStyle } from '../../components/tabStyles';
import type { LeagueRef } from '../../data/leagues';
import { calendarPath } from '../../data/paths';

export type CalendarTab = 'events' | 'standings';

const tabsStyle = css`
  margin: 0 0 1rem;
  border-bottom: 1px solid ${palette.border};
`;

const TABS: readonly CalendarTab[] = ['events', 'standings'];

/** The calendar's two tabs (spec 2: events and standings) as links, the current one marked. */
export function CalendarTabs({ tab, league }: { tab: CalendarTab; league?: LeagueRef }) {
  const intl = useIntl();
  return (
    <nav css={[tabsStyle, tabLinksStyle]} aria-label={intl.formatMessage({ id: 'calendar.tabs.label' })}>
      <ul>
        {TABS.map((each) => (
          <li key={each}>
            <Link to={calendarPath(each, league)} aria-current={each === tab ? 'page' : undefined}>
              {intl.formatMessage({ id: `calendar.tabs.${each}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
