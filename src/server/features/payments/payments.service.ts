import type { Payment, RecordPayment } from '../../../domain/payments.schemas';
import { recordAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { moneyRequestHash, recordOnce } from './money-requests';
import { recordPayment } from './payment-write';

/**
 * A payment the admin records by hand (a part payment, or the rest), audited, in one transaction;
 * once per Idempotency-Key (docs/decisions/073).
 */
export function recordAdminPayment(
  db: Database,
  orderId: string,
  input: RecordPayment,
  adminId: string,
  idempotencyKey?: string,
): Promise<Payment> {
  const hash = moneyRequestHash('order payment', orderId, input);
  return db.transaction((tx) =>
    recordOnce(tx, idempotencyKey, hash, async () => {
      const payment = await recordPayment(tx, { orderId, ...input, source: 'admin', recordedBy: adminId });
      await recordAudit(tx, {
        adminId,
        action: 'payment.record',
        entity: 'order',
        entityId: orderId,
        details: {
          paymentId: payment.id,
          method: payment.method,
          amountPaise: payment.amountPaise,
          reference: payment.reference,
        },
      });
      return payment;
    }),
  );
}
