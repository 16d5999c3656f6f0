import type { CustomerListStatus } from '../../../domain/customers.schemas';
import type { CustomerKey } from '../../../domain/phone-order.schemas';
import type { Language } from '../../../domain/language';
import type { Tier } from '../../../domain/tiers';
import type { Database, Queryable } from '../../db/client';

/** A customer found by phone or code for an order staff enter (docs/decisions/088). */
export interface FoundCustomer {
  id: string;
  name: string;
  phone: string;
  code: string;
  tier: Tier;
  status: CustomerListStatus;
  points: number;
  creditLimitPaise: number;
  pincode: string | null;
  address: string;
  language: Language;
}

/**
 * The customer with this phone or code (each unique, each with its own index); undefined when none,
 * and for the walk-in's account (docs/decisions/089): no order is entered in its name by its code.
 */
export async function findCustomerByKey(q: Queryable, key: CustomerKey): Promise<FoundCustomer | undefined> {
  const [found] = await q.query<FoundCustomer>(
    `select id, name, phone, code, tier, customer_list_status(status, is_reserved) as status, points,
            credit_limit_paise as "creditLimitPaise", pincode, address, language
     from customers where ${'phone' in key ? 'phone' : 'code'} = $1 and not is_walk_in`,
    ['phone' in key ? key.phone : key.code],
  );
  return found;
}

/**
 * The walk-in's account (migration 059, docs/decisions/089): every sale to a customer the shop does
 * not know. Made by the first such sale; the counts the triggers kept of it as a reserved customer
 * and a child of the shop are taken back at once, since no list shows it. Two first sales at once:
 * the second waits on the unique index and finds the first's.
 */
export async function walkInCustomer(db: Database): Promise<FoundCustomer> {
  const existing = await findWalkIn(db);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    const made = await tx.query(
      `insert into customers (name, phone, code, status, is_reserved, is_walk_in, joined_at, created_at)
       values ('Walk-in customer', '0000000000', 'W000', 'active', true, true, '2000-01-01', '2000-01-01')
       on conflict (is_walk_in) where is_walk_in do nothing returning id`,
    );
    if (made.length === 0) return;
    await tx.query(
      `update customer_counts set how_many = how_many - 1 where status = 'active' and is_reserved`,
    );
    await tx.query('update referral_root set children = children - 1');
  });
  return (await findWalkIn(db))!;
}

async function findWalkIn(q: Queryable): Promise<FoundCustomer | undefined> {
  const [found] = await q.query<FoundCustomer>(
    `select id, name, phone, code, tier, customer_list_status(status, is_reserved) as status, points,
            credit_limit_paise as "creditLimitPaise", pincode, address, language
     from customers where is_walk_in`,
  );
  return found;
}
