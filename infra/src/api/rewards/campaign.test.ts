import { createServerKeys } from '../keys/server-keys';
import { campaignState, claimTokenOf, countsOf, decideClaim, periodOf, type CampaignRow } from './campaign';

const campaign: CampaignRow = {
  id: 'c1',
  name: 'up_december',
  bonus_mb: 50,
  daily_limit: 2,
  status: 'running',
  starts_at: new Date('2026-01-01T00:00:00Z'),
  ends_at: null,
  store_ios: null,
  store_android: null,
};
const now = new Date('2026-11-21T15:30:00Z');
const conditions = { articles: 3, shares: 0, registration: 0 };

describe('campaign state', () => {
  it('is running, limit when the day is full, ended when closed or past its end', () => {
    expect(campaignState(campaign, now, 1)).toBe('running');
    expect(campaignState(campaign, now, 2)).toBe('limit');
    expect(campaignState({ ...campaign, status: 'ended' }, now, 0)).toBe('ended');
    expect(campaignState({ ...campaign, ends_at: new Date('2026-11-20T00:00:00Z') }, now, 0)).toBe('ended');
  });

  it('counts periods in Brazil’s days', () => {
    expect(periodOf(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
  });
});

describe('claim decision', () => {
  const caps = { deviceGrants: 0, addressGrants: 0, caps: { device: 1, address: 20 } };
  it('grants a completed reader while the day has room', () => {
    expect(decideClaim({ campaign, now, grantsThisPeriod: 1, conditions, completed: true, ...caps })).toEqual(
      {
        kind: 'grant',
      },
    );
  });

  it('refuses a device or an address that had its grants of the day', () => {
    const claim = { campaign, now, grantsThisPeriod: 1, conditions, completed: true };
    expect(decideClaim({ ...claim, ...caps, deviceGrants: 1 })).toEqual({
      kind: 'refuse',
      reason: 'device_cap',
    });
    expect(decideClaim({ ...claim, ...caps, addressGrants: 20 })).toEqual({
      kind: 'refuse',
      reason: 'address_cap',
    });
    expect(decideClaim({ ...claim, ...caps, addressGrants: 19 })).toEqual({ kind: 'grant' });
  });

  it('refuses an ended campaign, an unearned claim, then a full day, in that order', () => {
    const ended = { ...campaign, status: 'ended' as const };
    expect(
      decideClaim({ campaign: ended, now, grantsThisPeriod: 5, conditions, completed: false, ...caps }),
    ).toEqual({
      kind: 'refuse',
      reason: 'ended',
    });
    expect(
      decideClaim({ campaign, now, grantsThisPeriod: 5, conditions, completed: false, ...caps }),
    ).toEqual({
      kind: 'refuse',
      reason: 'not_earned',
    });
    expect(decideClaim({ campaign, now, grantsThisPeriod: 2, conditions, completed: true, ...caps })).toEqual(
      {
        kind: 'refuse',
        reason: 'limit',
      },
    );
  });
});

describe('claim token', () => {
  const keys = createServerKeys('s'.repeat(40));
  it('is stable for one reader, campaign and period and differs otherwise', () => {
    const token = claimTokenOf(keys, 'psid:a', 'c1', '2026-11-21');
    expect(claimTokenOf(keys, 'psid:a', 'c1', '2026-11-21')).toBe(token);
    expect(claimTokenOf(keys, 'psid:b', 'c1', '2026-11-21')).not.toBe(token);
    expect(claimTokenOf(keys, 'psid:a', 'c1', '2026-11-22')).not.toBe(token);
    expect(claimTokenOf(createServerKeys('o'.repeat(40)), 'psid:a', 'c1', '2026-11-21')).not.toBe(token);
    expect(token).toMatch(/^rw_[A-Za-z0-9_-]{32}$/);
  });
});

describe('reader counts', () => {
  const withShares = { articles: 3, shares: 1, registration: 0 };

  it('counts distinct reads and shares, capped by their conditions', () => {
    const counts = countsOf({
      conditions: withShares,
      reads: ['a', 'b', 'a', 'c', 'd'],
      shares: ['a', 'a', 'b'],
      signedIn: false,
    });
    expect(counts).toMatchObject({ articles: ['a', 'b', 'c'], shares: ['a'], registration: 0 });
    expect(counts.progress).toEqual({ total: 66, progress: 66, percent: 100, completed: true });
  });

  it('needs the share as well as the reads when the campaign asks for one', () => {
    const counts = countsOf({ conditions: withShares, reads: ['a', 'b', 'c'], shares: [], signedIn: true });
    expect(counts.progress).toEqual({ total: 66, progress: 33, percent: 50, completed: false });
  });

  it('ignores shares and registration whose condition is 0', () => {
    const counts = countsOf({ conditions, reads: ['a'], shares: ['a', 'b'], signedIn: true });
    expect(counts).toMatchObject({ shares: [], registration: 0 });
    expect(counts.progress).toMatchObject({ total: 33, progress: 11, completed: false });
  });

  it('counts registration for a signed-in reader only, one registration meeting any number', () => {
    const registration = { articles: 1, shares: 0, registration: 2 };
    const guest = countsOf({ conditions: registration, reads: ['a'], shares: [], signedIn: false });
    const account = countsOf({ conditions: registration, reads: ['a'], shares: [], signedIn: true });
    expect(guest.registration).toBe(0);
    expect(guest.progress).toMatchObject({ total: 66, completed: false });
    expect(account.registration).toBe(1);
    expect(account.progress).toMatchObject({ total: 66, percent: 100, completed: true });
  });
});
