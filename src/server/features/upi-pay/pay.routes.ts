import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payRequestSchema, typedUtrSchema } from '../../../domain/pay-page.schemas';
import { addressKey } from '../../auth/client-address';
import { rateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { giveUtr, payRequest } from './pay-request';

const params = z.object({ token: z.string().max(64) });

/**
 * An order's pay page (DESIGN 11.8): anyone with its token sees what to pay and how, and says which
 * transfer paid it. No sign-in: the token is the key.
 */
export const payRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Tokens are unguessable; the limit only keeps a guesser slow and the database quiet.
  const payLimit = rateLimit(db, [
    { name: 'pay:ip', key: (request) => addressKey(request.ip), limit: 120, windowSeconds: 600 },
  ]);

  app.get(
    '/pay/:token',
    {
      preHandler: payLimit,
      schema: {
        tags: ['orders'],
        summary: "An order's pay page: the amount due and the UPI request for it",
        params,
        response: { 200: payRequestSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payRequest(db, request.params.token);
    },
  );

  app.post(
    '/pay/:token/reference',
    {
      preHandler: payLimit,
      schema: {
        tags: ['orders'],
        summary: 'Give the UTR of the UPI transfer that paid the order (matched against bank statements)',
        params,
        body: typedUtrSchema,
        response: {
          200: payRequestSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => giveUtr(db, request.params.token, request.body.utr),
  );
};
