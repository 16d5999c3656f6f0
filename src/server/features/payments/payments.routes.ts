import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPaymentsSchema, paymentSchema, recordPaymentSchema } from '../../../domain/payments.schemas';
import { idempotencyHeadersSchema } from '../../../domain/refund.schemas';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyCustomers, onlyShopStaff, requireCustomer, requireShopStaff } from '../../auth/guards';
import { orderPayments } from './payment-read';
import { recordAdminPayment } from './payments.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().max(60) });

/** The customer's view of an order's payments (DESIGN 11.8): their own orders only. */
export const orderPaymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyCustomers);
  app.get(
    '/orders/:id/payments',
    {
      schema: {
        tags: ['orders'],
        security: SESSION_SECURITY,
        summary:
          'The payments of one of your orders, what they come to and what is due (another’s id is 404)',
        params,
        response: { 200: orderPaymentsSchema, ...errors },
      },
    },
    async (request) => orderPayments(db, request.params.id, requireCustomer(request).id),
  );
};

/** The owner's and the staff's (DESIGN 11.8): read an order's payments, record one (a part payment, or the rest). */
export const adminPaymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyShopStaff);
  app.get(
    '/admin/orders/:id/payments',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: orders'],
        summary: 'The payments of an order, what they come to and what is due',
        params,
        response: { 200: orderPaymentsSchema, ...errors },
      },
    },
    async (request) => orderPayments(db, request.params.id),
  );
  app.post(
    '/admin/orders/:id/payments',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: orders'],
        summary:
          'Record money received on an order: at most what is due; a UPI reference pays one order once',
        params,
        headers: idempotencyHeadersSchema,
        body: recordPaymentSchema,
        response: { 201: z.object({ payment: paymentSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const payment = await recordAdminPayment(
        db,
        request.params.id,
        request.body,
        requireShopStaff(request).id,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send({ payment });
    },
  );
};
