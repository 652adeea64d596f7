import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { palette } from 'shared-contracts/remote-kit';
import type { OlympicResult } from '../../data/olympic';
import { useT } from '../../i18n/messages';

const wrapStyle = css`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
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
    white-space: nowrap;
  }
`;

const COLUMNS = ['date', 'sport', 'competition', 'position', 'country', 'participant', 'result'] as const;

/**
 * Spec 2 "Olympic results table": date, sport, competition, position, country, participant,
 * result. The participant names each row. The wrapper scrolls sideways on narrow screens; it is
 * focusable so keyboard readers can scroll it too.
 */
export function OlympicTable({ results }: { results: readonly OlympicResult[] }) {
  const intl = useIntl();
  const t = useT();
  const caption = t('olympic.caption');
  // A bare YYYY-MM-DD is a calendar day, not UTC midnight: never shift it into the day before.
  const formatDay = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? intl.formatDate(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
      : intl.formatDate(new Date(date), { dateStyle: 'medium' });
  return (
    <div css={wrapStyle} role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`olympic.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.date}>{formatDay(row.date)}</time>
              </td>
              <td>{row.sport}</td>
              <td>{row.competition}</td>
              <td>{row.position ?? '–'}</td>
              <td>{row.country.name}</td>
              <th scope="row">{row.participant}</th>
              <td>{row.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
