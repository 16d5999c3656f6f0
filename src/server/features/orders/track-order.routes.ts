import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { orderEventSchema } from '../../../domain/order';
import { ORDER_STATUSES } from '../../../domain/order-states';
import { normalisePhone } from '../../../domain/phone';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
import { addressKey } from '../../auth/client-address';
import { rateLimit } from '../../auth/rate-limit';
import { findOrder } from './order-read';

/** /track-order: anyone with the order id and the phone it was placed with sees its status timeline. */
export const trackOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/track-order',
    {
      preHandler: rateLimit(db, [
        { name: 'track:ip', key: (request) => addressKey(request.ip), limit: 30, windowSeconds: 600 },
      ]),
      schema: {
        tags: ['orders'],
        summary: 'Look up an order by its id and phone: status and timeline only',
        body: z.object({
          orderId: z
            .string()
            .trim()
            .min(1, messages.trackOrder.required)
            .max(60)
            .transform((v) => v.toUpperCase()),
          phone: z.string().trim().min(1, messages.trackOrder.required).max(20).transform(normalisePhone),
        }),
        response: {
          200: z.object({
            order: z.object({
              id: z.string(),
              status: z.enum(ORDER_STATUSES),
              orderDate: z.string(),
              itemCount: z.number().int(),
              amountPaidPaise: z.number().int(),
              timeline: z.array(orderEventSchema),
            }),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.body.orderId);
      // The same answer for a wrong phone and a wrong id: an id alone reveals nothing.
      if (
        !order ||
        (order.customerPhone !== request.body.phone && order.delivery.phone !== request.body.phone)
      ) {
        throw new AppError('NOT_FOUND', messages.trackOrder.notFound);
      }
      return {
        order: {
          id: order.id,
          status: order.status,
          orderDate: order.orderDate,
          itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
          amountPaidPaise: order.amountPaidPaise,
          timeline: order.timeline.map((e) => ({ ...e, note: null })),
        },
      };
    },
  );
};
