import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, Skeleton, useLoad, useRemote } from 'shared-contracts/remote-kit';
import { EventRow } from '../components/EventRow';
import { getTodaysEvents, groupByLeague } from '../data/events';

/** Today's games grouped by league, with the loading, empty and error states. */
export function TodaysGames() {
  const { api } = useRemote().services;
  const intl = useIntl();
  const load = useCallback((signal: AbortSignal) => getTodaysEvents(api, signal), [api]);
  const games = useLoad('today', load);

  if (games.status === 'loading') return <Skeleton label={intl.formatMessage({ id: 'sports.loading' })} />;
  if (games.status === 'failed') return <EmptyState>{intl.formatMessage({ id: 'sports.error' })}</EmptyState>;
  if (games.data.length === 0)
    return <EmptyState>{intl.formatMessage({ id: 'sports.empty.noGames' })}</EmptyState>;
  return (
    <>
      <h2>{intl.formatMessage({ id: 'sports.today' })}</h2>
      {groupByLeague(games.data).map(({ league, events }) => (
        <section key={league.id} aria-labelledby={`league-${league.id}`}>
          <h3 id={`league-${league.id}`}>{league.name}</h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
