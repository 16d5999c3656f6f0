import type { UpdateCustomerInput } from '../../domain/customers.schemas';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { updateCustomerDetails } from '../features/customers';
import { changePoints } from '../features/loyalty';
import { noteAddress } from '../features/referral-review';

/**
 * The admin's edit of a customer (PUT /api/admin/customers/:id), in ONE transaction on the locked
 * customer row: their own record first (details, parent, tier: the customers module, which also
 * refuses a points change without a reason), a new address checked by the referral review, then
 * the points. Points are the balance the admin
 * wants: the difference is an admin_adjustment in the points ledger with the admin and the reason,
 * never an overwrite, audited with before and after.
 */
export async function editCustomer(
  db: Database,
  adminId: string,
  customerId: string,
  input: UpdateCustomerInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await updateCustomerDetails(tx, adminId, customerId, input);
    const points = input.points ?? before.points;
    if (points === before.points) return;
    const reason = input.reason?.trim() ?? '';
    await changePoints(tx, customerId, points - before.points, {
      kind: 'admin_adjustment',
      adminId,
      note: reason,
    });
    await recordAudit(tx, {
      adminId,
      entity: 'customer',
      entityId: customerId,
      action: 'customer.points',
      details: { before: { points: before.points }, after: { points }, reason },
    });
  });
  // An address shared with an upline or a member below flags the referral (docs/decisions/081),
  // in its own transaction: the flag is advisory, and its locks never wait inside the edit's.
  const address = input.address;
  if (address !== undefined) await db.transaction((tx) => noteAddress(tx, customerId, address, null));
}
