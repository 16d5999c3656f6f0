import type { Credit } from '../../../domain/khata.schemas';
import type { Database } from '../../db/client';
import { lockCreditCustomer, saveCreditLimit } from '../customers';
import { khataOwed } from './khata-owed';

/** The owner sets a customer's credit limit (customers keeps it, audited); what they owe beside it. */
export function setCreditLimit(
  db: Database,
  adminId: string,
  customerId: string,
  limitPaise: number,
): Promise<Credit> {
  return db.transaction(async (tx) => {
    await saveCreditLimit(tx, adminId, customerId, limitPaise);
    return { limitPaise, owedPaise: await khataOwed(tx, customerId) };
  });
}

/** A customer's credit limit and what they owe, for the admin's customer view. */
export function customerCredit(db: Database, customerId: string): Promise<Credit> {
  return db.transaction(async (tx) => {
    const { limitPaise } = await lockCreditCustomer(tx, customerId);
    return { limitPaise, owedPaise: await khataOwed(tx, customerId) };
  });
}
