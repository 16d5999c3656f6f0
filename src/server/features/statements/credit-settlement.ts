import { statementMessages } from '../../../domain/messages';
import { recordAudit } from '../../audit/audit-log';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { decision, lockCredit, type CreditDecision, type CreditRow } from './statement-review.service';

/**
 * A credit in the review list about to settle a customer's khata (docs/decisions/072), locked for
 * the caller's transaction. Settled on this customer's khata already: the answer, nothing to do
 * (`decided`). Matched to an order, dismissed, or settled on another khata: STATEMENT_CREDIT_DECIDED.
 */
export async function creditToSettle(
  tx: Queryable,
  creditId: string,
  customerId: string,
): Promise<{ row: CreditRow; decided: CreditDecision | null }> {
  const row = await lockCredit(tx, creditId);
  if (row.matched_by === 'khata') {
    if (row.customer_id === customerId)
      return { row, decided: await decision(tx, row, false, statementMessages.creditAlreadySettled) };
    throw new AppError('STATEMENT_CREDIT_DECIDED', statementMessages.creditSettledKhata);
  }
  if (row.outcome === 'matched')
    throw new AppError(
      'STATEMENT_CREDIT_DECIDED',
      statementMessages.creditMatchedElsewhere(row.order_id ?? ''),
    );
  if (row.outcome === 'dismissed')
    throw new AppError('STATEMENT_CREDIT_DECIDED', statementMessages.creditWasDismissed);
  return { row, decided: null };
}

/** The credit, settled: matched by 'khata', naming the customer and the settlement; audited as statement.settle. */
export async function markCreditSettled(
  tx: Queryable,
  row: CreditRow,
  settled: { customerId: string; settlementId: string; paymentId: string; owedAfterPaise: number },
  adminId: string,
): Promise<CreditDecision> {
  await tx.query(
    `update statement_credits set outcome = 'matched', matched_by = 'khata', customer_id = $2,
       settlement_id = $3, payment_id = $4, decided_by = $5, decided_at = now()
     where id = $1`,
    [row.id, settled.customerId, settled.settlementId, settled.paymentId, adminId],
  );
  await recordAudit(tx, {
    adminId,
    action: 'statement.settle',
    entity: 'statement_credit',
    entityId: row.id,
    details: {
      customerId: settled.customerId,
      settlementId: settled.settlementId,
      amountPaise: row.amount_paise,
      utr: row.utr,
    },
  });
  return decision(
    tx,
    {
      ...row,
      outcome: 'matched',
      matched_by: 'khata',
      customer_id: settled.customerId,
      settlement_id: settled.settlementId,
    },
    true,
    statementMessages.creditSettled(settled.owedAfterPaise),
  );
}
