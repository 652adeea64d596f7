import { couponState, type CouponCampaignRow } from './coupon';

const campaign: CouponCampaignRow = {
  id: 'jej',
  daily_limit: 2,
  prize_limit: 5,
  status: 'running',
  ends_at: null,
};
const now = new Date('2026-11-21T15:30:00Z');

describe('coupon campaign state', () => {
  it('runs while the day and the prizes have room', () => {
    expect(couponState(campaign, now, { today: 1, total: 4 })).toBe('running');
  });

  it('is full for the day, out of prizes, or ended, the stronger state winning', () => {
    expect(couponState(campaign, now, { today: 2, total: 2 })).toBe('limit');
    expect(couponState(campaign, now, { today: 2, total: 5 })).toBe('prize_limit');
    expect(couponState({ ...campaign, status: 'ended' }, now, { today: 2, total: 5 })).toBe('ended');
    expect(couponState({ ...campaign, ends_at: now }, now, { today: 0, total: 0 })).toBe('ended');
  });
});
