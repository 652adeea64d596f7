/**
 * An ad slot of a page (spec 9: sizes, initial counts by route; ad-slots.ts): a box of the ad's
 * exact size in the server-rendered HTML, on the devices where the page's count shows it, filled
 * by the shell once the page is interactive (docs/contracts.md "ad slots"). Its place is held
 * before any ad arrives, so nothing below it moves when one does (CLS); a slot the device does not
 * show takes no room at all, decided by CSS at first paint. Nothing renders on a news story.
 */
import { css } from '@emotion/react';
import { useLocation } from 'shared-contracts/router';
import {
  AD_DESKTOP_MEDIA,
  AD_INDEX_ATTR,
  AD_SIZES,
  AD_SLOT_ATTR,
  adCountsFor,
  adSlotShows,
  adUnitOf,
  type AdCounts,
  type AdDevice,
  type AdSize,
  type Locale,
} from 'shared-contracts';
import { useRemote } from '../context';
import { palette } from './theme';

/** The line above every slot, so an ad is never taken for the newsroom's content. */
export const AD_LABEL: Record<Locale, string> = { pt: 'Publicidade', en: 'Advertisement', es: 'Publicidad' };

const box = (size: AdSize) => `
  width: ${size.width}px;
  max-width: 100%;
  height: ${size.height}px;
`;

const slotStyle = (mobile: AdSize | undefined, desktop: AdSize | undefined) => css`
  display: ${mobile ? 'flex' : 'none'};
  flex-direction: column;
  align-items: center;
  gap: 0.25rem;
  margin: 1rem auto;
  max-width: 100%;
  grid-column: 1 / -1;
  > span {
    font-size: 0.75rem;
    line-height: 1rem;
    color: ${palette.muted};
  }
  > div {
    ${mobile ? box(mobile) : ''}
    overflow: hidden;
    background: #f2f4f7;
  }
  > div img {
    display: block;
    width: 100%;
    height: 100%;
  }
  @media ${AD_DESKTOP_MEDIA} {
    display: ${desktop ? 'flex' : 'none'};
    > div {
      ${desktop ? box(desktop) : ''}
    }
  }
`;

export interface AdSlotProps {
  /** 0: the page's top slot (desktops); 1, 2, …: its middle slots, in page order. */
  readonly index: number;
  /**
   * Only on this device: a page whose layout differs between phones and desktops places each
   * device's slots on its own, numbered on its own (the front page's grid).
   */
  readonly device?: AdDevice;
}

/** The page's ad counts (spec 9), by its path and query. */
export function useAdCounts(): AdCounts {
  const { pathname, search } = useLocation();
  return adCountsFor(pathname, search);
}

/** How many slot indices a page with these counts uses (0: none): a list places that many. */
export const adSlotsUsed = ({ desktop, mobile }: AdCounts): number =>
  desktop === 0 && mobile === 0 ? 0 : Math.max(desktop, mobile + 1);

export function AdSlot({ index, device }: AdSlotProps) {
  const { services } = useRemote();
  const counts = useAdCounts();
  const unit = adUnitOf(index);
  const shows = (on: AdDevice) => (!device || device === on) && adSlotShows(index, counts, on);
  const desktop = shows('desktop') ? AD_SIZES[unit].desktop : undefined;
  const mobile = shows('mobile') ? AD_SIZES[unit].mobile : undefined;
  if (!desktop && !mobile) return null;
  const attrs = { [AD_SLOT_ATTR]: unit, [AD_INDEX_ATTR]: index };
  return (
    <div css={slotStyle(mobile, desktop)} {...attrs}>
      <span>{AD_LABEL[services.locale]}</span>
      <div />
    </div>
  );
}
