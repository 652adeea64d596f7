import { css } from '@emotion/react';
import { plainList } from 'shared-contracts/remote-kit';
import { useId } from 'react';
import { ZoneMarker } from './ZoneMarker';
import type { Zone } from '../data/zones';
import { useT } from '../i18n/messages';

const legendStyle = css`
  margin: 0.75rem 0 0;
  font-size: 0.875rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 0.875rem;
  }
  ul {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1.25rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

/** The legend of the table's zones: marker, zone name and its positions (spec: zones with a legend). */
export function ZoneLegend({ zones }: { zones: readonly Zone[] }) {
  const t = useT();
  const headingId = useId();
  if (zones.length === 0) return null;
  return (
    <section css={legendStyle} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('standings.legend')}</h3>
      <ul>
        {zones.map((zone) => (
          <li key={`${zone.kind}-${zone.from}`}>
            <ZoneMarker kind={zone.kind} spoken={false} />
            <span>
              {t(`standings.zone.${zone.kind}`)} (
              {t(zone.from === zone.to ? 'standings.zone.single' : 'standings.zone.range', {
                from: zone.from,
                to: zone.to,
              })}
              )
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
