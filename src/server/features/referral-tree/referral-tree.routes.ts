import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralTreePageSchema, referralTreeQuerySchema } from '../../../domain/referral-tree.schemas';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins } from '../../auth/guards';
import { createReferralTreeService } from './referral-tree.service';

/** Admin: the referral tree from A100 (the shop) down, one member and a page of children at a time. */
export const referralTreeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const tree = createReferralTreeService(db);
  app.addHook('onRequest', onlyAdmins);

  app.get(
    '/admin/referral-tree',
    {
      schema: {
        tags: ['admin: customers'],
        summary:
          'A member of the referral tree (by code or phone; A100, the shop, by default), the way down to them from A100, and a page of their children in the order they joined',
        querystring: referralTreeQuerySchema,
        response: {
          200: referralTreePageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => tree.page(request.query),
  );
};
