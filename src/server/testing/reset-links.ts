import type { Queryable } from '../db/client';
import { newToken, tokenDigest } from '../auth/tokens';

/**
 * Tests only: a reset link's token for a customer, stored as the admin's reset-link call stores
 * one (its SHA-256), valid 30 minutes unless `expiresAt` says otherwise; `usedAt` makes a used one.
 */
export async function insertResetLink(
  db: Queryable,
  customerId: string,
  options: { expiresAt?: Date; usedAt?: Date } = {},
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into password_reset_tokens (token_hash, customer_id, expires_at, used_at)
     values ($1, $2, $3, $4)`,
    [
      tokenDigest(token),
      customerId,
      (options.expiresAt ?? new Date(Date.now() + 30 * 60_000)).toISOString(),
      options.usedAt?.toISOString() ?? null,
    ],
  );
  return token;
}
