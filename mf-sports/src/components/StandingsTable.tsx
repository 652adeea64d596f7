import { css } from '@emotion/react';
import { useId } from 'react';
import { palette, visuallyHidden } from 'shared-contracts/remote-kit';
import type { StandingsResponse } from 'shared-contracts';
import { FormCell } from './FormCell';
import { ZoneMarker } from './ZoneMarker';
import { zoneAt, type Zone } from '../data/zones';
import { useT } from '../i18n/messages';

type Row = StandingsResponse['groups'][number]['rows'][number];

const NUMBERS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference'] as const;
const valueOf = (row: Row, column: (typeof NUMBERS)[number] | 'points'): number =>
  ({
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goals_for,
    goalsAgainst: row.goals_against,
    goalDifference: row.goal_difference,
    points: row.points,
  })[column];

const scrollStyle = css`
  /* The containing block of the headers' hidden labels: without it they sit past the page's
     right edge, and a phone zooms the whole page out to show them. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${palette.border};
  border-radius: 8px;
`;

const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: 0.9375rem;
  caption {
    padding: 0.6rem 0.75rem;
    text-align: left;
    font-weight: 700;
  }
  th,
  td {
    padding: 0.45rem 0.5rem;
    border-top: 1px solid ${palette.border};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    font-size: 0.8125rem;
    color: ${palette.muted};
  }
  th[scope='row'],
  .team {
    text-align: left;
  }
  th[scope='row'] {
    font-weight: 600;
  }
  th[scope='row'] img {
    width: 1.5rem;
    height: 1.5rem;
    margin-right: 0.5rem;
    vertical-align: middle;
  }
  .position {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  .points {
    font-weight: 700;
  }
`;

/** Visible abbreviation for sighted readers, the full column name for screen readers. */
function ColumnHeader({ id }: { id: (typeof NUMBERS)[number] | 'points' | 'form' }) {
  const t = useT();
  return (
    <th scope="col">
      <span aria-hidden="true">{t(`standings.col.${id}.short`)}</span>
      <span css={visuallyHidden}>{t(`standings.col.${id}`)}</span>
    </th>
  );
}

/**
 * One league table (spec 2 "Standings"): a real table with a caption and scoped headers, the zone
 * of each position as a lettered marker, and the last five results.
 */
export function StandingsTable({
  caption,
  rows,
  zones,
}: {
  caption: string;
  rows: readonly Row[];
  zones: readonly Zone[];
}) {
  const t = useT();
  const captionId = useId();
  return (
    // A focusable scroll region so keyboard users can scroll the table on narrow screens.
    <div css={scrollStyle} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table css={tableStyle}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('standings.col.position')}</th>
            <th scope="col" className="team">
              {t('standings.col.team')}
            </th>
            <ColumnHeader id="points" />
            {NUMBERS.map((column) => (
              <ColumnHeader key={column} id={column} />
            ))}
            <ColumnHeader id="form" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const zone = zoneAt(zones, row.position);
            return (
              <tr key={row.team.id}>
                <td>
                  <span className="position">
                    {row.position}
                    {zone && <ZoneMarker kind={zone.kind} />}
                  </span>
                </td>
                <th scope="row">
                  {row.team.photo.small && <img src={row.team.photo.small} alt="" width={24} height={24} />}
                  {row.team.name}
                </th>
                <td className="points">{row.points}</td>
                {NUMBERS.map((column) => (
                  <td key={column}>{valueOf(row, column)}</td>
                ))}
                <FormCell form={row.form} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
