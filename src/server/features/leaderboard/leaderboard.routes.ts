import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leaderboardSchema } from '../../../domain/leaderboard.schemas';
import { SESSION_SECURITY } from '../../openapi';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { onlySignedIn } from '../../auth/guards';
import { createLeaderboardService } from './leaderboard.service';

/** SPEC section 9: customers see at most 50 rows; admins may ask for more. */
const CUSTOMER_LIMIT = 50;
const ADMIN_LIMIT = 500;

export const leaderboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const leaderboard = createLeaderboardService(db);
  app.get(
    '/leaderboard',
    {
      preHandler: onlySignedIn,
      schema: {
        tags: ['leaderboard'],
        summary: 'Top customers by points, with the active top-N offer (signed-in users)',
        security: SESSION_SECURITY,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(ADMIN_LIMIT).optional() }),
        response: {
          200: leaderboardSchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const cap = request.user!.role === 'admin' ? ADMIN_LIMIT : CUSTOMER_LIMIT;
      const limit = Math.min(request.query.limit ?? CUSTOMER_LIMIT, cap);
      const [items, config] = await Promise.all([leaderboard.top(limit), leaderboard.activeConfig()]);
      return { items, config };
    },
  );
};
