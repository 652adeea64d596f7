import { useParams, useSearchParams } from 'shared-contracts/router';
import { PageFrame, useRemote } from 'shared-contracts/remote-kit';
import { menuLeagues, type LeagueRef } from '../../data/leagues';
import { calendarPath } from '../../data/paths';
import { SportsLayout } from '../../components/SportsLayout';
import { StandingsRegion } from '../../components/StandingsRegion';
import { LeagueChooser, LeagueHeader } from '../standings/StandingsPage';
import { CalendarRegion } from './CalendarRegion';
import { CalendarTabs, type CalendarTab } from './CalendarTabs';
import { UpcomingEvents } from './UpcomingEvents';
import { useT } from '../../i18n/messages';

/** The calendar only knows leagues (GET api/v3/leagues/:id/calendar): other contexts choose one. */
const LEAGUES = 'leagues';

/**
 * /calendar/{context?}/{id?} and /calendar/standings/{context?}/{id?} (spec 2 "Calendar"): the
 * events tab (the favourites' upcoming games, then the league season's rounds) and the standings
 * tab, each with its own page title (spec 2 "Page titles": calendar tabs). ?season= picks a season.
 */
export function CalendarPage({ tab }: { tab: CalendarTab }) {
  const t = useT();
  const { context, id } = useParams();
  const [search] = useSearchParams();
  const { config } = useRemote().services;
  const season = search.get('season') ?? undefined;
  const leagueId = context === LEAGUES ? id : undefined;
  const league: LeagueRef | undefined = leagueId
    ? (menuLeagues(config).find((l) => l.id === leagueId) ?? { id: leagueId, name: leagueId })
    : undefined;
  const pathFor = (choice?: LeagueRef) => calendarPath(tab, choice);
  const chooser = (
    <LeagueChooser message={t(tab === 'events' ? 'calendar.choose' : 'standings.choose')} pathFor={pathFor} />
  );
  return (
    <SportsLayout league={league} menuPath={pathFor}>
      <PageFrame title={t(`calendar.title.${tab}`)} nav={<CalendarTabs tab={tab} league={league} />}>
        {tab === 'events' && <UpcomingEvents />}
        {!leagueId ? (
          chooser
        ) : tab === 'events' ? (
          <CalendarRegion leagueId={leagueId} season={season} />
        ) : (
          <StandingsRegion
            leagueId={leagueId}
            season={season}
            header={(profile) => <LeagueHeader league={profile} />}
          />
        )}
      </PageFrame>
    </SportsLayout>
  );
}
