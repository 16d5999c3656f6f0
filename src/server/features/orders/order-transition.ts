import { messages } from '../../../domain/messages';
import { nextStatus, type Actor, type OrderAction, type OrderStatus } from '../../../domain/order-states';
import type { PaymentMethod } from '../../../domain/payment-methods';
import type { Queryable } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../errors';

export interface LockedOrder {
  id: string;
  customer_id: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  points_used: number;
  amount_paid_paise: number;
  point_money_paise: number;
  is_points_awarded: boolean;
  delivered_at: Date | null;
}

export type ActingUser = { actor: 'admin'; adminId: string } | { actor: 'customer'; customerId: string };

/**
 * Locks the order row and checks that `action` is allowed from its current state for this
 * actor. Two admins clicking at once queue on the lock; the second sees the new state and is refused.
 */
export async function lockOrderFor(
  tx: Queryable,
  orderId: string,
  action: OrderAction,
  by: ActingUser,
): Promise<{ order: LockedOrder; to: OrderStatus }> {
  const [order] = await tx.query<LockedOrder>(
    `select id, customer_id, status, payment_method, points_used, amount_paid_paise, point_money_paise,
            is_points_awarded, delivered_at
     from orders where id = $1 for update`,
    [orderId],
  );
  if (!order || (by.actor === 'customer' && order.customer_id !== by.customerId)) {
    throw new AppError('NOT_FOUND', messages.orders.notFound);
  }
  const to = nextStatus(action, order.status, by.actor as Actor);
  if (!to) throw new AppError('ILLEGAL_TRANSITION', messages.orders.illegalTransition(action, order.status));
  return { order, to };
}

/**
 * Moves the order to its new status, records the timeline event and, for admins (or when `audit`
 * says so: a customer's cancel that paid money back), the audit entry.
 */
export async function recordTransition(
  tx: Queryable,
  order: LockedOrder,
  action: OrderAction,
  to: OrderStatus,
  by: ActingUser,
  extra: { note?: string | null; details?: Record<string, unknown>; audit?: boolean } = {},
): Promise<void> {
  await tx.query(
    `update orders set status = $2, updated_at = now(),
       delivered_at = case when $2 = 'delivered' then now() else delivered_at end,
       is_points_awarded = (is_points_awarded or $2 = 'delivered') and $2 <> 'refunded'
     where id = $1`,
    [order.id, to],
  );
  const adminId = by.actor === 'admin' ? by.adminId : null;
  await tx.query(
    'insert into order_events (order_id, from_status, to_status, admin_id, customer_id, note) values ($1, $2, $3, $4, $5, $6)',
    [order.id, order.status, to, adminId, by.actor === 'customer' ? by.customerId : null, extra.note ?? null],
  );
  if (adminId || extra.audit) {
    await recordAudit(tx, {
      adminId,
      action: `order.${action}`,
      entity: 'order',
      entityId: order.id,
      details: { from: order.status, to, ...extra.details },
    });
  }
}
