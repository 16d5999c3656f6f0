import { messages } from '../../../domain/messages';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { orderPaidWith } from '../payments';
import { dueOf, type OrderRow } from './order-read';

/**
 * The customer says which UPI transfer paid the order, on its pay page: the UTR their UPI app
 * shows. It is what a bank statement's credit is matched by first (docs/decisions/067), so one UTR
 * is given for one order only; an order with nothing due takes none. It records a claim, not a
 * payment: the order stays due until the shop records the money or a statement line matches it.
 */
export async function giveTypedUtr(db: Database, payToken: string, utr: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUtr(tx, utr);
    const [order] = await tx.query<
      Pick<OrderRow, 'id' | 'status' | 'amount_paid_paise' | 'paid_paise' | 'refunded_paise'>
    >(
      'select id, status, amount_paid_paise, paid_paise, refunded_paise from orders where pay_token = $1 for update',
      [payToken],
    );
    if (!order) throw new AppError('NOT_FOUND', messages.payPage.notFound);
    if (dueOf(order) === 0) throw new AppError('ILLEGAL_TRANSITION', messages.payPage.nothingDue);
    await refuseUtrOfAnotherOrder(tx, utr, order.id);
    await tx.query('update orders set upi_reference = $2, updated_at = now() where id = $1', [order.id, utr]);
  });
}

/** Two orders given the same UTR at the same moment: the second waits, then sees the first. */
export async function lockUtr(tx: Queryable, utr: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`utr:${utr}`]);
}

/**
 * A UTR already given for another order, or one that paid another order, is refused: a statement
 * credit is matched by it first, so it must point at one order (`orderId` null: an order not yet
 * written). Call it with the UTR locked (lockUtr), inside the transaction that writes it.
 */
export async function refuseUtrOfAnotherOrder(
  tx: Queryable,
  utr: string,
  orderId: string | null,
): Promise<void> {
  const given = await tx.query(
    'select 1 from orders where upi_reference = $1 and id is distinct from $2 limit 1',
    [utr, orderId],
  );
  const paid = await orderPaidWith(tx, utr);
  if (given.length || (paid && paid !== orderId))
    throw new AppError('PAYMENT_REFERENCE_USED', messages.payPage.utrTaken);
}
