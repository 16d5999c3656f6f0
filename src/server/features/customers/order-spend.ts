import { raisedTier } from '../../../domain/tier-rules';
import type { Tier } from '../../../domain/tiers';
import type { Queryable } from '../../db/client';
import type { LoyaltySettings } from '../settings';

/** What the spend rules need to know about an order. */
export interface OrderForSpend {
  customer_id: string;
  amount_paid_paise: number;
}

/** The Asia/Kolkata month of the moment in the SQL expression `moment` (now when it is null). */
const kolkataMonth = (moment: string) =>
  `to_char(coalesce(${moment}, now()) at time zone 'Asia/Kolkata', 'YYYY-MM')`;
const KOLKATA_MONTH = kolkataMonth('$2::timestamptz');

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
  await addOrderSpends(tx, [{ ...order, at }], settings);
}

/**
 * Several orders' spends at once (a release's batch, docs/decisions/082), as `addOrderSpend` each:
 * lifetime spend and the tier by customer, monthly spend by customer and the month of `at` (now when
 * it is missing). A few statements whatever the count; the caller holds the customers' locks.
 */
export async function addOrderSpends(
  tx: Queryable,
  orders: readonly (OrderForSpend & { at?: Date | null })[],
  settings: Pick<LoyaltySettings, 'tierThresholds'>,
): Promise<void> {
  if (orders.length === 0) return;
  const ids = orders.map((o) => o.customer_id);
  const paise = orders.map((o) => o.amount_paid_paise);
  const spent = await tx.query<{ id: string; tier: Tier; total_spent_paise: number }>(
    `update customers c set total_spent_paise = c.total_spent_paise + s.paise, updated_at = now()
     from (select id, sum(paise) as paise from unnest($1::uuid[], $2::bigint[]) as u (id, paise) group by id) s
     where c.id = s.id returning c.id::text as id, c.tier, c.total_spent_paise`,
    [ids, paise],
  );
  const raised = spent
    .map((c) => ({
      id: c.id,
      tier: raisedTier(c.tier, Number(c.total_spent_paise), settings.tierThresholds),
      was: c.tier,
    }))
    .filter((c) => c.tier !== c.was);
  if (raised.length)
    await tx.query(
      'update customers c set tier = u.tier from unnest($1::uuid[], $2::text[]) as u (id, tier) where c.id = u.id',
      [raised.map((c) => c.id), raised.map((c) => c.tier)],
    );
  await tx.query(
    `insert into customer_monthly_spend (customer_id, month, spent_paise)
     select id, ${kolkataMonth('at')} as month, sum(paise)
     from unnest($1::uuid[], $2::timestamptz[], $3::bigint[]) as u (id, at, paise) group by 1, 2
     on conflict (customer_id, month) do update set spent_paise = customer_monthly_spend.spent_paise + excluded.spent_paise`,
    [ids, orders.map((o) => o.at ?? null), paise],
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
