import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { counterReceiptSchema } from '../../../domain/counter-receipt';
import { addressKey } from '../../auth/client-address';
import { rateLimit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { counterReceipt } from './counter-receipt';

const params = z.object({ token: z.string().max(64) });

/**
 * A counter sale's receipt (docs/decisions/090): anyone with its link sees it, to print or keep from
 * WhatsApp. No sign-in: the token is the key, as the pay page's.
 */
export const receiptRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Tokens are unguessable; the limit only keeps a guesser slow and the database quiet.
  const receiptLimit = rateLimit(db, [
    { name: 'receipt:ip', key: (request) => addressKey(request.ip), limit: 120, windowSeconds: 600 },
  ]);

  app.get(
    '/receipts/:token',
    {
      preHandler: receiptLimit,
      schema: {
        tags: ['orders'],
        summary: "A counter sale's receipt: lines, totals, points used and earned, payments and change",
        params,
        response: { 200: counterReceiptSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return counterReceipt(db, request.params.token);
    },
  );
};
