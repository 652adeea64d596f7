import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { palette } from 'shared-contracts/remote-kit';
import { DESKTOP } from './breakpoints';

/** Spec 9: desktop ad sizes. */
const SIZES = { top: { width: 970, height: 250 }, middle: { width: 728, height: 90 } } as const;

const slotStyle = (width: number, height: number) => css`
  display: none;
  ${DESKTOP} {
    display: flex;
    flex-direction: column;
    align-items: center;
    margin: 0 auto 1rem;
    max-width: 100%;
  }
  .label {
    font-size: 0.75rem;
    color: ${palette.muted};
  }
  .box {
    width: ${width}px;
    max-width: 100%;
    height: ${height}px;
    background: #f2f4f7;
  }
`;

/**
 * A reserved, empty ad region (spec 2 sports layout, spec 9 sizes). Its size is fixed before any ad
 * could arrive, so nothing shifts; ads are not served, the region only carries its visible label.
 * Desktop only: below the 1279 px threshold it takes no space at all, decided by CSS at first paint.
 */
export function AdSlot({ position }: { position: keyof typeof SIZES }) {
  const intl = useIntl();
  const { width, height } = SIZES[position];
  return (
    <div css={slotStyle(width, height)} data-ad-slot={position}>
      <span className="label">{intl.formatMessage({ id: 'sports.ad.label' })}</span>
      <div className="box" />
    </div>
  );
}
