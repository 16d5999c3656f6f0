import { randomUUID } from 'node:crypto';
import { allocateSettlement } from '../../domain/khata';
import type { RecordSettlement, Settlement } from '../../domain/khata.schemas';
import { khataMessages } from '../../domain/messages';
import { recordAudit } from '../audit/audit-log';
import type { Database, Queryable } from '../db/client';
import { AppError } from '../errors';
import { lockCreditCustomer } from '../features/customers';
import { lockDueKhataOrders } from '../features/khata';
import { moneyRequestHash, recordOnce, recordPayment } from '../features/payments';

/**
 * A khata settlement (POST /api/admin/customers/:id/khata/settlements, docs/decisions/070), in ONE
 * transaction: lock the customer (no khata order is placed meanwhile) → lock their due khata orders,
 * oldest first → refuse more than they owe together → one payment per order it touches, oldest
 * first, each in full but the last (payments: the UTR pays once, so the reference goes on the first
 * row; the rows share the settlement's id) → audit. An unknown customer is "not found". A request
 * with an Idempotency-Key seen before gets its first answer and records nothing.
 */
export function settleKhata(
  db: Database,
  adminId: string,
  customerId: string,
  input: RecordSettlement,
  idempotencyKey?: string,
): Promise<SettledKhata> {
  // Once per Idempotency-Key: a retry after a lost answer records no second settlement (073).
  const hash = moneyRequestHash('khata settlement', customerId, input);
  return db.transaction((tx) =>
    recordOnce(tx, idempotencyKey, hash, () => settleKhataIn(tx, adminId, customerId, input)),
  );
}

export interface SettledKhata {
  settlement: Settlement;
  credit: { limitPaise: number; owedPaise: number };
}

/**
 * The settlement inside the caller's transaction: a bank credit from the review list settles a
 * khata through this same path (settle-khata-from-credit.workflow.ts, docs/decisions/072).
 */
export async function settleKhataIn(
  tx: Queryable,
  adminId: string,
  customerId: string,
  input: RecordSettlement,
): Promise<SettledKhata> {
  const { limitPaise } = await lockCreditCustomer(tx, customerId);
  const due = await lockDueKhataOrders(tx, customerId);
  const owedPaise = due.reduce((sum, order) => sum + order.duePaise, 0);
  const shares = allocateSettlement(input.amountPaise, due);
  if (!shares) {
    const message = khataMessages.overOwed(owedPaise);
    throw new AppError('KHATA_OVER_OWED', message, { amountPaise: message });
  }
  const id = randomUUID();
  const payments = [];
  for (const [index, share] of shares.entries()) {
    const payment = await recordPayment(tx, {
      orderId: share.orderId,
      method: input.method,
      amountPaise: share.amountPaise,
      reference: index === 0 ? input.reference : null,
      source: 'settlement',
      recordedBy: adminId,
      settlementId: id,
    });
    payments.push({ orderId: share.orderId, paymentId: payment.id, amountPaise: share.amountPaise });
  }
  const settlement = {
    id,
    method: input.method,
    amountPaise: input.amountPaise,
    reference: input.reference,
    payments,
  };
  await recordAudit(tx, {
    adminId,
    action: 'customer.khata_settlement',
    entity: 'customer',
    entityId: customerId,
    details: { ...settlement, owedBeforePaise: owedPaise, owedAfterPaise: owedPaise - input.amountPaise },
  });
  return {
    settlement,
    credit: { limitPaise, owedPaise: owedPaise - input.amountPaise },
  };
}
