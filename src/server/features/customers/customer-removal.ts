import { messages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import { endCustomerAccess } from '../../auth/account-access';
import type { CustomerStatus } from '../../../domain/user';
import type { Database, Queryable } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { lockCustomer } from './customer-read';

/**
 * Deletes a customer who left no trace: refused while anyone has them as parent (SPEC 5: the
 * children must be reassigned first), and for anyone with orders or ledger rows (DESIGN 7: history
 * is money; disable them instead). Their sessions and reset links go with them (cascades).
 */
export async function deleteCustomer(db: Database, adminId: string, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    const [facts] = await tx.query<{ has_children: boolean; has_history: boolean }>(
      `select exists (select 1 from customers where parent_id = $1) as has_children,
              (exists (select 1 from orders where customer_id = $1)
               or exists (select 1 from points_ledger where customer_id = $1)) as has_history`,
      [customerId],
    );
    if (facts!.has_children) throw new AppError('CUSTOMER_HAS_CHILDREN', messages.adminCustomers.hasChildren);
    if (facts!.has_history) throw new AppError('CUSTOMER_HAS_HISTORY', messages.adminCustomers.hasHistory);
    try {
      await tx.query('delete from customers where id = $1', [customerId]);
    } catch (error) {
      // A child or an order that arrived since the checks (the database refuses; we say why).
      if (isForeignKeyViolation(error, 'customers_parent_id_fkey'))
        throw new AppError('CUSTOMER_HAS_CHILDREN', messages.adminCustomers.hasChildren);
      if (isForeignKeyViolation(error))
        throw new AppError('CUSTOMER_HAS_HISTORY', messages.adminCustomers.hasHistory);
      throw error;
    }
    await recordAudit(tx, {
      adminId,
      action: 'customer.delete',
      entity: 'customer',
      entityId: customerId,
      details: {
        before: {
          code: customer.code,
          name: customer.name,
          phone: customer.phone,
          parentCode: customer.parent_code,
        },
      },
    });
  });
}

/**
 * Disables a customer (status 'rejected': they can no longer sign in, and every session and unused
 * reset link they hold ends now, for good) or enables one again (active). Returns the toast the admin sees.
 */
export async function setCustomerEnabled(
  db: Database,
  adminId: string,
  customerId: string,
  enabled: boolean,
): Promise<string> {
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    const status = enabled ? 'active' : 'rejected';
    await saveCustomerStatus(tx, customerId, status);
    if (!enabled) await endCustomerAccess(tx, customerId);
    await recordAudit(tx, {
      adminId,
      action: enabled ? 'customer.enable' : 'customer.disable',
      entity: 'customer',
      entityId: customerId,
      details: { before: { status: customer.status }, after: { status } },
    });
  });
  return enabled ? messages.adminCustomers.enabled : messages.adminCustomers.disabled;
}

/**
 * The one write of a customer's status: approved or enabled (active), disabled or a rejected
 * registration (rejected). Inside the caller's transaction, on the row it locked.
 */
export async function saveCustomerStatus(
  tx: Queryable,
  customerId: string,
  status: CustomerStatus,
): Promise<void> {
  await tx.query('update customers set status = $2, updated_at = now() where id = $1', [customerId, status]);
}

/**
 * Deletes these customers (their orders and ledger rows gone already), leaves of the referral tree
 * first: a parent is kept while it has children (the tree's own rule), so one among them still
 * referring a customer outside the list stays.
 */
export async function deleteCustomersLeavesFirst(
  tx: Queryable,
  customerIds: readonly string[],
): Promise<void> {
  for (;;) {
    const gone = await tx.query(
      `delete from customers c where c.id = any($1::uuid[])
         and not exists (select 1 from customers child where child.parent_id = c.id)
       returning c.id`,
      [customerIds],
    );
    if (gone.length === 0) break;
  }
}

/** The next customer code is the next free one again (A101 in a shop with no customers). */
export async function rewindCustomerCodes(tx: Queryable): Promise<void> {
  await tx.query(
    `select case when max_code is null then setval('customer_code_seq', 101, false)
                 else setval('customer_code_seq', greatest(max_code, 101), true) end
     from (select max(substring(code from 2)::bigint) as max_code from customers where code ~ '^A[0-9]+$') m`,
  );
}
