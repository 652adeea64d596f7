import { useCallback } from 'react';
import { EmptyState, Skeleton, useLoad, useRemote } from 'shared-contracts/remote-kit';
import { getCalendar } from '../../data/calendar';
import { useReaderZone } from '../../data/scores-view';
import { LeagueHeader } from '../standings/StandingsPage';
import { RoundsTable } from './RoundsTable';
import { useT } from '../../i18n/messages';

/** Loads a league season's calendar and renders its loading, failed, empty or rounds state. */
export function CalendarRegion({ leagueId, season }: { leagueId: string; season?: string }) {
  const t = useT();
  const { api } = useRemote().services;
  const zone = useReaderZone();
  const load = useCallback(
    (signal: AbortSignal) => getCalendar(api, leagueId, season, zone, signal),
    [api, leagueId, season, zone],
  );
  const calendar = useLoad(`calendar|${leagueId}|${season ?? ''}|${zone}`, load);
  if (calendar.status === 'loading') return <Skeleton label={t('sports.loading')} height="24rem" lines={8} />;
  if (calendar.status === 'failed') return <EmptyState>{t('calendar.error')}</EmptyState>;
  if (calendar.data.kind === 'none') return <EmptyState>{t('calendar.noCalendar')}</EmptyState>;
  return (
    <>
      <LeagueHeader league={calendar.data.calendar.league} />
      <RoundsTable calendar={calendar.data.calendar} />
    </>
  );
}
