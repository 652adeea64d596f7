import { css } from '@emotion/react';
import { EmptyState, palette } from 'shared-contracts/remote-kit';
import type { StandingsResponse } from 'shared-contracts';
import type { StandingsData } from '../data/standings';
import { StandingsTable } from './StandingsTable';
import { ZoneLegend } from './ZoneLegend';
import { zonesOf } from '../data/zones';
import { isMessageId, useT } from '../i18n/messages';

const noteStyle = css`
  margin: 1rem 0 0;
  font-size: 0.875rem;
  color: ${palette.muted};
  h3 {
    display: inline;
    font-size: inherit;
    margin: 0 0.25rem 0 0;
  }
  p {
    display: inline;
    margin: 0;
  }
`;

/** The league's tiebreak order in the reader's language; the API's pt text for unknown rules. */
function TiebreakNote({ standings }: { standings: StandingsResponse }) {
  const t = useT();
  const id = `standings.tiebreak.${standings.rules}`;
  const text = isMessageId(id) ? t(id) : standings.tiebreak;
  return (
    <section css={noteStyle} aria-label={t('standings.tiebreak.heading')}>
      <h3>{t('standings.tiebreak.heading')}:</h3>
      <p>{text}</p>
    </section>
  );
}

/**
 * A league's standings (spec 2, spec 8 "no table for this league"): one table per group, the
 * zones' legend and the tiebreak note. Renders props only; StandingsRegion loads them.
 */
export function StandingsView({ data }: { data: StandingsData }) {
  const t = useT();
  if (data.kind === 'noTable') return <EmptyState>{t('sports.empty.noTable')}</EmptyState>;
  const { standings } = data;
  const zones = zonesOf(standings.league.id);
  const groups = standings.groups.filter((group) => group.rows.length > 0);
  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      {groups.map((group) => (
        <StandingsTable
          key={group.name ?? 'table'}
          rows={group.rows}
          zones={zones}
          caption={
            group.name === null
              ? t('standings.caption', { season: standings.season.name })
              : t('standings.captionGroup', { season: standings.season.name, group: group.name })
          }
        />
      ))}
      <div>
        <ZoneLegend zones={zones} />
        <TiebreakNote standings={standings} />
      </div>
    </div>
  );
}
