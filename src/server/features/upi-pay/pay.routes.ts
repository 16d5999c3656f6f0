import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payRequestSchema } from '../../../domain/pay-page.schemas';
import { addressKey } from '../../auth/client-address';
import { rateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { payRequest } from './pay-request';

/** GET /api/pay/:token (DESIGN 11.8): anyone with an order's pay token sees what to pay, and how. */
export const payRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/pay/:token',
    {
      // Tokens are unguessable; the limit only keeps a guesser slow and the database quiet.
      preHandler: rateLimit(db, [
        { name: 'pay:ip', key: (request) => addressKey(request.ip), limit: 120, windowSeconds: 600 },
      ]),
      schema: {
        tags: ['orders'],
        summary: "An order's pay page: the amount due and the UPI request for it",
        params: z.object({ token: z.string().max(64) }),
        response: { 200: payRequestSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payRequest(db, request.params.token);
    },
  );
};
