import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';
import type { SportingEvent } from 'shared-contracts';
import { useIntl } from 'react-intl';

const rowStyle = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: 0.5rem;
  align-items: center;
  padding: 0.5rem 0;
  border-bottom: 1px solid ${palette.border};
  .home {
    text-align: right;
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
`;

/** One game: teams, score (or kick-off time), status and, while playing, the minute. */
export function EventRow({ event }: { event: SportingEvent }) {
  const intl = useIntl();
  const home = event.scores.find((s) => s.position === 'home');
  const away = event.scores.find((s) => s.position === 'away');
  const started = home?.value != null && away?.value != null;
  const kickoff = intl.formatTime(new Date(event.start_date), { hour: '2-digit', minute: '2-digit' });
  const status = intl.formatMessage({ id: `sports.status.${event.status.status}` });
  const minute =
    event.status.status === 'playing' && event.status.minute != null ? ` · ${event.status.minute}'` : '';
  return (
    <li css={rowStyle}>
      <span className="home">{home?.team.name}</span>
      <span className="score">{started ? `${home?.value} – ${away?.value}` : kickoff}</span>
      <span>{away?.team.name}</span>
      <span className="status">
        {status}
        {minute}
      </span>
    </li>
  );
}
