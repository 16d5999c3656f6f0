import { isRootCode, isWellFormedCode, normaliseCode } from '../../../domain/customer-code';
import { newPasswordSchema, type AddCustomerInput } from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import { hashPassword } from '../../auth/password';
import type { Database, Queryable } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { checkedPhone, fieldError, findParent, refusalOf } from './customer-fields';

interface CheckedCustomer {
  name: string;
  phone: string;
  /** Null: the next free code. */
  code: string | null;
  parent: { id: string; code: string } | null;
  password: string | null;
  address: string;
}

/** A typed code, normalised and free; null when none was typed (the next free code is taken). */
async function checkedCode(tx: Queryable, typed: string | undefined): Promise<string | null> {
  const code = normaliseCode(typed ?? '');
  if (!code) return null;
  // A100 is the shop's own code: it exists, and no customer may have it.
  if (isRootCode(code)) throw fieldError('code', messages.adminCustomers.codeExists);
  if (!isWellFormedCode(code)) throw fieldError('code', messages.adminCustomers.invalidCode);
  const [taken] = await tx.query('select 1 from customers where code = $1', [code]);
  if (taken) throw fieldError('code', messages.adminCustomers.codeExists);
  return code;
}

/** SPEC section 5's checks for adding a customer, in its order; the first failure is the answer. */
async function check(tx: Queryable, input: AddCustomerInput): Promise<CheckedCustomer> {
  const name = (input.name ?? '').trim();
  const typedPhone = (input.phone ?? '').trim();
  if (!name || !typedPhone)
    throw fieldError(name ? 'phone' : 'name', messages.adminCustomers.nameAndPhoneRequired);
  const phone = await checkedPhone(tx, typedPhone, null);
  const code = await checkedCode(tx, input.code);
  const parent = await findParent(tx, input.parentCode ?? '');
  if (parent === undefined) throw fieldError('parentCode', messages.adminCustomers.invalidParentCode);
  let password: string | null = null;
  if (input.password) {
    const checked = newPasswordSchema.safeParse(input.password);
    if (!checked.success) throw fieldError('password', checked.error.issues[0]!.message);
    password = checked.data;
  }
  return { name, phone, code, parent, password, address: (input.address ?? '').trim() };
}

/**
 * Adds a customer as the admin types them (DESIGN 7): active at once (the admin vouches for
 * them), Reserved when no password is given (they hold a code and a place in the tree and cannot
 * sign in until a password is set). An empty code takes the next free code from the sequence
 * registrations use (next_customer_code(), migration 001). Returns the new customer's id.
 */
export async function addCustomer(db: Database, adminId: string, input: AddCustomerInput): Promise<string> {
  const checked = await check(db, input);
  const passwordHash = checked.password ? await hashPassword(checked.password) : null;
  return db.transaction(async (tx) => {
    let row: { id: string; code: string } | undefined;
    try {
      [row] = await tx.query<{ id: string; code: string }>(
        `insert into customers (name, phone, code, parent_id, password_hash, address, status, is_reserved)
         values ($1, $2, coalesce($3, next_customer_code()), $4, $5, $6, 'active', $7)
         returning id, code`,
        [
          checked.name,
          checked.phone,
          checked.code,
          checked.parent?.id ?? null,
          passwordHash,
          checked.address,
          passwordHash === null,
        ],
      );
    } catch (error) {
      // Someone took the phone or code since the checks, or the parent was deleted meanwhile.
      if (isForeignKeyViolation(error))
        throw fieldError('parentCode', messages.adminCustomers.invalidParentCode);
      throw refusalOf(error, checked.parent?.code ?? null) ?? error;
    }
    await recordAudit(tx, {
      adminId,
      action: 'customer.create',
      entity: 'customer',
      entityId: row!.id,
      details: {
        after: {
          code: row!.code,
          name: checked.name,
          phone: checked.phone,
          parentCode: checked.parent?.code ?? null,
          status: passwordHash === null ? 'reserved' : 'active',
          hasPassword: passwordHash !== null,
        },
      },
    });
    return row!.id;
  });
}
