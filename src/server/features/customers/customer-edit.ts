import { normaliseCode } from '../../../domain/customer-code';
import type { UpdateCustomerInput } from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import { recordAudit, type AuditEntry } from '../../audit/audit-log';
import { LOCKS } from '../../db/advisory-lock';
import type { Queryable } from '../../db/client';
import { checkedPhone, fieldError, findParent, refusalOf } from './customer-fields';
import { lockCustomer, type LockedCustomer } from './customer-read';

type Parent = { id: string; code: string } | null;

/**
 * Whether `memberId` is `customerId` or anywhere below them in the referral tree, i.e. `customerId`
 * is among `memberId`'s ancestors (or is them). Read under the tree lock, so no move can change it.
 */
async function isInDownline(tx: Queryable, customerId: string, memberId: string): Promise<boolean> {
  const [found] = await tx.query(
    `with recursive up(id, parent_id) as (
       select id, parent_id from customers where id = $1
       union all
       select c.id, c.parent_id from customers c join up on c.id = up.parent_id
     )
     select 1 from up where id = $2`,
    [memberId, customerId],
  );
  return found !== undefined;
}

/**
 * The new parent a typed code names, refused when nobody has that code ("Parent code {code} doesn't
 * exist") or when it is the customer or someone in their own downline (the tree can never form a
 * cycle, DESIGN 6). Takes the referral tree's lock first (migration 012: a move holds the tree
 * alone), so the check and the move see the same tree; the database's trigger checks again.
 */
async function checkedParent(tx: Queryable, customer: LockedCustomer, typed: string): Promise<Parent> {
  const code = normaliseCode(typed);
  const parent = await findParent(tx, code);
  if (parent === undefined) throw fieldError('parentCode', messages.adminCustomers.parentMissing(code));
  if (parent === null || parent.id === customer.parent_id) return parent;
  await tx.query('select pg_advisory_xact_lock($1)', [LOCKS.referralTree]);
  if (await isInDownline(tx, customer.id, parent.id))
    throw fieldError('parentCode', messages.adminCustomers.parentInDownline(parent.code));
  return parent;
}

/** A field the admin sent, trimmed; '' is refused with 'Name and phone are required'. */
function required(field: 'name' | 'phone', value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw fieldError(field, messages.adminCustomers.nameAndPhoneRequired);
  return trimmed;
}

/**
 * The admin's edit of a customer's own record (PUT /api/admin/customers/:id, composed with the
 * points in workflows/edit-customer.workflow.ts): only the fields sent change, all on the customer
 * row locked here for the rest of the caller's transaction, each kind of change in the audit log
 * with before and after. A new parent moves the whole downline with the customer (migration 011's
 * triggers move the downline sizes along). A tier set by hand is kept until spending earns a
 * higher one (docs/decisions/026). A points change is checked here (it needs a reason) and made by
 * the workflow. Returns the customer as they were.
 */
export async function updateCustomerDetails(
  tx: Queryable,
  adminId: string,
  customerId: string,
  input: UpdateCustomerInput,
): Promise<LockedCustomer> {
  const before = await lockCustomer(tx, customerId);
  const audit = (entry: Omit<AuditEntry, 'adminId' | 'entity' | 'entityId'>) =>
    recordAudit(tx, { adminId, entity: 'customer', entityId: customerId, ...entry });

  const name = input.name === undefined ? before.name : required('name', input.name);
  const phone =
    input.phone === undefined
      ? before.phone
      : await checkedPhone(tx, required('phone', input.phone), customerId);
  const address = input.address === undefined ? before.address : input.address.trim();
  const parent =
    input.parentCode === undefined ? undefined : await checkedParent(tx, before, input.parentCode);
  const tier = input.tier ?? before.tier;
  const points = input.points ?? before.points;
  const reason = input.reason?.trim() ?? '';
  if (points !== before.points && !reason) throw fieldError('reason', messages.adminCustomers.reasonRequired);

  const profile = { name, phone, address };
  const changed = (Object.keys(profile) as (keyof typeof profile)[]).filter((k) => profile[k] !== before[k]);
  if (changed.length) {
    try {
      await tx.query(
        'update customers set name = $2, phone = $3, address = $4, updated_at = now() where id = $1',
        [customerId, name, phone, address],
      );
    } catch (error) {
      throw refusalOf(error, null) ?? error;
    }
    await audit({
      action: 'customer.update',
      details: {
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, profile[k]])),
      },
    });
  }

  if (parent !== undefined && (parent?.id ?? null) !== before.parent_id) {
    try {
      await tx.query('update customers set parent_id = $2, updated_at = now() where id = $1', [
        customerId,
        parent?.id ?? null,
      ]);
    } catch (error) {
      throw refusalOf(error, parent?.code ?? null) ?? error;
    }
    await audit({
      action: 'customer.parent',
      details: { before: { parentCode: before.parent_code }, after: { parentCode: parent?.code ?? null } },
    });
  }

  if (tier !== before.tier) {
    await tx.query('update customers set tier = $2, updated_at = now() where id = $1', [customerId, tier]);
    await audit({ action: 'customer.tier', details: { before: { tier: before.tier }, after: { tier } } });
  }
  return before;
}
