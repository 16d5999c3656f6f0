import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { PAY_TOKEN_PATTERN } from '../../../domain/pay-page';
import { payRequestSchema, typedUtrSchema } from '../../../domain/pay-page.schemas';
import { giveTypedUtr } from '../orders';
import { addressKey } from '../../auth/client-address';
import { rateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { AppError, errorBodySchema } from '../../errors';
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

  app.post(
    '/pay/:token/reference',
    {
      preHandler: rateLimit(db, [
        { name: 'pay:ip', key: (request) => addressKey(request.ip), limit: 120, windowSeconds: 600 },
      ]),
      schema: {
        tags: ['orders'],
        summary: 'Give the UTR of the UPI transfer that paid the order (matched against bank statements)',
        params: z.object({ token: z.string().max(64) }),
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
    async (request) => {
      const { token } = request.params;
      if (!PAY_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', messages.payPage.notFound);
      await giveTypedUtr(db, token, request.body.utr);
      return payRequest(db, token);
    },
  );
};
