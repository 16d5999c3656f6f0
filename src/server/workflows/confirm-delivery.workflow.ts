import { raisedTier } from '../../domain/tier-rules';
import type { Tier } from '../../domain/tiers';
import type { Order } from '../../domain/order';
import type { Database, Queryable } from '../db/client';
import { awardOrderPoints } from '../features/loyalty/order-points';
import { findOrder } from '../features/orders/order-read';
import { loadLoyaltySettings, type LoyaltySettings } from '../features/settings/loyalty-settings';
import { lockOrderFor, recordTransition, type LockedOrder } from './order-transition';

export interface DeliveryAward {
  order: Order;
  pointsEarned: number;
  pointMoneyPaise: number;
  carriedPaise: number;
}

/**
 * Confirming delivery, top to bottom, in ONE transaction (awarded exactly once: the order
 * row is locked and a delivered order cannot be delivered again):
 *   order point money → the customer's carry → whole points (remainder carried) →
 *   lifetime and monthly spend → tier raised by the thresholds →
 *   each active upline earns its level's share of the order's point money.
 */
export async function confirmDelivery(
  db: Database,
  orderId: string,
  adminId: string,
): Promise<DeliveryAward> {
  const award = await db.transaction(async (tx) => {
    const { order, to } = await lockOrderFor(tx, orderId, 'deliver', { actor: 'admin', adminId });
    const settings = await loadLoyaltySettings(tx);
    const earned = await awardOrderPoints(tx, order, settings, { adminId });
    await addSpend(tx, order, settings);
    await recordTransition(
      tx,
      order,
      'deliver',
      to,
      { actor: 'admin', adminId },
      {
        details: { pointsEarned: earned.points, pointMoneyPaise: order.point_money_paise },
      },
    );
    return {
      pointsEarned: earned.points,
      pointMoneyPaise: order.point_money_paise,
      carriedPaise: earned.carriedPaise,
    };
  });
  return { ...award, order: (await findOrder(db, orderId))! };
}

async function addSpend(tx: Queryable, order: LockedOrder, settings: LoyaltySettings): Promise<void> {
  const [customer] = await tx.query<{ tier: Tier; total_spent_paise: number }>(
    `update customers set total_spent_paise = total_spent_paise + $2, updated_at = now()
     where id = $1 returning tier, total_spent_paise`,
    [order.customer_id, order.amount_paid_paise],
  );
  const tier = raisedTier(customer!.tier, customer!.total_spent_paise, settings.tierThresholds);
  if (tier !== customer!.tier)
    await tx.query('update customers set tier = $2 where id = $1', [order.customer_id, tier]);
  await tx.query(
    `insert into customer_monthly_spend (customer_id, month, spent_paise)
     values ($1, to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM'), $2)
     on conflict (customer_id, month) do update set spent_paise = customer_monthly_spend.spent_paise + excluded.spent_paise`,
    [order.customer_id, order.amount_paid_paise],
  );
}
