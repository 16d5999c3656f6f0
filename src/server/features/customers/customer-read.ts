import type { AdminCustomerDetail } from '../../../domain/customers.schemas';
import { messages } from '../../../domain/messages';
import type { Tier } from '../../../domain/tiers';
import { prepared, type Queryable } from '../../db/client';
import { AppError } from '../../errors';
import {
  ADMIN_CUSTOMER_DETAIL_COLUMNS,
  toAdminCustomerDetail,
  type AdminCustomerDetailRow,
} from './admin-customer-row';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppError('NOT_FOUND', messages.customers.notFound);

/**
 * The customer with this id as the edit screen shows them. An unknown id, or one that is not an id
 * at all (a mistyped address), is 'Customer not found' either way: the screen says so and goes back
 * to the list.
 */
export async function readAdminCustomer(db: Queryable, id: string): Promise<AdminCustomerDetail> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db.query<AdminCustomerDetailRow>(
    `select ${ADMIN_CUSTOMER_DETAIL_COLUMNS} from customers c left join customers p on p.id = c.parent_id
     where c.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  return toAdminCustomerDetail(row);
}

/** The fields a change compares and audits, of the customer row locked for the rest of the transaction. */
export interface LockedCustomer {
  id: string;
  name: string;
  phone: string;
  address: string;
  code: string;
  parent_id: string | null;
  parent_code: string | null;
  tier: AdminCustomerDetail['tier'];
  status: 'pending' | 'active' | 'rejected';
  is_reserved: boolean;
  points: number;
}

/** Locks the customer's row (FOR UPDATE) inside a transaction; unknown or malformed ids are 'Customer not found'. */
export async function lockCustomer(tx: Queryable, id: string): Promise<LockedCustomer> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await tx.query<LockedCustomer>(
    `select c.id, c.name, c.phone, c.address, c.code, c.parent_id, p.code as parent_code, c.tier, c.status,
            c.is_reserved, c.points
     from customers c left join customers p on p.id = c.parent_id where c.id = $1 for update of c`,
    [id],
  );
  if (!row) throw notFound();
  return row;
}

/** What placing an order needs to know about its customer. */
export interface CustomerForOrder {
  id: string;
  name: string;
  phone: string;
  code: string;
  tier: Tier;
  points: number;
  status: string;
  /** The delivery pincode and address kept from their last order or profile. */
  pincode: string | null;
  address: string | null;
  /** Their khata credit limit (docs/decisions/070); 0 when the shop gives them none. */
  credit_limit_paise: number;
}

/** Locks the customer placing an order for the rest of its transaction; undefined when there is none. */
export async function lockCustomerForOrder(tx: Queryable, id: string): Promise<CustomerForOrder | undefined> {
  const [customer] = await tx.query<CustomerForOrder>(
    prepared(
      'select id, name, phone, code, tier, points, status, pincode, address, credit_limit_paise from customers where id = $1 for update',
    ),
    [id],
  );
  return customer;
}
