import { prepared, type Queryable } from '../../db/client';
import { customerColumns, type CustomerRow } from '../../auth/customer-user';
import type { Language } from '../../../domain/language';

/** A signed-in customer's own name and address, as their profile saves them; undefined when they are gone. */
export async function saveOwnDetails(
  q: Queryable,
  customerId: string,
  input: { name: string; address: string },
): Promise<CustomerRow | undefined> {
  const [row] = await q.query<CustomerRow>(
    `update customers set name = $2, address = $3, updated_at = now() where id = $1
     returning ${customerColumns('customers')}`,
    [customerId, input.name, input.address],
  );
  return row;
}

/** The language the customer reads the shop in (docs/decisions/098). */
export async function saveLanguage(
  q: Queryable,
  customerId: string,
  language: Language,
): Promise<CustomerRow | undefined> {
  const [row] = await q.query<CustomerRow>(
    `update customers set language = $2, updated_at = now() where id = $1
     returning ${customerColumns('customers')}`,
    [customerId, language],
  );
  return row;
}

/**
 * The next checkout starts from this delivery pincode and address (an empty address keeps the one
 * saved). Written only when it changed: most orders go where the last one went, and then no
 * statement is sent at all (issue 22). `kept` is the customer's row as locked for the order.
 */
export async function saveDeliveryAddress(
  tx: Queryable,
  kept: { id: string; pincode: string | null; address: string | null },
  delivery: { pincode: string; address: string },
): Promise<void> {
  const address = delivery.address === '' ? kept.address : delivery.address;
  if (kept.pincode === delivery.pincode && kept.address === address) return;
  await tx.query(
    prepared(
      `update customers set pincode = $2, address = case when $3 = '' then address else $3 end where id = $1`,
    ),
    [kept.id, delivery.pincode, delivery.address],
  );
}
