import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';
import type { SportingEvent } from 'shared-contracts';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { safeUrl } from 'shared-contracts';
import { eventPath } from '../data/paths';
import { PHONE } from './breakpoints';
import { useT, type MessageId, type T } from '../i18n/messages';

const rowStyle = css`
  border-bottom: 1px solid ${palette.border};
  a {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    gap: 0.5rem;
    align-items: center;
    padding: 0.5rem 0.25rem;
    color: ${palette.text};
    text-decoration: none;
  }
  a:hover {
    background: #f2f4f7;
  }
  a:hover .teams,
  a:focus-visible .teams {
    text-decoration: underline;
  }
  .teams {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    min-width: 0;
  }
  .home {
    justify-content: flex-end;
    text-align: right;
  }
  .teams img {
    flex: none;
    width: 20px;
    height: 20px;
  }
  ${PHONE} {
    a {
      gap: 0 0.375rem;
      padding: 0.3rem 0.125rem;
      line-height: 1.25;
    }
    .score {
      min-width: 3.5rem;
    }
    .status {
      font-size: 0.75rem;
    }
    /* One line per team (the row's name says it whole): every game is two short lines. */
    .teams {
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      display: block;
    }
    .teams img {
      display: inline-block;
      vertical-align: middle;
      margin: 0 0.25rem;
    }
  }
  .score {
    min-width: 4.5rem;
    text-align: center;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .status {
    grid-column: 1 / -1;
    text-align: center;
    font-size: 0.875rem;
    color: ${palette.muted};
  }
  .status.live {
    color: ${palette.error};
    font-weight: 600;
  }
`;

const PERIOD_KEY: Record<NonNullable<SportingEvent['status']['period']>, MessageId> = {
  '1st half': 'scores.period.firstHalf',
  'half-time': 'scores.period.halfTime',
  '2nd half': 'scores.period.secondHalf',
  'extra time': 'scores.period.extraTime',
  penalties: 'scores.period.penalties',
};

/** A team's crest beside its name (decorative: the name is there). */
function Crest({ src }: { src: string | null | undefined }) {
  const url = safeUrl(src ?? undefined);
  return url ? <img src={url} alt="" width={20} height={20} loading="lazy" decoding="async" /> : null;
}

/**
 * "Ao vivo · Intervalo", "Ao vivo · 2º tempo · 67'", "Encerrado": the status (spec 3, all eleven),
 * then, while in play, the period (half-time for football, spec 3) and the minute where known.
 */
export function statusText(t: T, status: SportingEvent['status']): string {
  const parts = [t(`sports.status.${status.status}`)];
  const inPlay = status.status === 'playing' || status.status === 'interrupted';
  if (inPlay && status.period) parts.push(t(PERIOD_KEY[status.period]));
  if (inPlay && status.minute != null && status.period !== 'half-time') parts.push(`${status.minute}'`);
  return parts.join(' · ');
}

/**
 * One game: teams, score (or kick-off time in the reader's zone), status, period and minute. The
 * whole row is one link to the event page, named as it is read ("Flamengo 2 – 1 Palmeiras,
 * Encerrado", "Flamengo 18:30 Palmeiras, Em breve"): the visible words in their order, so speech
 * users can say what they see (WCAG 2.5.3). The name follows the live score as the row does.
 */
export function EventRow({ event }: { event: SportingEvent }) {
  const intl = useIntl();
  const t = useT();
  const home = event.scores.find((s) => s.position === 'home');
  const away = event.scores.find((s) => s.position === 'away');
  const homeScore = home?.value;
  const awayScore = away?.value;
  const started = homeScore != null && awayScore != null;
  const kickoff = intl.formatTime(new Date(event.start_date), { hour: '2-digit', minute: '2-digit' });
  const live = event.status.status === 'playing' || event.status.status === 'interrupted';
  const penalties =
    home?.penalties != null && away?.penalties != null
      ? ` (${t('scores.penalties', { home: home.penalties, away: away.penalties })})`
      : '';
  const status = `${statusText(t, event.status)}${penalties}`;
  const teams = { home: home?.team.name ?? '', away: away?.team.name ?? '' };
  const label = started
    ? t('scores.row.played', { ...teams, homeScore, awayScore, status })
    : t('scores.row.notStarted', { ...teams, time: kickoff, status });
  return (
    <li css={rowStyle} data-event-id={event.id}>
      <Link to={eventPath(event)} aria-label={label}>
        {/* Spaces between the cells keep their words apart in the text (the grid ignores them). */}
        <span className="home teams">
          {home?.team.name}
          <Crest src={home?.team.photo.small} />
        </span>{' '}
        <span className="score" data-testid="score">
          {started ? `${homeScore} – ${awayScore}` : <time dateTime={event.start_date}>{kickoff}</time>}
        </span>{' '}
        <span className="teams">
          <Crest src={away?.team.photo.small} />
          {away?.team.name}
        </span>{' '}
        <span className={live ? 'status live' : 'status'}>{status}</span>
      </Link>
    </li>
  );
}
