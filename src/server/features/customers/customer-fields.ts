import { isRootCode, isWellFormedCode, normaliseCode } from '../../../domain/customer-code';
import { messages } from '../../../domain/messages';
import { isValidPhone, normalisePhone } from '../../../domain/phone';
import type { Queryable } from '../../db/client';
import { isCheckViolation, isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';

/** A refused field: 400 with the message, on the field that shows it. */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** A phone as stored (normalised: spaces and +91 gone), valid and not anyone else's. */
export async function checkedPhone(tx: Queryable, typed: string, exceptId: string | null): Promise<string> {
  const phone = normalisePhone(typed);
  if (!isValidPhone(phone)) throw fieldError('phone', messages.register.invalidPhone);
  const [taken] = await tx.query('select 1 from customers where phone = $1 and id is distinct from $2', [
    phone,
    exceptId,
  ]);
  if (taken) throw fieldError('phone', messages.adminCustomers.phoneExists);
  return phone;
}

/**
 * The parent a code names: null for A100 (the shop) or no code, the customer's id and code for a
 * known code, undefined for a code nobody has (malformed ones included).
 */
export async function findParent(
  tx: Queryable,
  typed: string,
): Promise<{ id: string; code: string } | null | undefined> {
  const code = normaliseCode(typed);
  if (!code || isRootCode(code)) return null;
  if (!isWellFormedCode(code)) return undefined;
  const [parent] = await tx.query<{ id: string; code: string }>(
    'select id, code from customers where code = $1',
    [code],
  );
  return parent;
}

/**
 * What the database refused, in the words the checks use: a phone or code taken by someone who
 * got there first, or a parent inside the customer's own downline (a move racing another).
 * Null for anything else.
 */
export function refusalOf(error: unknown, parentCode: string | null): AppError | null {
  if (isUniqueViolation(error, 'customers_phone_key'))
    return fieldError('phone', messages.adminCustomers.phoneExists);
  if (isUniqueViolation(error, 'customers_code_key'))
    return fieldError('code', messages.adminCustomers.codeExists);
  if (isCheckViolation(error, 'customers_no_referral_cycle'))
    return fieldError('parentCode', messages.adminCustomers.parentInDownline(parentCode ?? ''));
  return null;
}
