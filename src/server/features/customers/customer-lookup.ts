import type { CustomerListStatus } from '../../../domain/customers.schemas';
import type { CustomerKey } from '../../../domain/phone-order.schemas';
import type { Tier } from '../../../domain/tiers';
import type { Queryable } from '../../db/client';

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
}

/**
 * The customer with this phone or code (each unique, each with its own index); undefined when none,
 * and for the walk-in's account (docs/decisions/089): no order is entered in its name by its code.
 */
export async function findCustomerByKey(q: Queryable, key: CustomerKey): Promise<FoundCustomer | undefined> {
  const [found] = await q.query<FoundCustomer>(
    `select id, name, phone, code, tier, customer_list_status(status, is_reserved) as status, points,
            credit_limit_paise as "creditLimitPaise", pincode, address
     from customers where ${'phone' in key ? 'phone' : 'code'} = $1 and not is_walk_in`,
    ['phone' in key ? key.phone : key.code],
  );
  return found;
}

/** The walk-in's account (migration 059, docs/decisions/089): every sale to a customer the shop does not know. */
export async function walkInCustomer(q: Queryable): Promise<FoundCustomer> {
  const [found] = await q.query<FoundCustomer>(
    `select id, name, phone, code, tier, customer_list_status(status, is_reserved) as status, points,
            credit_limit_paise as "creditLimitPaise", pincode, address
     from customers where is_walk_in`,
  );
  return found!;
}
