/** Answers of the rewards calls for component tests, shaped as the server sends them. */
import type { ApiResult, RewardClaimResponse, RewardStatus } from 'shared-contracts';

export function statusOf(read: number, overrides: Partial<RewardStatus> = {}): RewardStatus {
  const ids = ['a', 'b', 'c'].slice(0, read);
  const percent = Math.round((read / 3) * 100);
  return {
    campaign: { id: 'up_december', name: 'up_december', state: 'running', bonus_mb: 50, store: null },
    conditions: { articles: 3, shares: 0, registration: 0 },
    done: { articles: { number: read, ids }, shares: { number: 0, ids: [] }, registration: 0 },
    total: 33,
    progress: read * 11,
    percent,
    completed: read >= 3,
    granted: false,
    token: 'rw_token-of-this-reader-for-today',
    ...overrides,
  };
}

export const GRANTED: RewardClaimResponse = {
  status: 'granted',
  replay: false,
  grant: {
    id: 1,
    campaign_id: 'up_december',
    bonus_mb: 50,
    idempotency_key: 'rw_token-of-this-reader-for-today',
    delivery: 'local',
    granted_at: '2026-11-21T15:30:00.000Z',
    clickid: null,
    aff_click_id: null,
    utm_campaign: null,
  },
};

export const ok = <T>(data: T): ApiResult<unknown> => ({ ok: true, status: 200, data });
export const refused = (code: string): ApiResult<unknown> => ({
  ok: false,
  status: 409,
  code,
  message: code,
});
