import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxRedeemablePoints, orderTotals } from '../../../domain/checkout';
import { messages } from '../../../domain/messages';
import { orderSchema } from '../../../domain/order';
import { placeOrderSchema, quoteSchema } from '../../../domain/order.schemas';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { onlyCustomers, requireCustomer } from '../../auth/guards';
import { cancelOrder } from '../../workflows/cancel-order.workflow';
import { placeOrder, priceCart } from '../../workflows/place-order.workflow';
import { loadLoyaltySettings } from '../settings/loyalty-settings';
import { findOrder } from './order-read';
import { listOrders } from './orders.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const orderIdParams = z.object({ id: z.string().max(60) });
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ message: messages.checkout.missingIdempotencyKey })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, messages.checkout.missingIdempotencyKey),
});

const quoteResponse = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPricePaise: z.number().int(),
      mrpPaise: z.number().int(),
      stockQuantity: z.number().int(),
      pointMoneyPaise: z.number().int(),
    }),
  ),
  subtotalPaise: z.number().int(),
  pointMoneyPaise: z.number().int(),
  pointsBalance: z.number().int(),
  maxPointsUsable: z.number().int(),
  pointValuePaise: z.number().int(),
  pointsDiscountPaise: z.number().int(),
  amountPaidPaise: z.number().int(),
  upi: z.object({ payeeId: z.string(), payeeName: z.string() }),
});

/** The customer's side of orders: quote, place, list, read, cancel while pending. */
export const orderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyCustomers);

  app.post(
    '/orders/quote',
    {
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary:
          'Price a cart for the signed-in customer: lines at their tier, points usable, point money to earn',
        body: quoteSchema,
        response: { 200: quoteResponse, ...errors },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      const settings = await loadLoyaltySettings(db);
      const lines = await priceCart(db, customer.tier, request.body.items);
      const subtotal = orderTotals(lines, 0, settings.pointValuePaise).subtotalPaise;
      const maxPointsUsable = maxRedeemablePoints(
        customer.points,
        subtotal,
        settings.pointValuePaise,
        settings.redemptionCapPercent,
      );
      const totals = orderTotals(
        lines,
        Math.min(request.body.pointsToUse, maxPointsUsable),
        settings.pointValuePaise,
      );
      return {
        lines: lines.map((l) => ({
          productId: l.product.id,
          name: l.product.name,
          quantity: l.quantity,
          unitPricePaise: l.unitPricePaise,
          mrpPaise: l.product.mrp_paise,
          stockQuantity: l.product.stock_quantity,
          pointMoneyPaise: l.pointMoneyPerUnitPaise * l.quantity,
        })),
        ...totals,
        pointsBalance: customer.points,
        maxPointsUsable,
        pointValuePaise: settings.pointValuePaise,
        upi: { payeeId: settings.storeUpiId, payeeName: settings.storeUpiName },
      };
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary: 'Place an order (idempotent: a retry with the same Idempotency-Key returns the first order)',
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: { 201: z.object({ order: orderSchema }), 200: z.object({ order: orderSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const { order, replayed } = await placeOrder(
        db,
        customer.id,
        request.headers['idempotency-key'],
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ order });
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary: "The signed-in customer's orders, newest first",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          cursor: z.string().max(200).optional(),
        }),
        response: {
          200: z.object({ items: z.array(orderSchema), nextCursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) =>
      listOrders(db, {
        customerId: requireCustomer(request).id,
        limit: request.query.limit,
        cursor: request.query.cursor,
      }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary: 'One of your orders (another customer’s id is 404)',
        params: orderIdParams,
        response: { 200: z.object({ order: orderSchema }), ...errors },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.params.id, requireCustomer(request).id);
      if (!order) throw new AppError('NOT_FOUND', messages.orders.notFound);
      return { order };
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary: 'Cancel your own order while it is pending',
        params: orderIdParams,
        response: { 200: z.object({ order: orderSchema }), ...errors },
      },
    },
    async (request) => {
      const customer = requireCustomer(request);
      return {
        order: await cancelOrder(db, request.params.id, 'cancel', {
          actor: 'customer',
          customerId: customer.id,
        }),
      };
    },
  );
};
