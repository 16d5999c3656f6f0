import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_LEADERBOARD_LIMIT } from '../../../domain/leaderboard';
import {
  leaderboardSchema,
  leaderboardSettingsSchema,
  leaderboardSettingsViewSchema,
  rankingPageSchema,
} from '../../../domain/leaderboard.schemas';
import { onlyAdmins, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { rankingPage, rankOf, topRanks } from './leaderboard-ranking';
import {
  activeLeaderboardConfig,
  loadLeaderboardSettings,
  saveLeaderboardSettings,
} from './leaderboard.service';

/**
 * Anyone: the top of the leaderboard (guests: shortened names, no codes; a customer's own spend on
 * their own row only), the offer, and one's own rank.
 */
export const leaderboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['leaderboard'],
        summary:
          'Top customers by lifetime points earned, the active top-N offer, and a signed-in customer’s own rank (SPEC 9: at most 50 rows)',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(PUBLIC_LEADERBOARD_LIMIT).optional(),
        }),
        response: { 200: leaderboardSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const user = request.user;
      const limit = request.query.limit ?? PUBLIC_LEADERBOARD_LIMIT;
      const [items, config, me] = await Promise.all([
        topRanks(db, limit, {
          signedIn: Boolean(user),
          customerId: user?.role === 'customer' ? user.id : null,
        }),
        activeLeaderboardConfig(db),
        user?.role === 'customer' ? rankOf(db, user.id) : null,
      ]);
      return { items, config, me };
    },
  );
};

/** Admin: the top-N offer's config (DESIGN 2) and the full ranking, a page at a time. */
export const adminLeaderboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', onlyAdmins);
  const errors = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/admin/leaderboard-config',
    {
      schema: {
        tags: ['admin: leaderboard'],
        summary: 'The leaderboard’s top-N offer config (SPEC 9’s defaults when never saved)',
        response: { 200: leaderboardSettingsViewSchema, ...errors },
      },
    },
    async () => ({ config: await loadLeaderboardSettings(db) }),
  );

  app.put(
    '/admin/leaderboard-config',
    {
      schema: {
        tags: ['admin: leaderboard'],
        summary: 'Change the top-N offer (audited); applies to orders placed from now on',
        body: z.object({ config: leaderboardSettingsSchema }),
        response: { 200: leaderboardSettingsViewSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => ({
      config: await saveLeaderboardSettings(db, requireAdmin(request).id, request.body.config),
    }),
  );

  app.get(
    '/admin/leaderboard',
    {
      schema: {
        tags: ['admin: leaderboard'],
        summary: 'Every active customer in ranking order, a page at a time (unranked ones last)',
        querystring: z.object({
          cursor: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: rankingPageSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => rankingPage(db, request.query),
  );
};
