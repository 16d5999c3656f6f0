import { convertPointMoney, deductPointMoney } from '../../../domain/points';
import type { Queryable } from '../../db/client';

export type LedgerKind =
  | 'order_earned'
  | 'referral_earned'
  | 'redeemed'
  | 'redemption_restored'
  | 'order_reversed'
  | 'referral_reversed'
  | 'admin_adjustment';

interface LedgerContext {
  kind: LedgerKind;
  orderId?: string | null;
  sourceCustomerId?: string | null;
  level?: number | null;
  adminId?: string | null;
  note?: string | null;
}

export interface BalanceChange {
  points: number;
  carryDeltaPaise: number;
  /** The customer's carried point money after the change. */
  carriedPaise: number;
}

/**
 * The only code that changes a customer's points or carried point money. Every change writes
 * its ledger row in the same transaction, so balances always equal ledger sums.
 * Callers must run inside a transaction; the customer row is locked here.
 */
async function apply(
  tx: Queryable,
  customerId: string,
  points: number,
  newCarryPaise: number,
  oldCarryPaise: number,
  pointMoneyPaise: number,
  ctx: LedgerContext,
): Promise<void> {
  await tx.query(
    'update customers set points = points + $2, point_money_paise = $3, updated_at = now() where id = $1',
    [customerId, points, newCarryPaise],
  );
  await tx.query(
    `insert into points_ledger (customer_id, kind, points_delta, carry_delta_paise, point_money_paise, order_id,
                                source_customer_id, level, admin_id, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      customerId,
      ctx.kind,
      points,
      newCarryPaise - oldCarryPaise,
      pointMoneyPaise,
      ctx.orderId ?? null,
      ctx.sourceCustomerId ?? null,
      ctx.level ?? null,
      ctx.adminId ?? null,
      ctx.note ?? null,
    ],
  );
}

async function lockCarry(tx: Queryable, customerId: string): Promise<number> {
  const [row] = await tx.query<{ point_money_paise: number }>(
    'select point_money_paise from customers where id = $1 for update',
    [customerId],
  );
  if (!row) throw new Error(`customer ${customerId} not found`);
  return row.point_money_paise;
}

/** Point money earned: added to the carry and converted to whole points (SPEC 4). */
export async function creditPointMoney(
  tx: Queryable,
  customerId: string,
  amountPaise: number,
  paisePerPoint: number,
  ctx: LedgerContext,
): Promise<BalanceChange> {
  const carry = await lockCarry(tx, customerId);
  const result = convertPointMoney(carry, amountPaise, paisePerPoint);
  await apply(tx, customerId, result.points, result.carriedPaise, carry, amountPaise, ctx);
  return {
    points: result.points,
    carryDeltaPaise: result.carriedPaise - carry,
    carriedPaise: result.carriedPaise,
  };
}

/** Point money taken back (a refund): from the carry first, then whole points. */
export async function debitPointMoney(
  tx: Queryable,
  customerId: string,
  amountPaise: number,
  paisePerPoint: number,
  ctx: LedgerContext,
): Promise<BalanceChange> {
  const carry = await lockCarry(tx, customerId);
  const result = deductPointMoney(carry, amountPaise, paisePerPoint);
  await apply(tx, customerId, result.pointsDelta, result.carriedPaise, carry, -amountPaise, ctx);
  return {
    points: result.pointsDelta,
    carryDeltaPaise: result.carriedPaise - carry,
    carriedPaise: result.carriedPaise,
  };
}

/** Whole points spent or given back (redemption and its restoration, admin adjustments). */
export async function changePoints(
  tx: Queryable,
  customerId: string,
  points: number,
  ctx: LedgerContext,
): Promise<void> {
  const carry = await lockCarry(tx, customerId);
  await apply(tx, customerId, points, carry, carry, 0, ctx);
}
