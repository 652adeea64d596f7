import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { palette, plainList } from 'shared-contracts/remote-kit';
import type { CalendarResponse } from '../../data/calendar';
import { leagueSlug, scoresPath } from 'shared-contracts';
import { useT, type MessageId } from '../../i18n/messages';

const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    margin: 0 0 0.5rem;
  }
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${palette.border};
    text-align: left;
  }
  td.games {
    text-align: right;
  }
  thead th.games {
    text-align: right;
  }
`;

const seasonsStyle = css`
  ul {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    margin: 0 0 1rem;
  }
  a[aria-current='page'] {
    font-weight: 700;
    color: ${palette.text};
  }
`;

/**
 * A season's rounds (spec 2 "Calendar": events tab): each round links to the league's scores on
 * its first match day; links switch between the league's seasons (?season=).
 */
export function RoundsTable({ calendar }: { calendar: CalendarResponse }) {
  const intl = useIntl();
  const t = useT();
  const { league, season, seasons, rounds } = calendar;
  const day = (date: string) =>
    intl.formatDate(new Date(`${date}T12:00:00Z`), { timeZone: 'UTC', day: 'numeric', month: 'short' });
  const dates = (from: string, to: string) =>
    from === to ? day(from) : t('calendar.dates.range', { from: day(from), to: day(to) });
  const th = (id: MessageId, className?: string) => (
    <th scope="col" className={className}>
      {t(id)}
    </th>
  );
  return (
    <>
      {seasons.length > 1 && (
        <nav css={seasonsStyle} aria-label={t('calendar.seasons')}>
          <ul>
            {seasons.map((each) => (
              <li key={each.id}>
                <Link
                  to={`?season=${encodeURIComponent(each.id)}`}
                  aria-current={each.id === season.id ? 'page' : undefined}
                >
                  {each.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <table css={tableStyle}>
        <caption>{t('calendar.rounds.caption', { season: season.name })}</caption>
        <thead>
          <tr>
            {th('calendar.col.round')}
            {th('calendar.col.dates')}
            {th('calendar.col.games', 'games')}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={`${round.stage ?? ''}|${round.name}`}>
              <th scope="row">
                <Link
                  to={scoresPath({
                    mode: 'date',
                    league: league.id,
                    slug: leagueSlug(league.name),
                    date: round.first_date,
                    calendar: false,
                  })}
                >
                  {round.stage ? `${round.stage} · ${round.name}` : round.name}
                </Link>
              </th>
              <td>{dates(round.first_date, round.last_date)}</td>
              <td className="games">{round.events}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
