/** Pure rules of the payout outbox: when a failed delivery is tried again. No I/O. */

export interface Backoff {
  /** Delay after the first failure. */
  readonly baseMs: number;
  /** The longest wait between two attempts. */
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 2_000, maxMs: 15 * 60_000 };

/** Exponential backoff: base × 2^(failures − 1), capped; failures counts the one just seen. */
export function retryDelayMs(failures: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** exponent);
}

/** The body the carrier's endpoint receives for one grant. */
export interface PayoutMessage {
  readonly idempotency_key: string;
  readonly grant_id: number;
  readonly campaign_id: string;
  readonly owner: string;
  readonly bonus_mb: number;
  readonly granted_at: string;
  readonly clickid: string | null;
  readonly aff_click_id: string | null;
  readonly utm_campaign: string | null;
}
