import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import {
  EmptyState,
  NavigateLink,
  plainList,
  Skeleton,
  useLoad,
  useRemote,
  useSession,
} from 'shared-contracts/remote-kit';
import { getFollows, SIGN_IN_PATH, type Follow, type SportingEvent } from 'shared-contracts';
import { EventRow } from '../../components/EventRow';
import { getUpcoming } from '../../data/calendar';
import { useReaderZone } from '../../data/scores-view';
import { useT } from '../../i18n/messages';

/**
 * The upcoming games of the reader's favourites (spec 6: the list needs login and favourites).
 * Guests get the sign-in prompt; a reader without favourites is told to follow some.
 */
export function UpcomingEvents() {
  const t = useT();
  const session = useSession();
  return (
    <section aria-labelledby="calendar-upcoming" css={{ margin: '0 0 2rem' }}>
      <h2 id="calendar-upcoming" css={{ fontSize: '1.25rem', margin: '0 0 0.75rem' }}>
        {t('calendar.upcoming')}
      </h2>
      {session.signedIn ? (
        <SignedInUpcoming />
      ) : (
        <EmptyState action={<NavigateLink to={SIGN_IN_PATH}>{t('calendar.signInAction')}</NavigateLink>}>
          {t('calendar.signIn')}
        </EmptyState>
      )}
    </section>
  );
}

type Upcoming = { readonly follows: readonly Follow[]; readonly events: readonly SportingEvent[] };

function SignedInUpcoming() {
  const t = useT();
  const { api } = useRemote().services;
  const zone = useReaderZone();
  const load = useCallback(
    async (signal: AbortSignal) => {
      const follows = await getFollows(api, true, signal);
      if (!follows.ok || follows.data.length === 0)
        return follows.ok ? { ...follows, data: { follows: follows.data, events: [] } } : follows;
      const events = await getUpcoming(api, zone, signal);
      return events.ok ? { ...events, data: { follows: follows.data, events: events.data } } : events;
    },
    [api, zone],
  );
  const upcoming = useLoad<Upcoming>(`upcoming|${zone}`, load);
  if (upcoming.status === 'loading') return <Skeleton label={t('sports.loading')} />;
  if (upcoming.status === 'failed') return <EmptyState>{t('calendar.error')}</EmptyState>;
  if (upcoming.data.follows.length === 0) return <EmptyState>{t('calendar.noFavorites')}</EmptyState>;
  if (upcoming.data.events.length === 0) return <EmptyState>{t('calendar.empty')}</EmptyState>;
  return <EventsByDay events={upcoming.data.events} />;
}

/** Games under a heading per day in the reader's time zone. */
function EventsByDay({ events }: { events: readonly SportingEvent[] }) {
  const intl = useIntl();
  const days = new Map<string, SportingEvent[]>();
  for (const event of events) {
    const day = intl.formatDate(new Date(event.start_date), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return (
    <>
      {[...days.entries()].map(([day, games]) => (
        <div key={day}>
          <h3 css={{ fontSize: '1rem', margin: '1rem 0 0.25rem' }}>{day}</h3>
          <ul css={plainList}>
            {games.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
