/** Tables of accounts and sign-in (migrations 0005, 0008, 0010): users, devices, resets, passkeys, social identities, the password limiter and the server's secrets. Part of `DB` in ./types.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultedTimestamp } from './column-types';

/** The server's signing secret(s), generated once per database (0010). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: DefaultedTimestamp;
}

/** Fixed-window counters of the password limiter without Redis (0010). */
export interface AuthLimitsTable {
  key: string;
  count: number;
  last_at: Timestamp;
  expires_at: Timestamp;
}

/** A social-login identity (0008): the provider's subject, bound to one user. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: DefaultedTimestamp;
}

export interface UsersTable {
  id: string;
  /** Lower-cased, trimmed (accounts/credentials.ts normalizeEmail). */
  email: string;
  /** Argon2id PHC string. */
  password_hash: string;
  locale: Generated<'pt' | 'en' | 'es'>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** One signed-in device of a user (devise_token_auth client); the token only as a SHA-256 hash. */
export interface AuthClientsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  redirect_path: Generated<string>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultedTimestamp;
}

/** A WebAuthn credential: its id and COSE public key, base64url; never a private key. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  public_key: string;
  counter: ColumnType<string | number | bigint, number | undefined, number>;
  transports: Generated<string>;
  created_at: DefaultedTimestamp;
}

export interface WebauthnChallengesTable {
  challenge: string;
  kind: 'registration' | 'authentication';
  user_id: string | null;
  expires_at: Timestamp;
}
