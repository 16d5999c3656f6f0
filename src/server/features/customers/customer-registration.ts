import type { Queryable } from '../../db/client';
import { customerColumns, type CustomerRow } from '../../auth/customer-user';

/**
 * A customer who registered themselves: pending until the shop approves them (DESIGN 6), Bronze,
 * with the next free code. The phone's uniqueness is the database's to enforce (customers_phone_key).
 */
export async function insertRegisteredCustomer(
  q: Queryable,
  input: { name: string; phone: string; parentId: string | null; passwordHash: string },
): Promise<CustomerRow> {
  const [row] = await q.query<CustomerRow>(
    `insert into customers (name, phone, code, parent_id, password_hash, status, tier)
     values ($1, $2, next_customer_code(), $3, $4, 'pending', 'Bronze')
     returning ${customerColumns('customers')}`,
    [input.name, input.phone, input.parentId, input.passwordHash],
  );
  return row!;
}
