import { css } from '@emotion/react';
import { palette, visuallyHidden } from 'shared-contracts/remote-kit';
import type { SportingEvent } from 'shared-contracts';
import { useT } from '../../i18n/messages';

const boardStyle = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${palette.border};
  border-radius: 8px;
  text-align: center;
  .team {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.4rem;
    font-weight: 600;
  }
  .score {
    font-size: 2rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .status {
    grid-column: 1 / -1;
    margin: 0;
    color: ${palette.muted};
  }
`;

/** Status, and while playing the period and minute, in the reader's language (spec 3). */
export function useStatusText(event: SportingEvent): string {
  const t = useT();
  const parts = [t(`sports.status.${event.status.status}`)];
  if (event.status.status === 'playing') {
    if (event.status.period) parts.push(t(`event.period.${event.status.period}`));
    if (event.status.minute !== null) parts.push(`${event.status.minute}'`);
  }
  return parts.join(' · ');
}

/** Teams with crests, the score (or "x" before kick-off) and the status line. */
export function Scoreboard({ event }: { event: SportingEvent }) {
  const t = useT();
  const status = useStatusText(event);
  const home = event.scores.find((s) => s.position === 'home');
  const away = event.scores.find((s) => s.position === 'away');
  const homeScore = home?.value;
  const awayScore = away?.value;
  const started = homeScore != null && awayScore != null;
  return (
    <div css={boardStyle}>
      {[home, away].map(
        (side, i) =>
          side && (
            <div key={side.position} className="team" style={{ order: i === 0 ? 0 : 2 }}>
              {side.team.photo.small && <img src={side.team.photo.small} alt="" width={64} height={64} />}
              <span>{side.team.name}</span>
            </div>
          ),
      )}
      <div className="score" style={{ order: 1 }}>
        {started && home && away ? (
          <>
            <span aria-hidden="true">
              {homeScore} – {awayScore}
            </span>
            <span css={visuallyHidden}>
              {t('event.score', { home: home.team.name, homeScore, away: away.team.name, awayScore })}
            </span>
          </>
        ) : (
          t('event.vs')
        )}
      </div>
      <p className="status" style={{ order: 3 }}>
        {status}
        {home?.penalties != null &&
          away?.penalties != null &&
          ` · ${t('event.penalties', { home: home.penalties, away: away.penalties })}`}
      </p>
    </div>
  );
}
