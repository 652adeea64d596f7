import { useCallback, useLayoutEffect } from 'react';
import {
  describeEvent,
  eventIdFrom,
  eventPath,
  eventShareImages,
  type SportingEvent,
} from 'shared-contracts';
import { useLocation } from 'shared-contracts/router';
import { EmptyState, PageFrame, Skeleton, useLoad, useRemote } from 'shared-contracts/remote-kit';
import { SportsLayout } from '../../components/SportsLayout';
import { getEvent } from './getEvent';
import { EventDetails } from './EventDetails';
import { EventNews } from './EventNews';
import { Scoreboard } from './Scoreboard';
import { useT, type T } from '../../i18n/messages';

/**
 * /sports/event/{name}/{id}: one sporting event (spec 2 "Event detail pages"). The edge renders
 * the page's head for link previews (infra/src/edge/heads/event.ts); this is the readable page,
 * whose head in the browser says the same (the shared `describeEvent`, share image and path).
 * The data has no goal scorers, so there is no goals timeline yet.
 */
export function EventPage() {
  const t = useT();
  const id = eventIdFrom(useLocation().pathname) ?? '';
  const { api } = useRemote().services;
  const load = useCallback((signal: AbortSignal) => getEvent(api, id, signal), [api, id]);
  const event = useLoad(`event|${id}`, load);
  // Opened from a game row further down a list, the page would keep the list's scroll position
  // (client-side navigation): an event starts at its top.
  useLayoutEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [id]);

  if (event.status === 'loading')
    return (
      <SportsLayout active="scores">
        <PageFrame title={t('event.title')} busy>
          <Skeleton label={t('sports.loading')} />
        </PageFrame>
      </SportsLayout>
    );
  if (event.status === 'failed' || event.data.kind === 'notFound')
    return (
      <SportsLayout active="scores">
        <PageFrame title={t('event.title')}>
          <EmptyState>{t(event.status === 'failed' ? 'event.error' : 'event.notFound')}</EmptyState>
        </PageFrame>
      </SportsLayout>
    );
  const game = event.data.event;
  return (
    <SportsLayout active="scores" league={{ id: game.league.id, name: game.league.name }}>
      <PageFrame title={game.name} head={eventPageHead(game, t)}>
        <Scoreboard event={game} />
        <EventDetails event={game} />
        <EventNews eventId={game.id} />
      </PageFrame>
    </SportsLayout>
  );
}

/** The event's head beyond its title, as the edge's first render gives it. */
function eventPageHead(game: SportingEvent, t: T) {
  return {
    description: describeEvent(game, {
      status: (status) => t(`sports.status.${status}`),
      period: (period) => t(`event.period.${period}`),
    }),
    canonicalPath: eventPath(game),
    image: eventShareImages(game)[0],
  };
}
