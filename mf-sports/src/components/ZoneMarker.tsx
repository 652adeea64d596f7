import { css } from '@emotion/react';
import { visuallyHidden } from 'shared-contracts/remote-kit';
import { ZONE_COLOURS, type ZoneKind } from '../data/zones';
import { useT } from '../i18n/messages';

const markerStyle = css`
  display: inline-block;
  min-width: 1.75rem;
  padding: 0.1rem 0.3rem;
  border-radius: 4px;
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4;
  text-align: center;
`;

/**
 * A zone's short letter on its colour. Sighted readers match the letter with the legend; screen
 * readers hear the zone's full name instead (WCAG 1.4.1: not colour alone).
 */
export function ZoneMarker({ kind, spoken = true }: { kind: ZoneKind; spoken?: boolean }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" css={markerStyle} style={{ background: ZONE_COLOURS[kind] }}>
        {t(`standings.zone.${kind}.short`)}
      </span>
      {spoken && <span css={visuallyHidden}>{t(`standings.zone.${kind}`)}</span>}
    </>
  );
}
