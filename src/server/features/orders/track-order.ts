import { messages } from '../../../domain/messages';
import type { TrackedOrder } from '../../../domain/order';
import { itemCount } from '../../../domain/quantities';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { findOrder } from './order-read';

/**
 * /track-order: an order's status and timeline for whoever knows its id and the phone it was
 * placed with (the customer's or the delivery phone). A wrong phone gets the same answer as a
 * wrong id, so an id alone reveals nothing; notes on the timeline stay with the shop.
 */
export async function trackOrder(db: Queryable, orderId: string, phone: string): Promise<TrackedOrder> {
  const order = await findOrder(db, orderId);
  if (!order || (order.customerPhone !== phone && order.delivery.phone !== phone)) {
    throw new AppError('NOT_FOUND', messages.trackOrder.notFound);
  }
  return {
    id: order.id,
    status: order.status,
    orderDate: order.orderDate,
    itemCount: itemCount(order.items),
    amountPaidPaise: order.amountPaidPaise,
    timeline: order.timeline.map((e) => ({ ...e, note: null })),
  };
}
