/**
 * The one limiter of the accounts (docs/adr/010): every password route (sign-in, login, password
 * change) counts into the same counters, on every instance (counter-store.ts), and so do
 * sign-ups and reset requests per address. Counters are keyed by keyed hashes of the account's
 * e-mail and the client's address, never the values themselves.
 */
import type { ServerKeys } from '../keys/server-keys';
import type { CounterStore } from './counter-store';
import { passwordGate, REQUEST_WINDOW_MS, requestGate, type Gate, type Limits } from './policy';

export interface Limiter {
  readonly store: CounterStore['kind'];
  /** Whether a password attempt for `account` from `address` may be checked now. */
  beforePassword(account: string, address: string): Promise<Gate>;
  /** A wrong password (or no such account): counted for the pair, the account and the address. */
  failedPassword(account: string, address: string): Promise<void>;
  /** The right password: the pair starts again (the account and address counters stay). */
  passedPassword(account: string, address: string): Promise<void>;
  /** Counts a sign-up or reset request of this address (and, for resets, of the account). */
  countRequest(kind: 'sign_up' | 'reset', address: string, account?: string): Promise<Gate>;
  close(): Promise<void>;
}

export function createLimiter(
  store: CounterStore,
  keys: ServerKeys,
  limits: Limits,
  now: () => Date,
): Limiter {
  const hash = (text: string) => keys.mac('limit', text).slice(0, 27);
  const pairKey = (account: string, address: string) => `pw:p:${hash(`${account}\n${address}`)}`;
  const accountKey = (account: string) => `pw:a:${hash(account)}`;
  const addressKey = (address: string) => `pw:i:${hash(address)}`;
  return {
    store: store.kind,
    async beforePassword(account, address) {
      const at = now();
      const [pair, acct, addr] = await store.read(
        [pairKey(account, address), accountKey(account), addressKey(address)],
        at,
      );
      return passwordGate(limits, { pair: pair!, account: acct!, address: addr! }, at.getTime());
    },
    async failedPassword(account, address) {
      const at = now();
      for (const key of [pairKey(account, address), accountKey(account), addressKey(address)]) {
        await store.add(key, limits.windowMs, at);
      }
    },
    async passedPassword(account, address) {
      await store.clear(pairKey(account, address));
    },
    async countRequest(kind, address, account) {
      const at = now();
      const perAddress = kind === 'sign_up' ? limits.signUpsPerAddress : limits.resetsPerAddress;
      const byAddress = requestGate(
        perAddress,
        await store.add(`${kind}:i:${hash(address)}`, REQUEST_WINDOW_MS, at),
        at.getTime(),
      );
      if (!byAddress.ok || account === undefined) return byAddress;
      const byAccount = requestGate(
        limits.resetsPerAccount,
        await store.add(`${kind}:a:${hash(account)}`, REQUEST_WINDOW_MS, at),
        at.getTime(),
      );
      return byAccount.ok ? byAddress : byAccount;
    },
    close: () => store.close(),
  };
}
