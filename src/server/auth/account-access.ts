import type { Queryable } from '../db/client';
import { tokenDigest } from './tokens';

/** Ends the customer's unused reset links (marked used: the page then says so). */
export async function endResetLinks(tx: Queryable, customerId: string): Promise<void> {
  await tx.query(
    'update password_reset_tokens set used_at = now() where customer_id = $1 and used_at is null',
    [customerId],
  );
}

/**
 * DESIGN 6: every password change (by the customer, the admin or a reset link) and every disabling
 * ends the customer's sessions, but for the one asking (`keepSession`: a customer changing their
 * own password), and every unused reset link. Inside the caller's transaction. Returns how many
 * sessions ended.
 */
export async function endCustomerAccess(
  tx: Queryable,
  customerId: string,
  { keepSession }: { keepSession?: string } = {},
): Promise<number> {
  const ended = await tx.query(
    'delete from sessions where customer_id = $1 and id is distinct from $2 returning 1',
    [customerId, keepSession === undefined ? null : tokenDigest(keepSession)],
  );
  await endResetLinks(tx, customerId);
  return ended.length;
}

/**
 * Ends every session of an admin account (a password reset at the server's command line, a staff
 * member disabled or given a new password by the owner). Returns how many ended.
 */
export async function endAdminSessions(tx: Queryable, adminId: string): Promise<number> {
  return (await tx.query('delete from sessions where admin_id = $1 returning 1', [adminId])).length;
}

/**
 * Stores a one-time reset link for a customer, made by an admin, valid `minutes` from now: only
 * the token's SHA-256 is kept. Returns when it expires.
 */
export async function openResetLink(
  tx: Queryable,
  link: { token: string; customerId: string; adminId: string; minutes: number },
): Promise<Date> {
  const [row] = await tx.query<{ expires_at: Date }>(
    `insert into password_reset_tokens (token_hash, customer_id, created_by, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4)) returning expires_at`,
    [tokenDigest(link.token), link.customerId, link.adminId, link.minutes],
  );
  return row!.expires_at;
}
