import { messages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import { endCustomerAccess } from '../../auth/account-access';
import type { Database } from '../../db/client';
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
    await tx.query('update customers set status = $2, updated_at = now() where id = $1', [
      customerId,
      status,
    ]);
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
