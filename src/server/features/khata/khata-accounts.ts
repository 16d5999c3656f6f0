import type { KhataAccount } from '../../../domain/khata-candidates';
import type { Queryable } from '../../db/client';
import { liveKhata } from './khata-owed';

/**
 * The customers who owe at least `minPaise` on khata, with what they owe: the few a bank credit of
 * that size could settle (docs/decisions/072). Read from their due khata orders (the small partial
 * index orders_khata_due_idx), never from every customer.
 */
export async function khataAccountsOwing(q: Queryable, minPaise: number): Promise<KhataAccount[]> {
  const rows = await q.query<{ id: string; code: string; name: string; phone: string; owed: number }>(
    `select c.id, c.code, c.name, c.phone, o.owed
     from (select customer_id, sum(amount_paid_paise - refunded_paise - paid_paise)::int as owed
           from orders where ${liveKhata()} and paid_paise + refunded_paise < amount_paid_paise
           group by customer_id) o
     join customers c on c.id = o.customer_id
     where o.owed >= $1`,
    [minPaise],
  );
  return rows.map((row) => ({
    customerId: row.id,
    code: row.code,
    name: row.name,
    phone: row.phone,
    owedPaise: row.owed,
  }));
}
