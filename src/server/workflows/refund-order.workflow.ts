import type { Order } from '../../domain/order';
import type { Database } from '../db/client';
import { debitPointMoney } from '../features/loyalty/points-ledger';
import { findOrder } from '../features/orders/order-read';
import { loadLoyaltySettings } from '../features/settings/loyalty-settings';
import { lockOrderFor, recordTransition } from './order-transition';

/**
 * Refunding a delivered order, in ONE transaction: the customer gives back the point money
 * the order earned and every upline gives back its referral reward (exactly the amounts the
 * ledger recorded, so later setting changes do not matter). Balances may go negative.
 * Spend is taken back from the month the order was delivered in; the tier is never lowered.
 */
export async function refundOrder(
  db: Database,
  orderId: string,
  adminId: string,
  reason?: string,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const { order, to } = await lockOrderFor(tx, orderId, 'refund', { actor: 'admin', adminId });
    const settings = await loadLoyaltySettings(tx);
    const earned = await tx.query<{
      customer_id: string;
      kind: 'order_earned' | 'referral_earned';
      point_money_paise: number;
      level: number | null;
    }>(
      `select customer_id, kind, point_money_paise, level from points_ledger
       where order_id = $1 and kind in ('order_earned', 'referral_earned') order by id`,
      [order.id],
    );
    for (const entry of earned) {
      if (entry.point_money_paise <= 0) continue;
      await debitPointMoney(
        tx,
        entry.customer_id,
        entry.point_money_paise,
        settings.pointMoneyPerPointPaise,
        {
          kind: entry.kind === 'order_earned' ? 'order_reversed' : 'referral_reversed',
          orderId: order.id,
          sourceCustomerId: entry.kind === 'referral_earned' ? order.customer_id : null,
          level: entry.level,
          adminId,
        },
      );
    }
    await tx.query(
      `update customers set total_spent_paise = greatest(0, total_spent_paise - $2), updated_at = now() where id = $1`,
      [order.customer_id, order.amount_paid_paise],
    );
    await tx.query(
      `update customer_monthly_spend set spent_paise = greatest(0, spent_paise - $3)
       where customer_id = $1 and month = to_char($2::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM')`,
      [order.customer_id, order.delivered_at, order.amount_paid_paise],
    );
    await recordTransition(tx, order, 'refund', to, { actor: 'admin', adminId }, { note: reason ?? null });
  });
  return (await findOrder(db, orderId))!;
}
