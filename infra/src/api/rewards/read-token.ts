/**
 * The read token (docs/adr/010): what proves that a read beacon comes from a device that had the
 * story or video open for long enough. The server gives it to a device (its signed guest id) for
 * one item, dated; the beacon sends it back, and the read counts only when it is this device's,
 * for this item, at least `minSeconds` old and not older than its life. A token says nothing the
 * client could change: kind, item and time are inside the signature. Pure.
 */
import { sameMac, type ServerKeys } from '../keys/server-keys';

export type ReadKind = 'news' | 'video';

export interface ReadClaim {
  readonly psid: string;
  readonly kind: ReadKind;
  readonly id: string;
  /** Unix seconds when the server issued it. */
  readonly issuedAt: number;
}

export interface ReadRules {
  /** Seconds a story must have been open before its read counts (READ_SECONDS). */
  readonly newsSeconds: number;
  /** Seconds a video must have been watched (spec 4, 9: 10 s; VIDEO_READ_SECONDS). */
  readonly videoSeconds: number;
  /** A token's life in seconds (READ_TOKEN_HOURS). */
  readonly lifeSeconds: number;
}

export const DEFAULT_READ_RULES: ReadRules = { newsSeconds: 5, videoSeconds: 10, lifeSeconds: 4 * 3600 };

const macOf = (keys: ServerKeys, claim: ReadClaim): string =>
  keys.mac('read', `${claim.psid}\n${claim.kind}\n${claim.id}\n${claim.issuedAt}`);

export function readTokenOf(keys: ServerKeys, claim: ReadClaim): string {
  const item = Buffer.from(claim.id, 'utf8').toString('base64url');
  return `r1.${claim.kind === 'video' ? 'v' : 'n'}.${claim.issuedAt}.${item}.${macOf(keys, claim)}`;
}

/**
 * Seconds before an item's read may count: a story's READ_SECONDS; a video's VIDEO_READ_SECONDS,
 * or its whole length when it is shorter (less a second of slack, as the player counts it).
 */
export function minSecondsOf(rules: ReadRules, kind: ReadKind, durationSeconds: number | null): number {
  if (kind === 'news') return rules.newsSeconds;
  if (durationSeconds !== null && durationSeconds > 0 && durationSeconds < rules.videoSeconds)
    return Math.max(1, Math.floor(durationSeconds - 1));
  return rules.videoSeconds;
}

export type ReadCheck =
  | { readonly ok: true; readonly kind: ReadKind; readonly id: string; readonly issuedAt: number }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** Whether `token` is this device's, intact and still alive (not whether it is old enough). */
export function checkReadToken(
  keys: ServerKeys,
  token: string,
  psid: string,
  nowSeconds: number,
  lifeSeconds: number,
): ReadCheck {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== 'r1') return { ok: false, reason: 'invalid' };
  const [, kindChar, issued = '', item = '', mac = ''] = parts;
  if ((kindChar !== 'n' && kindChar !== 'v') || !/^\d{1,12}$/.test(issued) || !/^[A-Za-z0-9_-]+$/.test(item))
    return { ok: false, reason: 'invalid' };
  const claim: ReadClaim = {
    psid,
    kind: kindChar === 'v' ? 'video' : 'news',
    id: Buffer.from(item, 'base64url').toString('utf8'),
    issuedAt: Number(issued),
  };
  if (!sameMac(macOf(keys, claim), mac)) return { ok: false, reason: 'invalid' };
  if (claim.issuedAt > nowSeconds + 60) return { ok: false, reason: 'invalid' };
  if (nowSeconds - claim.issuedAt > lifeSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, kind: claim.kind, id: claim.id, issuedAt: claim.issuedAt };
}
