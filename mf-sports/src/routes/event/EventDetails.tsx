import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import type { SportingEvent } from 'shared-contracts';
import { standingsPath } from '../../data/paths';
import { FollowButton } from '../../components/FollowButton';
import { useT } from '../../i18n/messages';

const detailsStyle = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1rem;
  margin: 1rem 0;
  dt {
    color: ${palette.muted};
  }
  dd {
    margin: 0;
  }
  img {
    width: 1.5rem;
    height: 1.5rem;
    margin-right: 0.4rem;
    vertical-align: middle;
  }
`;

/**
 * League, stage and kick-off of the event; the kick-off in the reader's own time zone (the
 * browser's), with the zone named so a reader abroad knows which clock it is.
 */
export function EventDetails({ event }: { event: SportingEvent }) {
  const intl = useIntl();
  const t = useT();
  const kickoff = intl.formatDate(new Date(event.start_date), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const follows = [
    { id: event.league.id, context: 'leagues' as const, name: event.league.name },
    ...event.scores.map((s) => ({ id: s.team.id, context: 'teams' as const, name: s.team.name })),
  ];
  return (
    <>
      <dl css={detailsStyle}>
        <dt>{t('event.league')}</dt>
        <dd>
          {event.league.photo.thumbnail && (
            <img src={event.league.photo.thumbnail} alt="" width={24} height={24} />
          )}
          <Link to={standingsPath(event.league)}>{event.league.name}</Link>
        </dd>
        <dt>{t('event.round')}</dt>
        <dd>{event.round.name}</dd>
        <dt>{t('event.kickoff')}</dt>
        <dd>
          <time dateTime={event.start_date}>{kickoff}</time>
        </dd>
      </dl>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        {follows.map((profile) => (
          <FollowButton key={`${profile.context}:${profile.id}`} profile={profile} />
        ))}
      </div>
    </>
  );
}
