import { css } from '@emotion/react';
import { plainList } from 'shared-contracts/remote-kit';
import type { SportingEvent } from 'shared-contracts';
import { groupByLeague } from '../data/events';
import { EventRow } from './EventRow';
import { PHONE } from './breakpoints';

const listStyle = css`
  ${plainList}
  margin: 0 0 1.5rem;
  ${PHONE} {
    margin: 0 0 0.75rem;
  }
`;
const headingStyle = css`
  font-size: 1.125rem;
  margin: 1rem 0 0.25rem;
  ${PHONE} {
    font-size: 1rem;
    margin: 0.5rem 0 0;
  }
`;

/** Games grouped by league (spec 2), each league a section named by its heading. */
export function LeagueGroups({ events }: { events: readonly SportingEvent[] }) {
  return (
    <>
      {groupByLeague(events).map(({ league, events: games }) => (
        <section key={league.id} aria-labelledby={`league-${league.id}`}>
          <h2 id={`league-${league.id}`} css={headingStyle}>
            {league.name}
          </h2>
          <ul css={listStyle}>
            {games.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
