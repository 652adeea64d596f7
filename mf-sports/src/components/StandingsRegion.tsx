import { useCallback, type ReactNode } from 'react';
import { EmptyState, Skeleton, useLoad, useRemote } from 'shared-contracts/remote-kit';
import type { Profile } from 'shared-contracts';
import { getStandings } from '../data/standings';
import { StandingsView } from './StandingsView';
import { useT } from '../i18n/messages';

/** Loads one league's standings and renders the loading, failed, empty or table state. */
export function StandingsRegion({
  leagueId,
  season,
  header,
}: {
  leagueId: string;
  season?: string;
  /** Rendered above a loaded table: the league's heading and follow button. */
  header?: (league: Profile) => ReactNode;
}) {
  const { api } = useRemote().services;
  const t = useT();
  const load = useCallback(
    (signal: AbortSignal) => getStandings(api, leagueId, season, signal),
    [api, leagueId, season],
  );
  const standings = useLoad(`standings|${leagueId}|${season ?? ''}`, load);
  if (standings.status === 'loading')
    return <Skeleton label={t('sports.loading')} height="32rem" lines={10} />;
  if (standings.status === 'failed') return <EmptyState>{t('standings.error')}</EmptyState>;
  return (
    <>
      {standings.data.kind === 'table' && header?.(standings.data.standings.league)}
      <StandingsView data={standings.data} />
    </>
  );
}
