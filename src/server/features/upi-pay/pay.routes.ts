import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payRequestSchema, typedUtrSchema } from '../../../domain/pay-page.schemas';
import { getByToken, tokenPageLimit, tokenParams } from '../../auth/token-pages';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { giveUtr, payRequest } from './pay-request';

/**
 * An order's pay page (DESIGN 11.8): anyone with its token sees what to pay and how, and says which
 * transfer paid it. No sign-in: the token is the key.
 */
export const payRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const payLimit = tokenPageLimit(db, 'pay');

  getByToken(app, {
    url: '/pay/:token',
    limit: payLimit,
    summary: "An order's pay page: the amount due and the UPI request for it",
    response: payRequestSchema,
    find: (token) => payRequest(db, token),
  });

  app.post(
    '/pay/:token/reference',
    {
      preHandler: payLimit,
      schema: {
        tags: ['orders'],
        summary: 'Give the UTR of the UPI transfer that paid the order (matched against bank statements)',
        params: tokenParams,
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
