import { counterMessages, messages } from '../../../domain/messages';
import { isValidPhone, normalisePhone } from '../../../domain/phone';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { addCustomer } from './customer-add';
import { findCustomerByKey, type FoundCustomer } from './customer-lookup';

const phoneTaken = () =>
  new AppError('PHONE_TAKEN', counterMessages.phoneTaken, { phone: counterMessages.phoneTaken });

/**
 * A customer added at the counter in two fields (docs/decisions/091): as the owner adds one without
 * a password (active at once, staff vouch for them; Reserved until a password is set, so they sign
 * in after the shop sends them a one-time reset link), recorded as added by the staff member. A
 * phone someone already has is a 409, so the screen finds them instead.
 */
export async function addCounterCustomer(
  db: Database,
  staffId: string,
  input: { name: string; phone: string },
): Promise<FoundCustomer> {
  const phone = normalisePhone(input.phone);
  if (isValidPhone(phone) && (await findCustomerByKey(db, { phone }))) throw phoneTaken();
  try {
    await addCustomer(db, staffId, { name: input.name, phone });
  } catch (error) {
    // Someone added the same phone between the look-up and the insert.
    if (error instanceof AppError && error.fields?.phone === messages.adminCustomers.phoneExists)
      throw phoneTaken();
    throw error;
  }
  return (await findCustomerByKey(db, { phone }))!;
}
