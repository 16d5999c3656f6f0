import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderSchema, quoteViewSchema } from '../../../domain/order';
import { adminActionsFor } from '../../../domain/order-states';
import { cartLinesSchema } from '../../../domain/order.schemas';
import {
  customerKeySchema,
  orderingCustomerSchema,
  phoneOrderSchema,
} from '../../../domain/phone-order.schemas';
import type { AppContext } from '../../context';
import { onlyShopStaff, requireShopStaff } from '../../auth/guards';
import { placePhoneOrder } from '../../workflows/place-order.workflow';
import { quoteCartForApi } from './cart-quote';
import { orderingCustomer } from './ordering-customer';
import { errors, idempotencyHeaders } from './orders.routes';
import { phoneOrderMessages } from '../../../domain/messages';

/**
 * Orders the shop's staff enter for a customer who phoned or sent a WhatsApp message (DESIGN 11.2,
 * docs/decisions/088): find the customer, price the cart as the checkout does, place it. Staff and owner.
 */
export const phoneOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyShopStaff);

  app.get(
    '/admin/phone-orders/customer',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: orders'],
        summary:
          'Find the customer of a phone order by phone or code: tier, points, khata credit left, last address',
        querystring: customerKeySchema,
        response: { 200: z.object({ customer: orderingCustomerSchema }), ...errors },
      },
    },
    async (request) => ({ customer: await orderingCustomer(db, request.query) }),
  );

  app.post(
    '/admin/phone-orders/quote',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: orders'],
        summary:
          "Price a phone order's cart for its customer, exactly as placing it would (the checkout's quote)",
        body: z.object({
          customer: customerKeySchema,
          items: cartLinesSchema,
          pointsToUse: z.number().int().min(0).max(1_000_000).default(0),
        }),
        response: { 200: quoteViewSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await orderingCustomer(db, request.body.customer);
      return quoteCartForApi(db, customer, request.body);
    },
  );

  app.post(
    '/admin/orders',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: orders'],
        summary:
          'Enter a phone or WhatsApp order for an active customer (source phone; idempotent by Idempotency-Key, like the checkout)',
        headers: idempotencyHeaders,
        body: phoneOrderSchema,
        response: {
          201: z.object({ order: adminOrderSchema, message: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const staff = requireShopStaff(request);
      const { order, replayed } = await placePhoneOrder(
        db,
        staff.id,
        request.headers['idempotency-key'],
        request.body,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      const message = phoneOrderMessages.placed(order.id);
      return reply.status(201).send({ order: { ...order, actions: adminActionsFor(order.status) }, message });
    },
  );
};
