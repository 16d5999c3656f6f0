import { raisedTier } from '../../../domain/tier-rules';
import type { Tier } from '../../../domain/tiers';
import type { Queryable } from '../../db/client';
import type { LoyaltySettings } from '../settings';

/** What the spend rules need to know about an order. */
export interface OrderForSpend {
  customer_id: string;
  amount_paid_paise: number;
}

/** The Asia/Kolkata month of the moment in $2 (now when it is null). */
const KOLKATA_MONTH = `to_char(coalesce($2::timestamptz, now()) at time zone 'Asia/Kolkata', 'YYYY-MM')`;

/**
 * A delivered order's spend (DESIGN 4): it adds to the customer's lifetime spend and to the
 * Asia/Kolkata month it was delivered in, and the tier rises by the thresholds (never falls).
 */
export async function addOrderSpend(
  tx: Queryable,
  order: OrderForSpend,
  settings: Pick<LoyaltySettings, 'tierThresholds'>,
  { at }: { at?: Date } = {},
): Promise<void> {
  const [customer] = await tx.query<{ tier: Tier; total_spent_paise: number }>(
    `update customers set total_spent_paise = total_spent_paise + $2, updated_at = now()
     where id = $1 returning tier, total_spent_paise`,
    [order.customer_id, order.amount_paid_paise],
  );
  const tier = raisedTier(customer!.tier, customer!.total_spent_paise, settings.tierThresholds);
  if (tier !== customer!.tier)
    await tx.query('update customers set tier = $2 where id = $1', [order.customer_id, tier]);
  await tx.query(
    `insert into customer_monthly_spend (customer_id, month, spent_paise) values ($1, ${KOLKATA_MONTH}, $3)
     on conflict (customer_id, month) do update set spent_paise = customer_monthly_spend.spent_paise + excluded.spent_paise`,
    [order.customer_id, at ?? null, order.amount_paid_paise],
  );
}

/**
 * A refunded order's spend: taken back from lifetime spend and from the month it was delivered
 * in (never below zero). The tier is not lowered automatically (DESIGN 4).
 */
export async function takeBackOrderSpend(
  tx: Queryable,
  order: OrderForSpend & { delivered_at: Date | null },
): Promise<void> {
  await tx.query(
    `update customers set total_spent_paise = greatest(0, total_spent_paise - $2), updated_at = now() where id = $1`,
    [order.customer_id, order.amount_paid_paise],
  );
  await tx.query(
    `update customer_monthly_spend set spent_paise = greatest(0, spent_paise - $3)
     where customer_id = $1 and month = ${KOLKATA_MONTH}`,
    [order.customer_id, order.delivered_at, order.amount_paid_paise],
  );
}
