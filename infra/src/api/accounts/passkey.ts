/** Passkeys (WebAuthn): the relying party of the site and reading a response's challenge. Pure. */

export interface RelyingParty {
  readonly id: string;
  readonly name: string;
  readonly origin: string;
}

/** The relying party is the site's public address (PUBLIC_URL): its host name and origin. */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'Onda Notícias', origin: url.origin };
}

/** The challenge a browser signed, from the base64url clientDataJSON; null when unreadable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof data !== 'object' || data === null) return null;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

/** Challenges are good for five minutes. */
export const CHALLENGE_MS = 5 * 60_000;
