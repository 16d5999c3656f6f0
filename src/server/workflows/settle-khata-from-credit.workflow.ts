import type { Database } from '../db/client';
import {
  creditPaymentReference,
  creditToSettle,
  markCreditSettled,
  type CreditDecision,
} from '../features/statements';
import { settleKhataIn } from './settle-khata.workflow';

/**
 * A bank credit in the review list settles a customer's khata (POST
 * /api/admin/statement-credits/:id/settle, docs/decisions/072), in ONE transaction: lock the credit
 * (a second click waits, then is answered like the match route) → the khata settlement of the
 * credit's amount, by UPI with its UTR, through the settlement's own code path (its refusals pass
 * through: more than owed, a UTR already used, an unknown customer) → the credit matched by 'khata'.
 */
export function settleKhataFromCredit(
  db: Database,
  creditId: string,
  customerId: string,
  adminId: string,
): Promise<CreditDecision> {
  return db.transaction(async (tx) => {
    const { row, decided } = await creditToSettle(tx, creditId, customerId);
    if (decided) return decided;
    const { settlement, credit } = await settleKhataIn(tx, adminId, customerId, {
      method: 'upi',
      amountPaise: row.amount_paise,
      reference: creditPaymentReference(row),
    });
    return markCreditSettled(
      tx,
      row,
      {
        customerId,
        settlementId: settlement.id,
        paymentId: settlement.payments[0]!.paymentId,
        owedAfterPaise: credit.owedPaise,
      },
      adminId,
    );
  });
}
