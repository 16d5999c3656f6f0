import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, pendingPointsMessages } from '../../../domain/messages';
import { adminOrderSchema, type Order } from '../../../domain/order';
import { adminActionsFor, ORDER_STATUSES } from '../../../domain/order-states';
import { ORDER_SOURCES } from '../../../domain/order-sources';
import { PAYMENT_METHODS } from '../../../domain/payment-methods';
import { idempotencyHeadersSchema, refundRequestSchema } from '../../../domain/refund.schemas';
import { businessDay } from '../../../domain/business-day';
import { csvDownload, sendCsv } from '../../csv/csv';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { onlyShopStaff, requireAdmin, requireShopStaff } from '../../auth/guards';
import { cancelOrder } from '../../workflows/cancel-order.workflow';
import { confirmDelivery } from '../../workflows/confirm-delivery.workflow';
import { spendableFrom } from '../../../domain/return-window';
import { refundOrder } from '../../workflows/refund-order.workflow';
import { markOrderPaid, markOrderUnpaid } from '../../workflows/mark-order-paid.workflow';
import { advanceOrder } from './simple-transitions';
import { findOrder } from './order-read';
import { listOrders } from './orders.service';
import { PURCHASES_CSV_HEADER, purchaseRows } from './purchases-csv';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().max(60) });
const reasonBody = z.object({ reason: z.string().trim().max(300).optional() }).nullish();
const withActions = (order: Order) => ({
  ...order,
  actions: adminActionsFor(order.status),
});

/**
 * Admin: every order, searchable, and the transitions of DESIGN section 5. The staff run orders
 * (docs/decisions/085): they list and open them, approve, reject, ship, deliver, cancel an
 * undelivered one and record that it was paid; the CSV, refunds and correcting a payment record
 * stay the owner's.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyShopStaff);
  const staff = { staff: true };
  const one = { 200: z.object({ order: adminOrderSchema }), ...errors };

  app.get(
    '/admin/orders',
    {
      config: staff,
      schema: {
        tags: ['admin: orders'],
        summary:
          'All orders, newest first; search by customer name, phone, order id or code; filter by status, payment or source',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          status: z.enum(ORDER_STATUSES).optional(),
          paymentMethod: z.enum(PAYMENT_METHODS).optional(),
          source: z.enum(ORDER_SOURCES).optional(),
          pendingApproval: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          limit: z.coerce.number().int().min(1).max(100).default(25),
          cursor: z.string().max(200).optional(),
        }),
        response: {
          200: z.object({ items: z.array(adminOrderSchema), nextCursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const page = await listOrders(db, request.query);
      return { items: page.items.map(withActions), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/admin/orders/export',
    {
      schema: {
        tags: ['admin: orders'],
        summary: 'The purchases as CSV, for the same search, status and source as the screen (streamed)',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          status: z.enum(ORDER_STATUSES).optional(),
          source: z.enum(ORDER_SOURCES).optional(),
        }),
        response: { 200: csvDownload, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, `purchases-${businessDay()}.csv`, PURCHASES_CSV_HEADER, purchaseRows(db, request.query)),
  );

  app.get(
    '/admin/orders/:id',
    { config: staff, schema: { tags: ['admin: orders'], summary: 'One order', params, response: one } },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw new AppError('NOT_FOUND', messages.orders.notFound);
      return { order: withActions(order) };
    },
  );

  const transition = (
    path: string,
    summary: string,
    run: (id: string, adminId: string, reason?: string) => Promise<{ order: Order; message: string }>,
    who: 'staff' | 'owner' = 'staff',
  ) =>
    app.post(
      `/admin/orders/:id/${path}`,
      {
        config: { staff: who === 'staff' },
        schema: {
          tags: ['admin: orders'],
          summary,
          params,
          body: reasonBody,
          response: { 200: z.object({ order: adminOrderSchema, message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const { order, message } = await run(
          request.params.id,
          requireShopStaff(request).id,
          request.body?.reason,
        );
        return { order: withActions(order), message };
      },
    );

  transition('approve', 'Approve a pending order', async (id, adminId) => ({
    order: await advanceOrder(db, id, 'approve', adminId),
    message: messages.orders.approved,
  }));
  transition('reject', 'Reject a pending order: stock and points go back', async (id, adminId, reason) => ({
    order: await cancelOrder(db, id, 'reject', { actor: 'admin', adminId }, reason),
    message: messages.orders.rejected,
  }));
  transition('ship', 'Mark a confirmed order shipped', async (id, adminId) => ({
    order: await advanceOrder(db, id, 'ship', adminId),
    message: messages.orders.shipped,
  }));
  transition(
    'deliver',
    'Confirm delivery: awards points (exactly once; pending until the return window closes), referral rewards and tier',
    async (id, adminId) => {
      const award = await confirmDelivery(db, id, adminId);
      return {
        order: award.order,
        message: award.pendingUntil
          ? pendingPointsMessages.delivered(
              award.pointsEarned,
              award.pointMoneyPaise,
              award.carriedPaise,
              spendableFrom(award.pendingUntil),
            )
          : messages.orders.delivered(award.pointsEarned, award.pointMoneyPaise, award.carriedPaise),
      };
    },
  );
  transition(
    'cancel',
    'Cancel an order not yet delivered: stock and points go back',
    async (id, adminId, reason) => ({
      order: await cancelOrder(db, id, 'cancel', { actor: 'admin', adminId }, reason),
      message: messages.orders.cancelled,
    }),
  );
  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        tags: ['admin: orders'],
        summary:
          'Refund a delivered order, or some units of its lines: reverses the points earned and referral rewards on them, returns points used, pays back what was paid on them',
        params,
        headers: idempotencyHeadersSchema,
        body: refundRequestSchema,
        response: { 200: z.object({ order: adminOrderSchema, message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const done = await refundOrder(db, request.params.id, requireAdmin(request).id, {
        lines: request.body?.lines,
        reason: request.body?.reason,
        idempotencyKey: request.headers['idempotency-key'],
      });
      const message = done.whole ? messages.orders.refunded : messages.orders.partRefunded(done.repaidPaise);
      return { order: withActions(done.order), message };
    },
  );
  transition(
    'mark-paid',
    'Record that all that is due was received (a payment by the order’s method)',
    async (id, adminId) => ({
      order: await markOrderPaid(db, id, adminId),
      message: messages.orders.markedPaid,
    }),
  );
  transition(
    'mark-unpaid',
    'Correct the payment record: the money was not received after all (audited)',
    async (id, adminId) => ({
      order: await markOrderUnpaid(db, id, adminId),
      message: messages.orders.markedUnpaid,
    }),
    'owner',
  );
};
