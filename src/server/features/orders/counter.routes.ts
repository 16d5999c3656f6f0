import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  counterCustomerSchema,
  counterQuoteSchema,
  counterQuoteViewSchema,
  counterSaleSchema,
} from '../../../domain/counter-sale.schemas';
import { receiptPath } from '../../../domain/counter-receipt';
import { counterMessages } from '../../../domain/messages';
import { adminOrderSchema } from '../../../domain/order';
import { adminActionsFor } from '../../../domain/order-states';
import { orderingCustomerSchema } from '../../../domain/phone-order.schemas';
import type { AppContext } from '../../context';
import { onlyShopStaff, requireShopStaff } from '../../auth/guards';
import { sellAtCounter } from '../../workflows/counter-sale.workflow';
import { addCounterCustomer } from '../customers';
import { quoteCounterSale } from './counter-quote';
import { orderingCustomer } from './ordering-customer';
import { errors, idempotencyHeaders } from './orders.routes';

/**
 * The counter (DESIGN 11.2 and 11.8, docs/decisions/089 to 091): price a sale as the screen builds
 * it, add a new customer in two fields, complete the sale in one transaction. Staff and owner.
 */
export const counterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyShopStaff);

  app.post(
    '/admin/counter/quote',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: counter'],
        summary:
          'Price a counter sale exactly as completing it would: scans resolved, tier prices, points usable, point money earned (no customer: a walk-in)',
        body: counterQuoteSchema,
        response: { 200: counterQuoteViewSchema, ...errors },
      },
    },
    async (request) => quoteCounterSale(db, request.body),
  );

  app.post(
    '/admin/counter/customers',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: counter'],
        summary:
          'Add a customer at the counter by name and phone: active at once, no password yet (a phone already known is 409)',
        body: counterCustomerSchema,
        response: {
          201: z.object({ customer: orderingCustomerSchema, message: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const staff = requireShopStaff(request);
      const added = await addCounterCustomer(db, staff.id, request.body);
      const customer = await orderingCustomer(db, { code: added.code });
      return reply.status(201).send({ customer, message: counterMessages.added(added.code) });
    },
  );

  app.post(
    '/admin/counter/sales',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: counter'],
        summary:
          'Complete a counter sale: placed, paid (cash, UPI, khata, split) and delivered in one transaction; idempotent by Idempotency-Key, like the checkout',
        headers: idempotencyHeaders,
        body: counterSaleSchema,
        response: {
          201: z.object({
            order: adminOrderSchema,
            /** Cash handed over above what was left to pay, given back. */
            changePaise: z.number().int(),
            /** The receipt's page, for printing or sending on WhatsApp (anyone with the link). */
            receiptUrl: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const staff = requireShopStaff(request);
      const sale = await sellAtCounter(db, staff.id, request.headers['idempotency-key'], request.body);
      if (sale.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({
        order: { ...sale.order, actions: adminActionsFor(sale.order.status) },
        changePaise: sale.changePaise,
        receiptUrl: receiptPath(sale.receiptToken),
      });
    },
  );
};
