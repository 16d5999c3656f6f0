import { recordAudit } from '../../audit/audit-log';
import type { Queryable } from '../../db/client';
import { lockCustomer } from './customer-read';

/**
 * Locks a customer for a change to their khata (a limit, a settlement) for the rest of the
 * caller's transaction, as placing an order does (so no khata order is placed meanwhile), and
 * reads their credit limit. An unknown or malformed id is "Customer not found".
 */
export async function lockCreditCustomer(tx: Queryable, customerId: string): Promise<{ limitPaise: number }> {
  await lockCustomer(tx, customerId);
  const [row] = await tx.query<{ credit_limit_paise: number }>(
    'select credit_limit_paise from customers where id = $1',
    [customerId],
  );
  return { limitPaise: row!.credit_limit_paise };
}

/**
 * The owner sets or changes a customer's credit limit (docs/decisions/070), in the caller's
 * transaction, on the locked customer row, audited with the limit before and after. 0 ends khata
 * for new orders; what is owed stays owed.
 */
export async function saveCreditLimit(
  tx: Queryable,
  adminId: string,
  customerId: string,
  limitPaise: number,
): Promise<void> {
  const before = await lockCreditCustomer(tx, customerId);
  await tx.query('update customers set credit_limit_paise = $2, updated_at = now() where id = $1', [
    customerId,
    limitPaise,
  ]);
  await recordAudit(tx, {
    adminId,
    action: 'customer.credit',
    entity: 'customer',
    entityId: customerId,
    details: { before, after: { limitPaise } },
  });
}

/** A customer's credit limit (0 when the shop gives them none); undefined for no such customer. */
export async function creditLimitOf(q: Queryable, customerId: string): Promise<number | undefined> {
  const [row] = await q.query<{ credit_limit_paise: number }>(
    'select credit_limit_paise from customers where id = $1',
    [customerId],
  );
  return row?.credit_limit_paise;
}
