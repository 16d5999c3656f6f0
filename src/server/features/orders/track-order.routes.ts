import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { trackedOrderSchema } from '../../../domain/order';
import { normalisePhone } from '../../../domain/phone';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { addressKey } from '../../auth/client-address';
import { rateLimit } from '../../auth/rate-limit';
import { trackOrder } from './track-order';

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
          200: z.object({ order: trackedOrderSchema }),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({ order: await trackOrder(db, request.body.orderId, request.body.phone) }),
  );
};
