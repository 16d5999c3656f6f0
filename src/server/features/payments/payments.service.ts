import type { Payment, RecordPayment } from '../../../domain/payments.schemas';
import { recordAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { recordPayment } from './payment-write';

/** A payment the admin records by hand (a part payment, or the rest), audited, in one transaction. */
export function recordAdminPayment(
  db: Database,
  orderId: string,
  input: RecordPayment,
  adminId: string,
): Promise<Payment> {
  return db.transaction(async (tx) => {
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
  });
}
