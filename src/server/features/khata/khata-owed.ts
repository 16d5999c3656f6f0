import { prepared, type Queryable } from '../../db/client';

/** A live khata order (of the orders named `alias`): not cancelled nor refunded (those owe nothing). */
export const liveKhata = (alias = 'orders') =>
  `${alias}.payment_method = 'khata' and ${alias}.status not in ('cancelled', 'refunded')`;

// On the order path (a khata order reads it): prepared, as every order statement is (decision 056).
const OWED = prepared(
  `select coalesce(sum(greatest(amount_paid_paise - refunded_paise - paid_paise, 0)), 0)::int as owed
   from orders where customer_id = $1 and ${liveKhata()}`,
);

/**
 * What a customer owes on khata: what their live khata orders still owe (less what was refunded on
 * them, docs/decisions/069), from the orders' paid amounts, which the database keeps from the payments (migration 038). Derived each time, never a
 * counter of its own that could drift (docs/decisions/070).
 */
export async function khataOwed(q: Queryable, customerId: string): Promise<number> {
  const [row] = await q.query<{ owed: number }>(OWED, [customerId]);
  return row!.owed;
}

/**
 * The customer's khata orders that still owe something, oldest first (by order date), locked for
 * the caller's transaction so that a settlement pays each once. The caller holds the customer's
 * row lock, so no new khata order joins them meanwhile.
 */
export async function lockDueKhataOrders(
  tx: Queryable,
  customerId: string,
): Promise<{ orderId: string; duePaise: number }[]> {
  const rows = await tx.query<{ id: string; due: number }>(
    `select id, amount_paid_paise - refunded_paise - paid_paise as due from orders
     where customer_id = $1 and ${liveKhata()} and paid_paise + refunded_paise < amount_paid_paise
     order by order_date, id for update`,
    [customerId],
  );
  return rows.map((row) => ({ orderId: row.id, duePaise: row.due }));
}
