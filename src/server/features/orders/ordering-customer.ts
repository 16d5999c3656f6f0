import { creditLeft } from '../../../domain/khata';
import { phoneOrderMessages } from '../../../domain/messages';
import type { CustomerKey, OrderingCustomer } from '../../../domain/phone-order.schemas';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { findCustomerByKey } from '../customers';
import { khataOwed } from '../khata';

/**
 * The customer a phone order is for, as the New phone order screen shows them: who they are, their
 * tier and points, the khata credit left (docs/decisions/070) and where their last order went.
 */
export async function orderingCustomer(db: Queryable, key: CustomerKey): Promise<OrderingCustomer> {
  const found = await findCustomerByKey(db, key);
  if (!found) throw new AppError('NOT_FOUND', phoneOrderMessages.customerNotFound);
  const owed = found.creditLimitPaise > 0 ? await khataOwed(db, found.id) : 0;
  return { ...found, creditLeftPaise: creditLeft(found.creditLimitPaise, owed) };
}
