import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { orderSchema, quoteViewSchema } from '../../../domain/order';
import { placeOrderSchema, quoteSchema } from '../../../domain/order.schemas';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { onlyCustomers, requireCustomer } from '../../auth/guards';
import { cancelOrder } from '../../workflows/cancel-order.workflow';
import { placeOrder } from '../../workflows/place-order.workflow';
import { quoteCartForApi } from './cart-quote';
import { findOrder } from './order-read';
import { listOrders } from './orders.service';

/** What placing and reading orders may refuse with (the staff's phone orders too). */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const orderIdParams = z.object({ id: z.string().max(60) });
/** The checkout's Idempotency-Key (required); orders the staff enter take it too. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ message: messages.checkout.missingIdempotencyKey })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, messages.checkout.missingIdempotencyKey),
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
        response: { 200: quoteViewSchema, ...errors },
      },
    },
    async (request) => quoteCartForApi(db, requireCustomer(request), request.body),
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
