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
