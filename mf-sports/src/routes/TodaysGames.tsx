import { useEffect, useState } from 'react';
import { EmptyState, Skeleton, useRemote } from 'shared-contracts/remote-kit';
import type { ApiResult, SportingEvent } from 'shared-contracts';
import { useIntl } from 'react-intl';
import { EventRow } from '../components/EventRow';
import { getTodaysEvents, groupByLeague } from '../data/events';

type State =
  { readonly loaded: false } | { readonly loaded: true; readonly result: ApiResult<SportingEvent[]> };

/** Today's games grouped by league, with the loading, empty and error states. */
export function TodaysGames() {
  const { api } = useRemote().services;
  const intl = useIntl();
  const [state, setState] = useState<State>({ loaded: false });

  useEffect(() => {
    const controller = new AbortController();
    void getTodaysEvents(api, controller.signal).then((result) => {
      if (!controller.signal.aborted) setState({ loaded: true, result });
    });
    return () => controller.abort();
  }, [api]);

  if (!state.loaded) return <Skeleton label={intl.formatMessage({ id: 'sports.loading' })} />;
  const { result } = state;
  if (!result.ok) return <EmptyState>{intl.formatMessage({ id: 'sports.error' })}</EmptyState>;
  if (result.data.length === 0)
    return <EmptyState>{intl.formatMessage({ id: 'sports.empty.noGames' })}</EmptyState>;
  return (
    <>
      <h2>{intl.formatMessage({ id: 'sports.today' })}</h2>
      {groupByLeague(result.data).map(({ league, events }) => (
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
