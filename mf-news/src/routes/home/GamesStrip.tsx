import { css } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { palette, plainList, useLoad, useRemote, type Load } from 'shared-contracts/remote-kit';
import type { ApiResult, SportingEvent } from 'shared-contracts';
import { useT } from '../../i18n/messages';
import { eventHref, getTodaysGames } from './frontData';

/** How often the strip asks again while the page is on screen (the call is cached for 10 s). */
export const GAMES_REFRESH_MS = 30_000;

/** One card's height: the strip keeps its box while it loads, so nothing below it moves. */
const STRIP_HEIGHT = '5.25rem';

const stripStyle = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 11.5rem;
  gap: 0.5rem;
  min-height: ${STRIP_HEIGHT};
  margin: 0 0 1rem;
  overflow-x: auto;
  > li > a {
    display: block;
    box-sizing: border-box;
    height: ${STRIP_HEIGHT};
    padding: 0.5rem 0.625rem;
    border: 1px solid ${palette.border};
    border-radius: 6px;
    color: ${palette.text};
    text-decoration: none;
    font-size: 0.8125rem;
    line-height: 1.35;
  }
  > li > a:hover {
    border-color: ${palette.link};
  }
`;
const teamRow = css`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  span:first-of-type {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;
const statusStyle = css`
  display: block;
  margin-bottom: 0.125rem;
  color: ${palette.muted};
  font-size: 0.75rem;
`;
const liveStyle = css`
  color: ${palette.error};
  font-weight: 700;
`;
const footStyle = css`
  margin: -0.5rem 0 1rem;
  font-size: 0.875rem;
`;

const side = (event: SportingEvent, position: 'home' | 'away') =>
  event.scores.find((score) => score.position === position);

/**
 * Today's games in play and still to come (one call to the sports API), for the sports section.
 * Secondary data fails softly: on failure or with no games the strip is left out.
 */
export function GamesStrip() {
  const t = useT();
  const { services } = useRemote();
  const { api } = services;
  const siteId = services.config.id;
  const load = useCallback((signal: AbortSignal) => getTodaysGames(api, siteId, signal), [api, siteId]);
  const first = useLoad(`home/games/${siteId}`, load);
  const games = useRefreshed(first, load);
  if (games.status === 'failed' || (games.status === 'ready' && games.data.length === 0)) return null;
  return (
    <>
      <ul css={[plainList, stripStyle]} aria-label={t('front.games')} aria-busy={games.status === 'loading'}>
        {games.status === 'ready' && games.data.map((event) => <GameCard key={event.id} event={event} />)}
      </ul>
      <p css={footStyle}>
        <Link to="/sports">{t('front.allGames')}</Link>
      </p>
    </>
  );
}

/**
 * Keeps scores moving: after the first answer (the server's, on a first load), asks the same
 * question again every GAMES_REFRESH_MS while the page is visible; a failed refresh keeps what is
 * shown. Games that end drop out, games that start move to the front (liveAndUpcoming).
 */
function useRefreshed(
  first: Load<SportingEvent[]>,
  load: (signal: AbortSignal) => Promise<ApiResult<SportingEvent[]>>,
): Load<SportingEvent[]> {
  const [latest, setLatest] = useState<SportingEvent[]>();
  const ready = first.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void load(controller.signal).then((result) => {
        if (result.ok && !controller.signal.aborted) setLatest(result.data);
      });
    }, GAMES_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [ready, load]);
  return ready && latest ? { status: 'ready', data: latest } : first;
}

function GameCard({ event }: { event: SportingEvent }) {
  const t = useT();
  const intl = useIntl();
  const home = side(event, 'home');
  const away = side(event, 'away');
  const live = event.status.status === 'playing';
  const homeName = home?.team.name ?? '';
  const awayName = away?.team.name ?? '';
  const kickoff = new Date(event.start_date);
  return (
    <li>
      <Link to={eventHref(event)}>
        {live ? (
          <span css={[statusStyle, liveStyle]}>
            {t('front.live')}
            {event.status.minute != null && ` ${event.status.minute}'`}
          </span>
        ) : (
          <span css={statusStyle}>
            {/* Kick-off in the reader's zone; the server's first text is replaced silently. */}
            <time suppressHydrationWarning dateTime={kickoff.toISOString()}>
              {intl.formatTime(kickoff, { hour: '2-digit', minute: '2-digit' })}
            </time>
            {' · '}
            {event.league.short_name ?? event.league.name}
          </span>
        )}
        <span css={teamRow}>
          <span>{homeName}</span>
          <strong>{home?.value ?? ''}</strong>
        </span>
        <span css={teamRow}>
          <span>{awayName}</span>
          <strong>{away?.value ?? ''}</strong>
        </span>
      </Link>
    </li>
  );
}
