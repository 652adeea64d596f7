import { useCallback } from 'react';
import {
  EmptyState,
  PageFrame,
  Skeleton,
  useHydrated,
  useLoad,
  useRemote,
  useSession,
} from 'shared-contracts/remote-kit';
import { getFollows, type Follow, type Session } from 'shared-contracts';
import { SportsLayout } from '../../components/SportsLayout';
import { StandingsRegion } from '../../components/StandingsRegion';
import { LeagueChooser, LeagueHeader } from '../standings/StandingsPage';
import { useT } from '../../i18n/messages';

/**
 * The reader's followed leagues, each with its table (spec 2 "Favorites" mystandings/standings).
 * Guests' follows come from follows_anon by PSID, signed-in readers' from follows (spec 6, 7).
 * The server renders the page's frame for every reader alike; the browser, the reader's tables.
 */
export function MyStandingsPage() {
  const t = useT();
  const session = useSession();
  const hydrated = useHydrated();
  return (
    <SportsLayout active="standings">
      <PageFrame title={t('mystandings.title')} busy={!hydrated}>
        {hydrated ? (
          <FollowedTables session={session} />
        ) : (
          <Skeleton label={t('sports.loading')} height="24rem" lines={8} />
        )}
      </PageFrame>
    </SportsLayout>
  );
}

function FollowedTables({ session }: { session: Session }) {
  const t = useT();
  const { api } = useRemote().services;
  const load = useCallback(
    (signal: AbortSignal) => getFollows(api, session.signedIn, signal),
    [api, session.signedIn],
  );
  const follows = useLoad(`follows|${String(session.signedIn)}`, load);
  if (follows.status === 'loading') return <Skeleton label={t('sports.loading')} height="24rem" lines={8} />;
  if (follows.status === 'failed') return <EmptyState>{t('mystandings.error')}</EmptyState>;
  const leagues = follows.data.filter((follow: Follow) => follow.context === 'leagues');
  if (leagues.length === 0) return <LeagueChooser message={t('mystandings.empty')} />;
  return (
    <>
      {leagues.map((league) => (
        <section key={league.id} aria-label={league.name} css={{ margin: '0 0 2.5rem' }}>
          <LeagueHeader league={league} />
          <StandingsRegion leagueId={league.id} />
        </section>
      ))}
    </>
  );
}
