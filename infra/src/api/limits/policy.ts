/**
 * The password limiter's rules (docs/adr/010, docs/operations.md "Limits"), pure. Failed password
 * attempts are counted in fixed windows, in three counters shared by every password route and
 * every instance:
 * - per account and address: a few free failures, then a delay that doubles with each further one;
 * - per account: past its wider budget the account is under attack, and every address gets a
 *   delay from its second failure on; the first try from an address that has not been failing
 *   always passes, so the owner is slowed at worst, never locked out;
 * - per address: a budget wide enough for a carrier's NAT, which a sweep of many accounts runs out.
 * Sign-ups and reset requests count every request per address (and resets per account).
 */

export interface PasswordLimits {
  /** Length of a counting window (AUTH_WINDOW_MINUTES). */
  readonly windowMs: number;
  /** Failures per account and address before delays (AUTH_PAIR_FAILURES). */
  readonly pairFailures: number;
  /** Failures per account, from all addresses, before every address is slowed (AUTH_ACCOUNT_FAILURES). */
  readonly accountFailures: number;
  /** Failures per address, all accounts (AUTH_ADDRESS_FAILURES). */
  readonly addressFailures: number;
  /** The first delay, doubled with each further failure (AUTH_DELAY_SECONDS). */
  readonly delayMs: number;
  /** The longest delay (AUTH_MAX_DELAY_SECONDS). */
  readonly maxDelayMs: number;
}

export interface RequestLimits {
  /** Sign-ups per address and hour (AUTH_SIGNUPS_PER_ADDRESS). */
  readonly signUpsPerAddress: number;
  /** Reset requests per address and hour (AUTH_RESETS_PER_ADDRESS). */
  readonly resetsPerAddress: number;
  /** Reset requests per account and hour (AUTH_RESETS_PER_ACCOUNT). */
  readonly resetsPerAccount: number;
}

export type Limits = PasswordLimits & RequestLimits;

export const DEFAULT_LIMITS: Limits = {
  windowMs: 15 * 60_000,
  pairFailures: 5,
  accountFailures: 50,
  addressFailures: 200,
  delayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  signUpsPerAddress: 60,
  resetsPerAddress: 60,
  resetsPerAccount: 5,
};

/** Window of the sign-up and reset counters. */
export const REQUEST_WINDOW_MS = 60 * 60_000;

/** A counter as stored: hits in the current window, the last one, when the window ends. */
export interface Counter {
  readonly count: number;
  /** Unix ms of the last hit (0: none). */
  readonly lastAt: number;
  /** Unix ms when the window ends (0: no window running). */
  readonly resetAt: number;
}

export const EMPTY_COUNTER: Counter = { count: 0, lastAt: 0, resetAt: 0 };

/** The answer of a limit: its RateLimit-* headers, and a wait when the request is refused. */
export interface Gate {
  readonly ok: boolean;
  /** Seconds to wait (Retry-After) when refused. */
  readonly retryAfter?: number;
  readonly headers: Readonly<Record<string, string>>;
}

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

function headersOf(limit: number, remaining: number, resetSeconds: number): Record<string, string> {
  return {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(0, remaining)),
    'ratelimit-reset': String(resetSeconds),
  };
}

/** Whether a password attempt may go ahead now, from the three counters of its failures. */
export function passwordGate(
  limits: PasswordLimits,
  counters: { readonly pair: Counter; readonly account: Counter; readonly address: Counter },
  now: number,
): Gate {
  const { pair, account, address } = counters;
  const resetOf = (counter: Counter) => (counter.resetAt > now ? seconds(counter.resetAt - now) : 0);
  if (address.count >= limits.addressFailures) {
    const wait = resetOf(address);
    return { ok: false, retryAfter: Math.max(1, wait), headers: headersOf(limits.addressFailures, 0, wait) };
  }
  const free = account.count >= limits.accountFailures ? 1 : limits.pairFailures;
  const addressLeft = limits.addressFailures - address.count;
  const pairLeft = free - pair.count;
  const headers =
    addressLeft < pairLeft
      ? headersOf(limits.addressFailures, addressLeft, resetOf(address))
      : headersOf(free, pairLeft, resetOf(pair));
  if (pair.count < free) return { ok: true, headers };
  const delay = Math.min(limits.maxDelayMs, limits.delayMs * 2 ** Math.min(pair.count - free, 30));
  const waitMs = pair.lastAt + delay - now;
  if (waitMs <= 0) return { ok: true, headers };
  return { ok: false, retryAfter: seconds(waitMs), headers: { ...headers, 'ratelimit-remaining': '0' } };
}

/** Whether a counted request (sign-up, reset) is within `limit`, from its counter after counting it. */
export function requestGate(limit: number, counter: Counter, now: number): Gate {
  const reset = counter.resetAt > now ? seconds(counter.resetAt - now) : 0;
  const headers = headersOf(limit, limit - counter.count, reset);
  return counter.count <= limit
    ? { ok: true, headers }
    : { ok: false, retryAfter: Math.max(1, reset), headers };
}
