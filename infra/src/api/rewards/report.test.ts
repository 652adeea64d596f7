import { formatReport } from './report';

describe('rewards report', () => {
  it('lists grants per day and campaign, refusals by reason and the outbox backlog', () => {
    const text = formatReport({
      grants: [{ day: '2026-11-21', campaign_id: 'up_december', grants: 50, megabytes: 2500 }],
      refusals: [{ campaign_id: 'up_december', reason: 'limit', claims: 10 }],
      outbox: { pending: 2, failing: 1, delivered: 48, oldest_pending: new Date('2026-11-21T15:00:00Z') },
    });
    expect(text).toBe(
      [
        'Grants per day and campaign',
        '  2026-11-21  up_december  50 grants  2500 MB',
        '',
        'Claims refused, by reason',
        '  up_december  limit  10',
        '',
        'Payout outbox',
        '  pending 2 (failing 1), delivered 48, oldest due 2026-11-21T15:00:00.000Z',
      ].join('\n'),
    );
  });

  it('says when there is nothing yet', () => {
    const text = formatReport({
      grants: [],
      refusals: [],
      outbox: { pending: 0, failing: 0, delivered: 0, oldest_pending: null },
    });
    expect(text).toContain('Grants per day and campaign\n  (none)');
    expect(text).toContain('pending 0 (failing 0), delivered 0');
  });
});
