/** A user row and its API shape (spec 3 "User"). Pure. */
import type { AuthUser } from 'shared-contracts';

export interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string;
  readonly locale: 'pt' | 'en' | 'es';
  readonly created_at: Date | string;
}

/** The user as the API shows it: never the password hash. */
export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    uid: row.email,
    provider: 'email',
    locale: row.locale,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The owner key of a user's follows, likes and reads (api/reader.ts ownerOf). */
export const userOwner = (userId: string): string => `user:${userId}`;
