import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointsPageSchema } from '../../../domain/points.schemas';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlyAdmins, onlyCustomers, requireCustomer } from '../../auth/guards';
import { expiringPointsSchema } from '../../../domain/expiring-points.schemas';
import { loadExpiryRule } from '../settings';
import { upcomingExpiries } from './points-expiry';
import { pointsHistory } from './points-history';

/** The signed-in customer's points: balance, its rupee value, and the ledger in plain words. */
export const pointsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/me/points',
    {
      preHandler: onlyCustomers,
      schema: {
        tags: ['loyalty'],
        summary: 'Your points balance and history, newest first',
        security: SESSION_SECURITY,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          before: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: pointsPageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => pointsHistory(db, requireCustomer(request), request.query),
  );
};

/** The owner's view of points about to expire (DESIGN 11.3, docs/decisions/080). */
export const adminPointsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  app.get(
    '/admin/points/expiring',
    {
      schema: {
        tags: ['admin: loyalty'],
        summary:
          'Customers whose points expire within 30 days, soonest first (none while points never expire)',
        response: { 200: expiringPointsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ customers: await upcomingExpiries(db, await loadExpiryRule(db)) }),
  );
};
